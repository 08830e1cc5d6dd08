// The charts' styles load with this page only, not with the landing bundle; the layered
// build puts them in the `mantine` cascade layer with the rest of Mantine (see app/global.css).
// oxlint-disable-next-line import/no-unassigned-import -- a stylesheet is imported for its effect
import '@mantine/charts/styles.layer.css';
import { type ClusterDetails, CLUSTERS_MESSAGES, metricsFor } from '@datadeck/contracts';
import { Alert, Group, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useCluster } from '../../shared/clusters/use-cluster.ts';
import { QueryBoundary } from '../../shared/ui/query-boundary.tsx';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { StatusBadge } from '../../shared/ui/status-badge.tsx';
import { monitoringTarget } from './api.ts';
import { MetricCharts, MetricChartsError, MetricChartsSkeleton } from './metric-charts.tsx';
import { RangeControl } from './range-control.tsx';
import { ViewControl } from './view-control.tsx';

const monitoringRoute = getRouteApi('/console/accounts/$accountId/clusters/$clusterId/monitoring');

/** A cluster's metrics: the application's charts for the whole cluster or one node, over a range. */
export function MonitoringPage() {
  const { accountId, clusterId } = monitoringRoute.useParams();
  const cluster = useCluster(accountId, clusterId);
  return <ClusterMonitoring accountId={accountId} cluster={cluster} />;
}

function ClusterMonitoring({ accountId, cluster }: { accountId: string; cluster: ClusterDetails }) {
  const { range, node } = monitoringRoute.useSearch();
  const navigate = monitoringRoute.useNavigate();
  const metrics = useMemo(() => metricsFor(cluster.application), [cluster.application]);
  const nodeKnown = node === undefined || cluster.dataCentres.some((dc) => dc.nodes.some((n) => n.id === node));
  const target = monitoringTarget(cluster.id, node);
  const running = cluster.status === 'RUNNING';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="md" wrap="nowrap">
          <Title order={1}>{cluster.name} monitoring</Title>
          <StatusBadge cluster={cluster} />
        </Group>
        <AnchorLink to="/accounts/$accountId/clusters/$clusterId" params={{ accountId, clusterId: cluster.id }}>
          Back to the cluster
        </AnchorLink>
      </Stack>
      <Alert color="blue" role="note">
        {CLUSTERS_MESSAGES.prometheusNotice}
      </Alert>
      <Group justify="space-between" gap="md">
        <ViewControl
          cluster={cluster}
          nodeId={node}
          onChange={(nodeId) => void navigate({ search: (prev) => ({ range: prev.range, node: nodeId }) })}
        />
        <RangeControl
          value={range}
          onChange={(next) => void navigate({ search: (prev) => ({ ...prev, range: next }) })}
        />
      </Group>
      {!running && (
        // A note, not Mantine's default role="alert": nothing went wrong, the cluster is not there yet.
        <Alert color="yellow" role="note">
          Metrics appear once the cluster is running. This cluster is {cluster.status.toLowerCase()}.
        </Alert>
      )}
      {nodeKnown ? (
        // Another node or the whole cluster starts afresh (the old lines would be wrong); another
        // range keeps the charts on screen, dimmed, until it loads.
        <QueryBoundary
          // A cluster that starts RUNNING has metrics to show, even if the last answer failed.
          resetKey={`${node ?? 'cluster'}:${cluster.status}`}
          pending={<MetricChartsSkeleton metrics={metrics} />}
          renderError={(failure) => (running ? <MetricChartsError {...failure} /> : null)}
        >
          <MetricCharts
            key={node ?? 'cluster'}
            accountId={accountId}
            target={target}
            metrics={metrics}
            range={range}
            expectEmpty={!running}
          />
        </QueryBoundary>
      ) : (
        <Alert color="orange" role="note">
          This node is not part of the cluster. Choose a node from the list or view the whole cluster.
        </Alert>
      )}
    </Stack>
  );
}
