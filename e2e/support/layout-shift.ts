import type { Page } from '@playwright/test';

/** The viewports Lighthouse's mobile preset (Moto G Power) and desktop preset emulate. */
export const MOBILE_VIEWPORT = { width: 412, height: 823 } as const;
export const DESKTOP_VIEWPORT = { width: 1350, height: 940 } as const;

/** The Core Web Vitals "good" limit, which issue 14 asks of every page. */
export const CLS_LIMIT = 0.05;

export interface LayoutShifts {
  /** Sum of the shifts not caused by input: Lighthouse's CLS on a single load, without session windows. */
  total: number;
  /** Each shift with the elements that moved, so a failure says what to fix. */
  shifts: { value: number; sources: string[] }[];
}

interface ShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

/**
 * Records every layout shift of the next page loads from the first byte on (an init script, so
 * nothing before the page's own scripts is missed). Call before `page.goto`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: { value: number; sources: string[] }[] = [];
    Object.assign(window, { datadeckLayoutShifts: recorded });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (!entry.hadRecentInput)
          recorded.push({
            value: entry.value,
            sources: entry.sources.map(({ node }) => {
              // What moved, as a failure message names it: tag, id, two classes and its text.
              if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
              const id = node.id === '' ? '' : `#${node.id}`;
              const classes = [...node.classList]
                .slice(0, 2)
                .map((name) => `.${name}`)
                .join('');
              return `${node.tagName.toLowerCase()}${id}${classes} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
            }),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far on the current page (after `recordLayoutShifts`). */
export async function layoutShifts(page: Page): Promise<LayoutShifts> {
  // Two frames: a shift of the last layout is reported to the observer after the next paint.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  const shifts = await page.evaluate(
    () => (window as unknown as { datadeckLayoutShifts: { value: number; sources: string[] }[] }).datadeckLayoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}
