import type { MetricDefinition, MonitoringRange } from '@datadeck/contracts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingStatus } from '../../shared/ui/page-states.tsx';
import type { MonitoringData } from './api.ts';
import { hasAnyPoint } from './chart-data.ts';
import { MetricChart, MetricChartSkeleton } from './metric-chart.tsx';
import { NodeLegend } from './node-legend.tsx';

type MetricChartsProps = {
  metrics: readonly MetricDefinition[];
  range: MonitoringRange;
  query: UseQueryResult<MonitoringData>;
  /** The cluster is not RUNNING: an empty or failed answer is expected, not a fault. */
  expectEmpty: boolean;
};

const GRID_COLS = { base: 1, lg: 2 } as const;

/** The charts of one view in their states: loading, failed, empty, and drawn. */
export function MetricCharts({ metrics, range, query, expectEmpty }: MetricChartsProps) {
  if (query.isPending) {
    return (
      <>
        <LoadingStatus label="Loading metrics" />
        <SimpleGrid cols={GRID_COLS}>
          {metrics.map((metric) => (
            <MetricChartSkeleton key={metric.name} metric={metric} />
          ))}
        </SimpleGrid>
      </>
    );
  }
  if (query.isError && query.data === undefined) {
    if (expectEmpty) return null;
    return <ErrorState title="Metrics could not be loaded" error={query.error} onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  if (data === undefined) return null;
  if (!hasAnyPoint(data.nodes)) {
    if (expectEmpty) return null;
    return (
      <Alert color="gray" role="note">
        No metrics were recorded in this time range.
      </Alert>
    );
  }

  const sharedLegend = data.nodes.length > 1;
  return (
    <Stack gap="sm">
      {sharedLegend && <NodeLegend nodes={data.nodes} metrics={metrics} />}
      {/* A failed refresh keeps the last charts, and says so. */}
      {query.isRefetchError && (
        <Alert color="orange">The metrics could not be refreshed; these are the last ones received.</Alert>
      )}
      <SimpleGrid
        cols={GRID_COLS}
        aria-busy={query.isPlaceholderData}
        // The previous range stays visible, dimmed, until the new one arrives.
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {metrics.map((metric) => (
          <MetricChart key={metric.name} metric={metric} data={data} range={range} sharedLegend={sharedLegend} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
