import { useCallback, useEffect, useState } from 'react';

/** How far below the viewport a chart starts drawing, so the next row is ready as it scrolls in. */
const AHEAD = '240px';

/**
 * Whether an element has come near the viewport at least once; it stays true after. The
 * monitoring page has up to eight charts of several lines each, and drawing them all in the
 * page's first commit kept the first chart off the screen for seconds on a slow machine; the
 * charts below the fold are drawn as they are scrolled to. Printing draws them all. Where there
 * is no IntersectionObserver (jsdom), everything counts as seen at once.
 */
export function useSeenOnce<T extends Element>(): [ref: (element: T | null) => void, seen: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (seen || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    const drawAll = () => setSeen(true);
    window.addEventListener('beforeprint', drawAll);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', drawAll);
    };
  }, [element, seen]);

  return [useCallback((next: T | null) => setElement(next), []), seen];
}
