import type { AddEncryptionKeyBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { encryptionKeyKeys } from '../../shared/api/query-keys.ts';

export const encryptionKeysQuery = (accountId: string) =>
  queryOptions({
    queryKey: encryptionKeyKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(api.encryptionKeys.list, { params: { accountId }, signal }),
  });

export const providerAccountsQuery = (accountId: string) =>
  queryOptions({
    queryKey: encryptionKeyKeys.providerAccounts(accountId),
    queryFn: ({ signal }) => apiRequest(api.encryptionKeys.providerAccounts, { params: { accountId }, signal }),
  });

/** Every change re-reads the list: validity and In Use are the server's to say. */
function useRefreshKeys(accountId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: encryptionKeyKeys.list(accountId) });
}

export function useAddEncryptionKey(accountId: string) {
  const refresh = useRefreshKeys(accountId);
  return useMutation({
    mutationFn: (body: AddEncryptionKeyBody) => apiRequest(api.encryptionKeys.add, { params: { accountId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteEncryptionKey(accountId: string) {
  const refresh = useRefreshKeys(accountId);
  return useMutation({
    mutationFn: (keyId: string) => apiRequest(api.encryptionKeys.delete, { params: { accountId, keyId } }),
    onSuccess: refresh,
  });
}

/** Validate: the driver's answer is stored, so the list shows the new validity after it. */
export function useValidateEncryptionKey(accountId: string) {
  const refresh = useRefreshKeys(accountId);
  return useMutation({
    mutationFn: (keyId: string) => apiRequest(api.encryptionKeys.validate, { params: { accountId, keyId } }),
    onSettled: refresh,
  });
}
