import type { UpdateNotificationPreferencesBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountAdminKeys } from '../../shared/api/query-keys.ts';

/** The account's notification choice with the contacts and webhooks it may choose from. */
export const notificationPreferencesQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountAdminKeys.notificationPreferences(accountId),
    queryFn: ({ signal }) => apiRequest(api.notificationPreferences.get, { params: { accountId }, signal }),
  });

/** Saves the choice; the server's answer (the choice as stored) replaces the cached one. */
export function useUpdateNotificationPreferences(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesBody) =>
      apiRequest(api.notificationPreferences.update, { params: { accountId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(accountAdminKeys.notificationPreferences(accountId), saved),
  });
}
