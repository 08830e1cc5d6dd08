import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '../shared/api/api-error.ts';

/** Why a route's loader runs: the page opens, the route stays with new search or params, or a link is hovered. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/**
 * The loader of a page whose search refines what it shows (a search term, filters, a page of
 * results, a time range). Opening the page, the route waits for its data, as for any page.
 * Staying on it with a new search, it starts the requests but does not wait for them: the page
 * keeps showing what it has, marked as refreshing, until the next answer is in (`useRefinement`),
 * instead of the router's pending page taking its place. (With new path parameters — another
 * account — the page starts afresh and shows its pending state meanwhile.) A failure is the
 * page's to show, when it reads the answer.
 */
export function unlessRefining(cause: LoadCause, load: () => Promise<unknown>): Promise<unknown> | undefined {
  if (cause !== 'stay') return load();
  load().catch(() => undefined);
  return undefined;
}

/**
 * Loads data a page can do without (announcements, notices) with the page, so it is there when
 * the page shows and nothing shifts below it; if it cannot be read, the page goes on without.
 */
export function loadOptional<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<unknown> {
  return queryClient.ensureQueryData(options).catch(() => undefined);
}

/**
 * A resource the server does not have for this account (404; 400 for an id it cannot read) is
 * the route's "not found" page, not an error to retry.
 */
export function notFoundOnMissing<T>(load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    if (isApiError(error, 404) || isApiError(error, 400)) throw notFound();
    throw error;
  });
}
