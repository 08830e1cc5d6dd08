import { metricCaption } from '@datadeck/contracts';
import type { MetricDefinition, MetricUnit, MonitoringRange } from '@datadeck/contracts';
import { LineChart } from '@mantine/charts';
import { Button, Card, Center, Group, Skeleton, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
// LineChart's legend draws its colours with ColorSwatch, whose CSS no other page needs.
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { useId, useMemo, useState } from 'react';
import { chartData, type ChartData } from './chart-data.ts';
import type { MonitoringData } from './api.ts';
import { formatAxisValue, formatValue } from './format-value.ts';
import { formatInstant, formatTick, timeTicks } from './time-range.ts';
import { MetricTable } from './metric-table.tsx';
import { useSeenOnce } from './use-seen-once.ts';

/** Fixed, so the grid does not jump as charts load and so the chart has a size before layout. */
export const CHART_HEIGHT_PX = 220;

type MetricChartProps = {
  metric: MetricDefinition;
  data: MonitoringData;
  range: MonitoringRange;
  /** The page shows one legend of nodes for all charts; the chart then needs none of its own. */
  sharedLegend: boolean;
};

/** What a screen reader hears for the drawing itself: the lines and their latest values. */
function summary(caption: string, data: ChartData, unit: MetricUnit): string {
  const last = data.rows.at(-1);
  const latest = data.lines
    .map((line) => {
      const value = data.rows.findLast((row) => row[line.key] !== undefined)?.[line.key];
      return value === undefined ? null : `${line.label} ${formatValue(value, unit)}`;
    })
    .filter((text) => text !== null);
  const when = last === undefined ? '' : ` at ${formatInstant(last.time)}`;
  return `${caption}, line chart of ${data.lines.length} ${data.lines.length === 1 ? 'line' : 'lines'}. Latest${when}: ${latest.join(', ')}`;
}

/**
 * One metric as a figure: caption, line chart and a data table behind a toggle. The figure is
 * named by its caption; the drawing is one image described by a summary (recharts' keyboard
 * layer is off, since the table is the accessible way through the points).
 */
export function MetricChart({ metric, data, range, sharedLegend }: MetricChartProps) {
  const captionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const caption = metricCaption(metric);
  const points = useMemo(() => chartData(data.nodes, metric), [data.nodes, metric]);
  const ticks = useMemo(() => timeTicks(range, data), [range, data]);
  const [figureRef, seen] = useSeenOnce<HTMLElement>();
  const description = summary(caption, points, metric.unit);

  return (
    <Card ref={figureRef} component="figure" withBorder m={0} aria-labelledby={captionId}>
      <Group justify="space-between" align="baseline" mb="xs" wrap="nowrap">
        <Text component="figcaption" id={captionId} fw={600}>
          {caption}
        </Text>
        {points.rows.length > 0 && (
          <Button
            variant="default"
            size="compact-xs"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? 'Hide table' : 'Show table'}
          </Button>
        )}
      </Group>
      {points.rows.length === 0 ? (
        <Center h={CHART_HEIGHT_PX}>
          <Text c="dimmed">No data in this time range</Text>
        </Center>
      ) : (
        <>
          {seen ? (
            <LineChart
              h={CHART_HEIGHT_PX}
              // No HTML element is an image drawn from other elements; the role makes the SVG one.
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
              role="img"
              aria-label={description}
              data={points.rows}
              dataKey="time"
              series={points.lines.map((line) => ({
                name: line.key,
                label: line.label,
                color: line.color,
                strokeDasharray: line.dashed ? '5 3' : undefined,
              }))}
              withDots={false}
              // No draw-in animation: it re-ran on every 20-second refresh, and its frames cost eight
              // charts' rendering many times over before the page settled (the e2e profile: ~1.5 s).
              lineProps={{ isAnimationActive: false }}
              withLegend={!sharedLegend && points.lines.length > 1}
              accessibilityLayer={false}
              curveType="linear"
              strokeWidth={1.5}
              gridAxis="xy"
              valueFormatter={(value) => formatValue(value, metric.unit)}
              xAxisProps={{
                type: 'number',
                scale: 'time',
                domain: [data.from, data.to],
                ticks,
                tickFormatter: (time: number) => formatTick(range, time),
              }}
              yAxisProps={{ tickFormatter: (value: number) => formatAxisValue(value, metric.unit), width: 60 }}
              tooltipProps={{
                labelFormatter: (time) => (typeof time === 'number' ? formatInstant(time) : String(time)),
              }}
            />
          ) : (
            // Not drawn until scrolled near; a screen reader hears the same summary meanwhile.
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- as the drawn chart's image
            <Skeleton role="img" aria-label={description} h={CHART_HEIGHT_PX} animate={false} />
          )}
          {showTable && <MetricTable id={tableId} caption={`${caption} data`} data={points} unit={metric.unit} />}
        </>
      )}
    </Card>
  );
}

/** A chart's place while its data loads: same caption and height, so nothing moves. */
export function MetricChartSkeleton({ metric }: { metric: MetricDefinition }) {
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {metricCaption(metric)}
      </Text>
      <Skeleton h={CHART_HEIGHT_PX} />
    </Card>
  );
}
