import type { MetricDefinition } from '@datadeck/contracts';
import { Group, Text } from '@mantine/core';
import { lineColor, nodeLabel, type MonitoredNode } from './chart-data.ts';

type NodeLegendProps = { nodes: readonly MonitoredNode[]; metrics: readonly MetricDefinition[] };

/** A Mantine colour ("blue.6") as its CSS variable. */
const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

function LineSample({ color, dashed }: { color: string; dashed: boolean }) {
  return (
    <svg width={24} height={8} aria-hidden focusable={false}>
      <line x1={0} y1={4} x2={24} y2={4} stroke={color} strokeWidth={2} strokeDasharray={dashed ? '5 3' : undefined} />
    </svg>
  );
}

/**
 * One legend for all the charts of the whole-cluster view: a legend per chart would repeat every
 * node eight times and, with a latency's two lines per node, squeeze the plot. Screen readers get
 * the same names from each chart's summary and table.
 */
export function NodeLegend({ nodes, metrics }: NodeLegendProps) {
  const percentiles = metrics.some((m) => m.types.length > 1);
  return (
    <Group component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Chart legend">
      {nodes.map((node, index) => (
        <Group component="li" key={node.id} gap={6} wrap="nowrap">
          <LineSample color={cssColor(lineColor(index))} dashed={false} />
          <Text size="sm">{nodeLabel(node)}</Text>
        </Group>
      ))}
      {percentiles && (
        <Group component="li" gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            Latencies:
          </Text>
          <LineSample color="currentColor" dashed={false} />
          <Text size="sm">95th percentile</Text>
          <LineSample color="currentColor" dashed />
          <Text size="sm">99th percentile</Text>
        </Group>
      )}
    </Group>
  );
}
