import type { ClusterDetails } from '@datadeck/contracts';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { clusterQuery } from '../../shared/clusters/cluster-query.ts';
import { ErrorState, PageLoader, PageMessage } from '../../shared/ui/page-states.tsx';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { ClusterHeader } from './cluster-header.tsx';
import { ClusterOverview } from './cluster-overview.tsx';
import { ClusterStatusNotices } from './cluster-status-notices.tsx';
import { ClusterTags } from './cluster-tags.tsx';
import { ConnectionInfo } from './connection-info.tsx';
import { DataCentresTable } from './data-centres-table.tsx';
import { DetailSection } from './detail-section.tsx';
import { NodesTable } from './nodes-table.tsx';

const clusterRoute = getRouteApi('/console/accounts/$accountId/clusters/$clusterId');

/** clusters/{id}: one cluster, kept current while it provisions or is deleted (clusterQuery polls). */
export function ClusterSummaryPage() {
  const { accountId, clusterId } = clusterRoute.useParams();
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
  return <ClusterSummary accountId={accountId} cluster={cluster.data} />;
}

function ClusterSummary({ accountId, cluster }: { accountId: string; cluster: ClusterDetails }) {
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <ClusterHeader accountId={accountId} cluster={cluster} />
        <ClusterStatusNotices cluster={cluster} />
      </Stack>
      <DetailSection title="Overview">
        <ClusterOverview cluster={cluster} />
      </DetailSection>
      <DetailSection title="Connection information">
        <ConnectionInfo accountId={accountId} cluster={cluster} />
      </DetailSection>
      <DetailSection title="Data centres">
        <DataCentresTable dataCentres={cluster.dataCentres} />
      </DetailSection>
      <DetailSection title="Nodes">
        <NodesTable dataCentres={cluster.dataCentres} />
      </DetailSection>
      <DetailSection title="Tags">
        <ClusterTags tags={cluster.tags} />
      </DetailSection>
    </Stack>
  );
}
