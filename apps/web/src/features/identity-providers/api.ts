import type { RegisterIdentityProviderBody } from '@datadeck/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api-routes.ts';
import { apiRequest } from '../../shared/api/client.ts';
import { identityProviderKeys } from '../../shared/api/query-keys.ts';

/** The account's identity providers (SPEC §2 list); at most one, as the server allows. */
export const identityProvidersQuery = (accountId: string) =>
  queryOptions({
    queryKey: identityProviderKeys.all(accountId),
    queryFn: ({ signal }) => apiRequest(api.identityProviders.list, { params: { accountId }, signal }),
  });

/** One provider with what its administrator needs: the service provider info, the certificate read, SCIM. */
export const identityProviderQuery = (accountId: string, idpId: string) =>
  queryOptions({
    queryKey: identityProviderKeys.detail(accountId, idpId),
    queryFn: ({ signal }) => apiRequest(api.identityProviders.get, { params: { accountId, idpId }, signal }),
  });

/** Every change reads the list and the provider again (Last Modified, the token's date). */
function useProviderMutation<Variables, Result>(
  accountId: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityProviderKeys.all(accountId) }),
  });
}

/** The new provider is put in the cache as answered, so its page (where the form leads) opens at once. */
export function useRegisterIdentityProvider(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterIdentityProviderBody) =>
      apiRequest(api.identityProviders.register, { params: { accountId }, body }),
    onSuccess: (created) => {
      queryClient.setQueryData(identityProviderKeys.detail(accountId, created.idpId), created);
      void queryClient.invalidateQueries({ queryKey: identityProviderKeys.all(accountId), exact: true });
    },
  });
}

/**
 * Saves the checklist's step. One save at a time, in order (the mutation scope): a quick Next,
 * Next must not have the first answer arrive last and leave the earlier step saved.
 */
export function useSaveProgress(accountId: string, idpId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `identity-provider-progress-${idpId}` },
    mutationFn: (progress: number) =>
      apiRequest(api.identityProviders.saveProgress, { params: { accountId, idpId }, body: { progress } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(identityProviderKeys.detail(accountId, idpId), saved);
      void queryClient.invalidateQueries({ queryKey: identityProviderKeys.all(accountId), exact: true });
    },
  });
}

/**
 * A new SCIM bearer token. It is in the mutation's answer only, never in the query cache, so it
 * is gone once the page is left: shown once, as the server gives it once.
 */
export const useGenerateScimToken = (accountId: string, idpId: string) =>
  useProviderMutation(accountId, () =>
    apiRequest(api.identityProviders.generateScimToken, { params: { accountId, idpId } }),
  );
