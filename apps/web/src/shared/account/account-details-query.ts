import { api } from '../api/api-routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { accountAdminKeys } from '../api/query-keys.ts';

/**
 * The account's details with its organisation: the Details tab's form, and whether the caller
 * owns the organisation (Account Webhooks links to its page then).
 */
export const accountDetailsQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountAdminKeys.details(accountId),
    queryFn: ({ signal }) => apiRequest(api.accountDetails.get, { params: { accountId }, signal }),
  });
