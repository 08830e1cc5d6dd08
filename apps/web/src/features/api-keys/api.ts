import type { ApiKey, ApiKeys } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../shared/api/client.ts';
import { apiKeyKeys } from '../../shared/api/query-keys.ts';
import { API_KEYS_LINK, type KeyListLink } from '../../shared/api-keys/key-list-link.ts';
import { withKey, type KeyStore } from '../../shared/api-keys/key-store.ts';

/**
 * The user's own keys on the account, through the API keys endpoints, kept in step with the
 * cached list; `back` is the tab the allow-list editor returns to (API Keys or Security).
 */
export function useAccountKeyStore(accountId: string, back: KeyListLink = API_KEYS_LINK): KeyStore<ApiKey> {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      owner: { kind: 'account', accountId },
      back,
      generate: (apiKeyType) => apiRequest(api.apiKeys.generate, { params: { accountId }, body: { apiKeyType } }),
      rotate: (apiKeyType) => apiRequest(api.apiKeys.rotate, { params: { accountId, apiKeyType } }),
      remove: (apiKeyType) => apiRequest(api.apiKeys.delete, { params: { accountId }, query: { apiKeyType } }),
      updateAllowList: (apiKeyType, cidrAllowList) =>
        apiRequest(api.apiKeys.updateAllowList, { params: { accountId, apiKeyType }, body: { cidrAllowList } }),
      settle: (apiKeyType, key) =>
        queryClient.setQueryData<ApiKeys>(apiKeyKeys.list(accountId), (list) =>
          list ? { ...list, apiKeys: withKey(list.apiKeys, apiKeyType, key) } : list,
        ),
    }),
    [queryClient, accountId, back],
  );
}
