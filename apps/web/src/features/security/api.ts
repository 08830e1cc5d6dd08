import type { SecuritySettings } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { clusterKeys, securityKeys } from '../../shared/api/query-keys.ts';

/** The settings with the facts their rules depend on (two owners, a PCI cluster, single sign-on). */
export const securityQuery = (accountId: string) =>
  queryOptions({
    queryKey: securityKeys.settings(accountId),
    queryFn: ({ signal }) => apiRequest(api.security.get, { params: { accountId }, signal }),
  });

/**
 * Saves the seven settings. The answer is the settings as stored, with fresh facts, so the form
 * shows them at once; the create-cluster info re-reads forced PCI.
 */
export function useUpdateSecurity(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SecuritySettings) =>
      apiRequest(api.security.update, { params: { accountId }, body: settings }),
    onSuccess: (view) => {
      queryClient.setQueryData(securityKeys.settings(accountId), view);
      void queryClient.invalidateQueries({ queryKey: clusterKeys.createInfo(accountId) });
    },
  });
}
