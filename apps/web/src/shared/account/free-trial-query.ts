import { api } from '../api/api-routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { accountKeys } from '../api/query-keys.ts';

/** The account's free trial (SPEC §1): the landing page's notice and the create wizard's review both say it. */
export const freeTrialQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.freeTrial(accountId),
    queryFn: ({ signal }) => apiRequest(api.accounts.freeTrial, { params: { accountId }, signal }),
  });
