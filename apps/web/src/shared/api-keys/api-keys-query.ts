import { api } from '../api/api-routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { apiKeyKeys } from '../api/query-keys.ts';

/**
 * The user's keys on the account (masked) and the key types the role may hold. Shared: the API
 * Keys tab manages them, the Security tab links to each key's allow-list (SPEC §2).
 */
export const apiKeysQuery = (accountId: string) =>
  queryOptions({
    queryKey: apiKeyKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(api.apiKeys.list, { params: { accountId }, signal }),
  });
