import type { ClusterDetails } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { clusterKeys } from '../../shared/api/query-keys.ts';

/**
 * The default user's password. Read only when the user asks to see it, never kept fresh in the
 * background, and dropped from the cache as soon as nothing shows it: a password should not
 * linger in memory longer than it is on screen.
 */
export const credentialsQuery = (accountId: string, clusterId: string) =>
  queryOptions({
    queryKey: clusterKeys.credentials(accountId, clusterId),
    queryFn: ({ signal }) => apiRequest(api.clusters.credentials, { params: { accountId, clusterId }, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * Requests deletion. The answer is the cluster as it now stands (deletion requested, or awaiting
 * its e-mailed confirmation), so the page shows it at once; the lists re-read their cards.
 */
export function useDeleteCluster(accountId: string, clusterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(api.clusters.delete, { params: { accountId, clusterId } }),
    onSuccess: (cluster: ClusterDetails) => {
      queryClient.setQueryData(clusterKeys.detail(accountId, clusterId), cluster);
      void queryClient.invalidateQueries({ queryKey: clusterKeys.lists(accountId) });
    },
  });
}

/** Follows a two-factor delete e-mail's link; the token alone authorises it. */
export function useConfirmDeletion() {
  return useMutation({
    mutationFn: (token: string) => apiRequest(api.clusters.confirmDeletion, { body: { token } }),
  });
}
