import { APPLICATION_LABELS, clusterStatusDisplay, type ClusterSummary } from '@datadeck/contracts';
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { formatDateTime, humanize } from '../../shared/format/format.ts';
import { BundleLogo } from '../../shared/ui/bundle-logo.tsx';
import { WarningIcon } from '../../shared/ui/icons.tsx';
import { ErrorState, PageMessage, PageLoader } from '../../shared/ui/page-states.tsx';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { clusterQuery } from './api.ts';
import { DataCentresTable } from './data-centres-table.tsx';

const clusterRoute = getRouteApi('/console/accounts/$accountId/clusters/$clusterId');

export function ClusterSummaryPage() {
  const { accountId, clusterId } = clusterRoute.useParams();
  const cluster = useQuery(clusterQuery(accountId, clusterId));

  if (cluster.isPending) return <PageLoader label="Loading cluster" />;
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
  return <ClusterSummaryView cluster={cluster.data} />;
}

function ClusterSummaryView({ cluster }: { cluster: ClusterSummary }) {
  const { deleteRequested } = clusterStatusDisplay(cluster);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <BundleLogo bundleType={cluster.mainApplication.bundleType} size={40} />
        <Title order={1}>{cluster.name}</Title>
        <StatusBadge cluster={cluster} />
      </Group>
      {cluster.description && <Text>{cluster.description}</Text>}
      {deleteRequested && (
        <Alert color="orange" icon={<WarningIcon />} role="note">
          {deleteRequested}
        </Alert>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} m={0}>
        <Detail term="Application" value={APPLICATION_LABELS[cluster.application]} />
        <Detail term="Version" value={cluster.applicationVersion} />
        <Detail term="SLA tier" value={humanize(cluster.slaTier)} />
        <Detail term="Created" value={formatDateTime(cluster.createdAt)} />
      </SimpleGrid>
      <Title order={2} id="data-centres-title">
        Data centres
      </Title>
      <DataCentresTable dataCentres={cluster.dataCentres} />
    </Stack>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}
