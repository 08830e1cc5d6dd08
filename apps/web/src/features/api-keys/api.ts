import {
  api,
  API_KEY_HINT_LENGTH,
  isFreshApiKey,
  maskedApiKey,
  type ApiKey,
  type ApiKeys,
  type ApiKeyType,
} from '@datadeck/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { apiKeyKeys } from '../../shared/api/query-keys.ts';

/** The caller's public IP as the server sees it; it rarely changes during a visit. */
export const clientIpQuery = queryOptions({
  queryKey: apiKeyKeys.clientIp(),
  queryFn: ({ signal }) => apiRequest(api.apiKeys.clientIp, { signal }),
  staleTime: 5 * 60_000,
});

/**
 * A key as the list holds it. A key in clear (just generated or rotated) is masked as the server
 * masks it, so the cache never holds a usable key: the clear one lives only in the row showing it.
 */
function asListed(key: ApiKey): ApiKey {
  return isFreshApiKey(key.key) ? { ...key, key: maskedApiKey(key.key.slice(-API_KEY_HINT_LENGTH)) } : key;
}

const withKey = (list: ApiKeys, key: ApiKey): ApiKeys => ({
  ...list,
  apiKeys: [...list.apiKeys.filter((k) => k.apiKeyType !== key.apiKeyType), asListed(key)],
});

const withoutKey = (list: ApiKeys, type: ApiKeyType): ApiKeys => ({
  ...list,
  apiKeys: list.apiKeys.filter((k) => k.apiKeyType !== type),
});

/** Keeps the cached list in step with a change the server confirmed. */
function useListUpdate(accountId: string) {
  const queryClient = useQueryClient();
  return (update: (list: ApiKeys) => ApiKeys) =>
    queryClient.setQueryData<ApiKeys>(apiKeyKeys.list(accountId), (list) => (list ? update(list) : list));
}

/** Generates a key of a type; the answer holds the key in clear, once. */
export function useGenerateApiKey(accountId: string) {
  const updateList = useListUpdate(accountId);
  return useMutation({
    mutationFn: (apiKeyType: ApiKeyType) =>
      apiRequest(api.apiKeys.generate, { params: { accountId }, body: { apiKeyType } }),
    onSuccess: (key) => updateList((list) => withKey(list, key)),
  });
}

/** Replaces a key by a new one (in clear, once); the allow-list stays. */
export function useRotateApiKey(accountId: string) {
  const updateList = useListUpdate(accountId);
  return useMutation({
    mutationFn: (apiKeyType: ApiKeyType) => apiRequest(api.apiKeys.rotate, { params: { accountId, apiKeyType } }),
    onSuccess: (key) => updateList((list) => withKey(list, key)),
  });
}

export function useDeleteApiKey(accountId: string) {
  const updateList = useListUpdate(accountId);
  return useMutation({
    mutationFn: (apiKeyType: ApiKeyType) =>
      apiRequest(api.apiKeys.delete, { params: { accountId }, query: { apiKeyType } }),
    onSuccess: (_, apiKeyType) => updateList((list) => withoutKey(list, apiKeyType)),
  });
}

/** Replaces a key's allow-list; the answer is the key with the list as stored (normalised). */
export function useUpdateAllowList(accountId: string, apiKeyType: ApiKeyType) {
  const updateList = useListUpdate(accountId);
  return useMutation({
    mutationFn: (cidrAllowList: string[]) =>
      apiRequest(api.apiKeys.updateAllowList, { params: { accountId, apiKeyType }, body: { cidrAllowList } }),
    onSuccess: (key) => updateList((list) => withKey(list, key)),
  });
}
