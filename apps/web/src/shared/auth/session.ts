import type { Me } from '@datadeck/contracts';
import { api } from '../api/api-routes.ts';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { sessionKeys } from '../api/query-keys.ts';

/** The signed-in user (GET /v1/me): profile, linked accounts with roles, CSRF token. */
export const sessionQuery = queryOptions({
  queryKey: sessionKeys.me(),
  queryFn: ({ signal }) => apiRequest(api.auth.me, { signal }),
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The user, for screens below the console route, which reads the session before any of them opens. */
export function useMe(): Me {
  return useSuspenseQuery(sessionQuery).data;
}

/**
 * A new session starts clean: nothing another user's session cached may show through. Only
 * queries go; the sign-in mutation that calls this is still running.
 */
export function startSession(me: Me): void {
  queryClient.removeQueries();
  queryClient.setQueryData(sessionKeys.me(), me);
}

export function endSession(): void {
  queryClient.removeQueries();
}
