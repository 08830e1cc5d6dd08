import { api } from '../api/api-routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { apiKeyKeys } from '../api/query-keys.ts';

/** The caller's public IP as the server sees it; it rarely changes during a visit. */
export const clientIpQuery = queryOptions({
  queryKey: apiKeyKeys.clientIp(),
  queryFn: ({ signal }) => apiRequest(api.apiKeys.clientIp, { signal }),
  staleTime: 5 * 60_000,
});
