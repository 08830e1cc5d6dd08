import type { ClusterDetails } from '@datadeck/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from '../api/api-error.ts';
import { clusterQuery } from './cluster-query.ts';

/**
 * The cluster of a cluster page, loaded by its route and kept current (clusterQuery polls while it
 * changes). A cluster the server stops having while the page is open (its deletion finished) makes
 * the page the route's "Cluster not found", as opening it afresh would.
 */
export function useCluster(accountId: string, clusterId: string): ClusterDetails {
  const { data, error } = useSuspenseQuery(clusterQuery(accountId, clusterId));
  if (isApiError(error, 404)) throw notFound();
  return data;
}
