import { useEffect, useState } from 'react';

/**
 * A module that no first paint needs (a menu, a tooltip), fetched once the page is idle or as soon
 * as the user reaches for it, whichever comes first. Its code stays out of the route's first load.
 */
export interface LazyModule<T> {
  /** Starts the import (once); a failed import may be tried again. */
  load: () => Promise<T>;
  /** The module once loaded. */
  current: () => T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { load, current: () => loaded };
}

/** Runs `task` when the browser has nothing else to do (or soon, where it cannot say). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * The module, or undefined until it has loaded; loading starts when the page is idle, or earlier
 * through `request` (on hover, focus or a click). A failed import leaves the placeholder in place.
 */
export function useLazyModule<T>(lazy: LazyModule<T>): { module: T | undefined; request: () => void } {
  const [module, setModule] = useState<{ value: T } | undefined>(() => {
    const current = lazy.current();
    return current === undefined ? undefined : { value: current };
  });
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (module !== undefined) return undefined;
    let active = true;
    const fetchIt = () => {
      lazy.load().then(
        (value) => {
          if (active) setModule({ value });
        },
        // The placeholder stays usable; the next request tries again.
        () => setRequested(false),
      );
    };
    if (requested) {
      fetchIt();
      return () => {
        active = false;
      };
    }
    const cancel = whenIdle(fetchIt);
    return () => {
      active = false;
      cancel();
    };
  }, [lazy, module, requested]);

  return { module: module?.value, request: () => setRequested(true) };
}
