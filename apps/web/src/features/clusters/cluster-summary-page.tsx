import type { ClusterDetails } from '@datadeck/contracts';
import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useCluster } from '../../shared/clusters/use-cluster.ts';
import { ClusterHeader } from './cluster-header.tsx';
import { ClusterOverview } from './cluster-overview.tsx';
import { ClusterStatusNotices } from './cluster-status-notices.tsx';
import { ClusterTags } from './cluster-tags.tsx';
import { ConnectionInfo } from './connection-info.tsx';
import { DataCentresTable } from './data-centres-table.tsx';
import { DetailSection } from './detail-section.tsx';
import { NodesTable } from './nodes-table.tsx';
import { OperationProgress } from './operation-progress.tsx';

const clusterRoute = getRouteApi('/console/accounts/$accountId/clusters/$clusterId');

/** clusters/{id}: one cluster, loaded by the route, kept current while it provisions or is deleted (clusterQuery polls). */
export function ClusterSummaryPage() {
  const { accountId, clusterId } = clusterRoute.useParams();
  const cluster = useCluster(accountId, clusterId);
  return <ClusterSummary accountId={accountId} cluster={cluster} />;
}

function ClusterSummary({ accountId, cluster }: { accountId: string; cluster: ClusterDetails }) {
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <ClusterHeader accountId={accountId} cluster={cluster} />
        <ClusterStatusNotices cluster={cluster} />
        <OperationProgress cluster={cluster} />
      </Stack>
      <DetailSection title="Overview">
        <ClusterOverview cluster={cluster} />
      </DetailSection>
      <DetailSection title="Connection information">
        <ConnectionInfo accountId={accountId} cluster={cluster} />
      </DetailSection>
      <DetailSection title="Data centres">
        <DataCentresTable cluster={cluster} />
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
