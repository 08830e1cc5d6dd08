import type { AccountFlags, Api, EndpointInput, FeatureSwitches, IdentityProvider } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountKeys, sessionKeys, staffKeys } from '../../shared/api/query-keys.ts';

export const accountSearchQuery = (search: string) =>
  queryOptions({
    queryKey: staffKeys.accountSearch(search),
    queryFn: ({ signal }) => apiRequest(api.staff.searchAccounts, { query: { search }, signal }),
  });

export const staffAccountQuery = (accountId: string) =>
  queryOptions({
    queryKey: staffKeys.account(accountId),
    queryFn: ({ signal }) => apiRequest(api.staff.getAccount, { params: { accountId }, signal }),
  });

/** Saves the flags; the account as its users see it carries them too, so it is read again. */
export function useUpdateAccountFlags(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: AccountFlags) =>
      apiRequest(api.staff.updateAccountFlags, { params: { accountId }, body: flags }),
    onSuccess: (updated) => {
      queryClient.setQueryData(staffKeys.account(accountId), updated);
      void queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId) });
    },
  });
}

/** Starts acting as the user; the answer is that user, as `/v1/me` would describe them now. */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: (body: EndpointInput<Api['staff']['startImpersonation']>['body']) =>
      apiRequest(api.staff.startImpersonation, { body }),
  });
}

export const featureSwitchesQuery = queryOptions({
  queryKey: staffKeys.featureSwitches(),
  queryFn: ({ signal }) => apiRequest(api.staff.featureSwitches, { signal }),
});

/** Sets the switches; `/v1/me` tells every console page about them, so it is read again. */
export function useUpdateFeatureSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (switches: FeatureSwitches) => apiRequest(api.staff.updateFeatureSwitches, { body: switches }),
    onSuccess: (stored) => {
      queryClient.setQueryData(staffKeys.featureSwitches(), stored);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    },
  });
}

export const staffMessagesQuery = queryOptions({
  queryKey: staffKeys.messages(),
  queryFn: ({ signal }) => apiRequest(api.staff.messages, { signal }),
});

export function useCreateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<Api['staff']['createMessage']>['body']) =>
      apiRequest(api.staff.createMessage, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.messages() }),
  });
}

export function useExpireMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => apiRequest(api.staff.expireMessage, { params: { messageId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.messages() }),
  });
}

/** The account's identity providers, as staff see them (with the switches to make them Active). */
export const staffIdentityProvidersQuery = (accountId: string) =>
  queryOptions({
    queryKey: staffKeys.identityProviders(accountId),
    queryFn: ({ signal }) => apiRequest(api.identityProviders.staffList, { params: { accountId }, signal }),
  });

export type StaffIdentityProviderChange = { provider: IdentityProvider; enabled: boolean; jitProvisioning: boolean };

/**
 * Makes a provider Active or Inactive, or changes whether it creates users. The account as its
 * users see it (SSO pages, security settings, linked users) follows the provider: read again.
 */
export function useUpdateStaffIdentityProvider(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, enabled, jitProvisioning }: StaffIdentityProviderChange) =>
      apiRequest(api.identityProviders.staffUpdate, {
        params: { accountId, idpId: provider.idpId },
        body: { enabled, jitProvisioning },
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData(staffKeys.identityProviders(accountId), (providers: IdentityProvider[] | undefined) =>
        providers?.map((provider) => (provider.idpId === updated.idpId ? updated : provider)),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.detail(accountId) });
    },
  });
}
