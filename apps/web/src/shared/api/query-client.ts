import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { backgroundReadTimers } from './background-reads.ts';

/** A client error (4xx) will not change by asking again; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < 2;
}

// Before any query exists, so every refetch interval is started by (and marked through) it.
timeoutManager.setTimeoutProvider(backgroundReadTimers);

/** The one query cache of the console; the api client reads the session's CSRF token from it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
