import type { UpdateAccountDetailsBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountAdminKeys, accountKeys } from '../../shared/api/query-keys.ts';
import { sessionQuery } from '../../shared/auth/session.ts';

/**
 * Saves the 'Update Account Details' form. The answer is the stored details, put in their cache
 * at once; the account and the session are read again since the sidebar and the account switcher
 * show the account's name.
 */
export function useUpdateAccountDetails(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountDetailsBody) =>
      apiRequest(api.accountDetails.update, { params: { accountId }, body }),
    onSuccess: (details) => {
      queryClient.setQueryData(accountAdminKeys.details(accountId), details);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountAdminKeys.details(accountId) }),
        queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId), exact: true }),
        queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      ]);
    },
  });
}
