import type { Account } from '@datadeck/contracts';
import { api } from '../api/api-routes.ts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { accountKeys } from '../api/query-keys.ts';

export const accountQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.detail(accountId),
    queryFn: ({ signal }) => apiRequest(api.accounts.get, { params: { accountId }, signal }),
  });

/** The account, for pages below the account route, which reads it before any of them opens. */
export function useAccount(accountId: string): Account {
  return useSuspenseQuery(accountQuery(accountId)).data;
}
