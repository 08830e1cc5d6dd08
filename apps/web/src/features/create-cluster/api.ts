import type { Application, CloudProvider, ClusterDetails, NodeSizesQuery } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountKeys, catalogueKeys, clusterKeys } from '../../shared/api/query-keys.ts';
import { offeredVersionsOf, type OfferedVersions } from './offered-versions.ts';
import type { ValidRequest } from './request.ts';

/** The catalogue changes with deployments, not while someone fills in the wizard. */
const CATALOGUE_STALE_MS = 10 * 60_000;

export const createInfoQuery = (accountId: string) =>
  queryOptions({
    queryKey: clusterKeys.createInfo(accountId),
    queryFn: ({ signal }) => apiRequest(api.clusters.createInfo, { params: { accountId }, signal }),
  });

/**
 * The versions a new cluster may have on this console: the catalogue's, or with the local driver
 * only those it can run. The wizard offers these and no others.
 */
export const versionsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.versions(),
    queryFn: ({ signal }) => apiRequest(api.catalogue.versions, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

/** The versions the server offers (the route loaded them before the wizard shows). */
export function useOfferedVersions(): OfferedVersions {
  return useSuspenseQuery({ ...versionsQuery(), select: offeredVersionsOf }).data;
}

export const regionsQuery = (application: Application, cloudProvider: CloudProvider) =>
  queryOptions({
    queryKey: catalogueKeys.regions(application, cloudProvider),
    queryFn: ({ signal }) => apiRequest(api.catalogue.regions, { query: { application, cloudProvider }, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

/** Sizes of one role in one region, as offered for the SLA tier (the server leaves DEV sizes out of PRODUCTION). */
export const nodeSizesQuery = (query: Required<NodeSizesQuery>) =>
  queryOptions({
    queryKey: catalogueKeys.nodeSizes(query),
    queryFn: ({ signal }) => apiRequest(api.catalogue.nodeSizes, { query, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

function postCluster(accountId: string, request: ValidRequest): Promise<ClusterDetails> {
  const params = { accountId };
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return apiRequest(api.clusters.createCassandra, { params, body: request.body });
    case 'KAFKA':
      return apiRequest(api.clusters.createKafka, { params, body: request.body });
    case 'OPENSEARCH':
      return apiRequest(api.clusters.createOpensearch, { params, body: request.body });
  }
}

/** POST the body to its application's create endpoint; the new cluster shows on the list and its page at once. */
export function useCreateCluster(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ValidRequest) => postCluster(accountId, request),
    onSuccess: (cluster) => {
      queryClient.setQueryData(clusterKeys.detail(accountId, cluster.id), cluster);
      void queryClient.invalidateQueries({ queryKey: clusterKeys.lists(accountId) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.freeTrial(accountId) });
      // The account's first cluster starts its free trial: the next create-info says otherwise.
      void queryClient.invalidateQueries({ queryKey: clusterKeys.createInfo(accountId) });
    },
  });
}
