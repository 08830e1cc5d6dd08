import { useDeferredValue } from 'react';

/**
 * The input a page shows its data for (search, filters, page, time range) while the user
 * refines it. The page reads its queries with `shown` (useSuspenseQuery); when the input
 * changes, React first keeps the current screen with the old input — `refreshing` is then true,
 * for the page to mark it — and swaps in the new one once its data is in, rather than
 * suspending back to a loader. Its route loads the first answer (`unlessRefining`).
 */
export function useRefinement<T>(input: T): { shown: T; refreshing: boolean } {
  const shown = useDeferredValue(input);
  return { shown, refreshing: !Object.is(shown, input) };
}

/**
 * What marks content being replaced by a refinement: busy for screen readers, dimmed for the
 * eye, the same on every page (tables, cluster cards, charts).
 */
export function refreshingProps(refreshing: boolean) {
  return {
    'aria-busy': refreshing,
    style: { opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' },
  } as const;
}
