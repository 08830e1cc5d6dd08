import type { MetricDefinition, MonitoringRange } from '@datadeck/contracts';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { refreshingProps, useRefinement } from '../../shared/api/use-refinement.ts';
import { ErrorState, LoadingStatus } from '../../shared/ui/page-states.tsx';
import type { SectionErrorProps } from '../../shared/ui/query-boundary.tsx';
import { monitoringQuery, type MonitoringTarget } from './api.ts';
import { hasAnyPoint } from './chart-data.ts';
import { MetricChart, MetricChartSkeleton } from './metric-chart.tsx';
import { NodeLegend } from './node-legend.tsx';

type MetricChartsProps = {
  accountId: string;
  target: MonitoringTarget;
  metrics: readonly MetricDefinition[];
  range: MonitoringRange;
  /** The cluster is not RUNNING: an empty answer is expected, not a fault. */
  expectEmpty: boolean;
};

const GRID_COLS = { base: 1, lg: 2 } as const;

/** The charts' places while their metrics load: the same grid, so nothing moves when they arrive. */
export function MetricChartsSkeleton({ metrics }: { metrics: readonly MetricDefinition[] }) {
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

export const MetricChartsError = ({ error, retry }: SectionErrorProps) => (
  <ErrorState title="Metrics could not be loaded" error={error} onRetry={retry} />
);

/**
 * The charts of one view, over a range. All of the view's metrics come in one request; a new
 * range keeps the current charts on screen, dimmed, until its answer is in.
 */
export function MetricCharts({ accountId, target, metrics, range, expectEmpty }: MetricChartsProps) {
  const { shown, refreshing } = useRefinement(range);
  const query = useSuspenseQuery(monitoringQuery(accountId, target, metrics, shown));
  const data = query.data;
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
        // The previous range stays visible, dimmed, until the new one arrives.
        {...refreshingProps(refreshing)}
      >
        {metrics.map((metric) => (
          <MetricChart key={metric.name} metric={metric} data={data} range={shown} sharedLegend={sharedLegend} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
