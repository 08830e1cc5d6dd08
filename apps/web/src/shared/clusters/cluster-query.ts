import { CLUSTER_STATUSES, LIMITS, type ClusterCard, type ClusterStatus } from '@datadeck/contracts';
import { api } from '../api/api-routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';
import { clusterKeys } from '../api/query-keys.ts';

/** Statuses a cluster settles in; any other means work is under way. */
const SETTLED: ReadonlySet<ClusterStatus> = new Set(
  CLUSTER_STATUSES.filter((s) => s === 'RUNNING' || s === 'FAILED' || s === 'DEFERRED' || s === 'DEGRADED'),
);

/**
 * Whether the console should keep re-reading a cluster: provisioning or deletion under way.
 * Progress reaches the pages by polling (not server-sent events): it works through any proxy,
 * needs no connection per viewer and stays correct with several server instances on one
 * database, and a cluster changes at most every couple of seconds.
 */
export function isChanging(cluster: Pick<ClusterCard, 'status' | 'deleteRequestDate'>): boolean {
  return !SETTLED.has(cluster.status) || (cluster.deleteRequestDate !== null && cluster.status !== 'DELETED');
}

/**
 * One cluster's details, re-read every couple of seconds while it is changing (an update's
 * operation included), and every 20 s while its deletion waits for the e-mailed link (someone
 * may follow it meanwhile).
 */
export const clusterQuery = (accountId: string, clusterId: string) =>
  queryOptions({
    queryKey: clusterKeys.detail(accountId, clusterId),
    queryFn: ({ signal }) => apiRequest(api.clusters.get, { params: { accountId, clusterId }, signal }),
    refetchInterval: (query) => {
      const cluster = query.state.data;
      // An update's operation changes the nodes of a RUNNING cluster: poll while it runs too.
      if (!cluster || !(isChanging(cluster) || cluster.operation)) return false;
      return cluster.deletionAwaitingConfirmation ? LIMITS.deletionConfirmationPollMs : LIMITS.clusterProgressPollMs;
    },
  });
