import type { AddTagBody } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { clusterKeys, tagKeys } from '../../shared/api/query-keys.ts';

export const tagsQuery = (accountId: string) =>
  queryOptions({
    queryKey: tagKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(api.tags.list, { params: { accountId }, signal }),
  });

/** After a change: the list, and the wizard's defaults, which are the account's tags. */
function useRefreshTags(accountId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagKeys.list(accountId) }),
      queryClient.invalidateQueries({ queryKey: clusterKeys.createInfo(accountId) }),
    ]);
}

export function useAddTag(accountId: string) {
  const refresh = useRefreshTags(accountId);
  return useMutation({
    mutationFn: (body: AddTagBody) => apiRequest(api.tags.add, { params: { accountId }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteTag(accountId: string) {
  const refresh = useRefreshTags(accountId);
  return useMutation({
    mutationFn: (key: string) => apiRequest(api.tags.delete, { params: { accountId }, query: { key } }),
    onSuccess: refresh,
  });
}
