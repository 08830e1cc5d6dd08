import type { CreateServiceUserBody, ServiceUser, ServiceUserApiKey, UpdateServiceUserBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../shared/api/client.ts';
import { accountKeys } from '../../shared/api/query-keys.ts';
import { SERVICE_USERS_LINK } from '../../shared/api-keys/key-list-link.ts';
import { withKey, type KeyStore } from '../../shared/api-keys/key-store.ts';

/** The account's service users with their keys (masked): one list, which every page here reads. */
export const serviceUserKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'service-users'] as const,
};

export const serviceUsersQuery = (accountId: string) =>
  queryOptions({
    queryKey: serviceUserKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(api.serviceUsers.list, { params: { accountId }, signal }),
  });

/** Changes one service user of the cached list, the others as they are. */
function updateCached(
  queryClient: QueryClient,
  accountId: string,
  username: string,
  update: (user: ServiceUser) => ServiceUser,
) {
  queryClient.setQueryData<ServiceUser[]>(serviceUserKeys.list(accountId), (users) =>
    users?.map((user) => (user.username === username ? update(user) : user)),
  );
}

/**
 * A service user's keys through its endpoints (SPEC §7), for the shared key table and
 * allow-list editor; a confirmed change goes into that user's row of the cached list, masked.
 */
export function useServiceUserKeyStore(accountId: string, username: string): KeyStore<ServiceUserApiKey> {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      owner: { kind: 'service-user', accountId, username },
      back: SERVICE_USERS_LINK,
      generate: (apiKeyType) =>
        apiRequest(api.serviceUsers.generateKey, { params: { accountId, username }, body: { apiKeyType } }),
      rotate: (apiKeyType) => apiRequest(api.serviceUsers.rotateKey, { params: { accountId, username, apiKeyType } }),
      remove: (apiKeyType) =>
        apiRequest(api.serviceUsers.deleteKey, { params: { accountId, username }, query: { apiKeyType } }),
      updateAllowList: (apiKeyType, cidrAllowList) =>
        apiRequest(api.serviceUsers.updateKeyAllowList, {
          params: { accountId, username, apiKeyType },
          body: { cidrAllowList },
        }),
      settle: (apiKeyType, key) =>
        updateCached(queryClient, accountId, username, (user) => ({
          ...user,
          apiKeys: { ...user.apiKeys, apiKeys: withKey(user.apiKeys.apiKeys, apiKeyType, key) },
        })),
    }),
    [queryClient, accountId, username],
  );
}

/** Adds a service user (or reactivates a deactivated one of that username); the list is read again. */
export function useCreateServiceUser(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceUserBody) => apiRequest(api.serviceUsers.create, { params: { accountId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceUserKeys.list(accountId) }),
  });
}

/**
 * Changes display name, profile or administrators. The answer is put in the list at once; the
 * list is read again since a new profile allows other key types.
 */
export function useUpdateServiceUser(accountId: string, username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateServiceUserBody) =>
      apiRequest(api.serviceUsers.update, { params: { accountId, username }, body }),
    onSuccess: (updated) => {
      updateCached(queryClient, accountId, username, (user) => ({ ...user, ...updated }));
      return queryClient.invalidateQueries({ queryKey: serviceUserKeys.list(accountId) });
    },
  });
}

/** Deactivates a service user: it leaves the list, its keys stop working (SPEC §2). */
export function useDeactivateServiceUser(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => apiRequest(api.serviceUsers.deactivate, { params: { accountId, username } }),
    onSuccess: (_, username) =>
      queryClient.setQueryData<ServiceUser[]>(serviceUserKeys.list(accountId), (users) =>
        users?.filter((user) => user.username !== username),
      ),
  });
}
