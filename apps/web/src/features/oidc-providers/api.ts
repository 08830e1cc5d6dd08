import type { AddOidcProviderBody, UpdateOidcProviderBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { oidcProviderKeys } from '../../shared/api/query-keys.ts';

/** The account's OIDC providers, each with the active clusters using it. */
export const oidcProvidersQuery = (accountId: string) =>
  queryOptions({
    queryKey: oidcProviderKeys.all(accountId),
    queryFn: ({ signal }) => apiRequest(api.oidcProviders.list, { params: { accountId }, signal }),
  });

/** One provider, for its edit form (never its secret). */
export const oidcProviderQuery = (accountId: string, oidcId: string) =>
  queryOptions({
    queryKey: oidcProviderKeys.detail(accountId, oidcId),
    queryFn: ({ signal }) => apiRequest(api.oidcProviders.get, { params: { accountId, oidcId }, signal }),
  });

/** Every change reads the list (and the providers under it) again. */
function useProviderMutation<Variables, Result>(accountId: string, mutationFn: (v: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oidcProviderKeys.all(accountId) }),
  });
}

export const useAddOidcProvider = (accountId: string) =>
  useProviderMutation(accountId, (body: AddOidcProviderBody) =>
    apiRequest(api.oidcProviders.add, { params: { accountId }, body }),
  );

export const useUpdateOidcProvider = (accountId: string, oidcId: string) =>
  useProviderMutation(accountId, (body: UpdateOidcProviderBody) =>
    apiRequest(api.oidcProviders.update, { params: { accountId, oidcId }, body }),
  );

export const useDeleteOidcProvider = (accountId: string) =>
  useProviderMutation(accountId, (oidcId: string) =>
    apiRequest(api.oidcProviders.delete, { params: { accountId, oidcId } }),
  );
