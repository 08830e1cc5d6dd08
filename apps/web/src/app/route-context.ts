import type { QueryClient } from '@tanstack/react-query';

/**
 * What every route's `beforeLoad` and `loader` receive: the one query cache, so a route puts its
 * page's data there (`ensureQueryData`) before the page renders and reads it back with
 * `useSuspenseQuery`.
 */
export interface RouteContext {
  queryClient: QueryClient;
}
