import { api } from '@datadeck/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { clusterKeys } from '../../shared/api/query-keys.ts';

export const clusterQuery = (accountId: string, clusterId: string) =>
  queryOptions({
    queryKey: clusterKeys.detail(accountId, clusterId),
    queryFn: ({ signal }) => apiRequest(api.clusters.get, { params: { accountId, clusterId }, signal }),
  });
