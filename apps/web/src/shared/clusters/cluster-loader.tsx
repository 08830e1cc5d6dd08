import type { ClusterDetails } from '@datadeck/contracts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error.ts';
import { ErrorState, PageLoader, PageMessage } from '../ui/page-states.tsx';
import { AnchorLink } from '../ui/router-links.tsx';
import { clusterQuery } from './cluster-query.ts';

type ClusterLoaderProps = {
  accountId: string;
  clusterId: string;
  children: (cluster: ClusterDetails) => ReactNode;
};

/**
 * A page about one cluster: loads it (kept current by clusterQuery's polling) and shows the
 * loading, not-found and error states every such page shares, else the page itself.
 */
export function ClusterLoader({ accountId, clusterId, children }: ClusterLoaderProps) {
  const cluster = useQuery(clusterQuery(accountId, clusterId));

  if (cluster.isPending) return <PageLoader label="Loading cluster" />;
  // 404: not in this account (or gone); 400: not a cluster id at all.
  if (isApiError(cluster.error, 404) || isApiError(cluster.error, 400)) {
    return (
      <PageMessage title="Cluster not found">
        <Text>This cluster does not exist in this account.</Text>
        <AnchorLink to="/accounts/$accountId" params={{ accountId }}>
          Back to the clusters
        </AnchorLink>
      </PageMessage>
    );
  }
  if (cluster.isError) return <ErrorState error={cluster.error} onRetry={() => void cluster.refetch()} />;
  return children(cluster.data);
}
