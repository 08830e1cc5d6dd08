import type { MetricDefinition, MonitoringResponse } from '@datadeck/contracts';

/** One line of a chart: its key in the rows, what the legend calls it, and how it is drawn. */
export interface ChartLine {
  key: string;
  label: string;
  /** The 99th percentile is dashed so it stays apart from the 95th of the same node. */
  dashed: boolean;
  color: string;
}

/** A chart's points: one row per instant (epoch ms in `time`), one column per line. */
export type ChartRow = { time: number } & Record<string, number>;

export interface ChartData {
  lines: ChartLine[];
  rows: ChartRow[];
}

/** Mantine palette colours that stay apart from each other in both colour schemes. */
const COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
  'indigo.5',
  'yellow.7',
] as const;

/** The n-th node's (or statistic's) colour; the same in every chart, so one legend serves them all. */
export const lineColor = (index: number): string => COLORS[index % COLORS.length] ?? 'blue.6';

const TYPE_LABELS: Readonly<Record<string, string>> = {
  '95thPercentile': '95th percentile',
  '99thPercentile': '99th percentile',
};

export type MonitoredNode = MonitoringResponse[number];

/** How a node is named in legends, tables and the node picker. */
export function nodeLabel(node: { privateIp: string; rack: string }): string {
  return `${node.privateIp} (${node.rack})`;
}

/**
 * One metric of the response as chart lines: per node, per statistic type (a latency's 95th and
 * 99th percentiles). With one node the lines are named by type; with several, by node (and type
 * when the metric has more than one). Nodes may answer at slightly different instants, so rows
 * are merged by time and a line may miss a row (the chart joins across gaps).
 */
export function chartData(nodes: MonitoringResponse, metric: MetricDefinition): ChartData {
  const lines: ChartLine[] = [];
  const rows = new Map<number, ChartRow>();
  const byNode = nodes.length > 1;
  const byType = metric.types.length > 1;

  nodes.forEach((node, nodeIndex) => {
    metric.types.forEach((type, typeIndex) => {
      const series = node.payload.find((s) => s.metric === metric.metric && s.type === type);
      if (series === undefined || series.values.length === 0) return;
      const key = `line${lines.length}`;
      const typeLabel = TYPE_LABELS[type] ?? metric.label;
      lines.push({
        key,
        label: byNode ? (byType ? `${nodeLabel(node)} ${typeLabel}` : nodeLabel(node)) : typeLabel,
        dashed: typeIndex > 0,
        // One colour per node across its types; per type when there is one node.
        color: lineColor(byNode ? nodeIndex : typeIndex),
      });
      for (const point of series.values) {
        const time = Date.parse(point.time);
        const row: ChartRow = rows.get(time) ?? { time };
        row[key] = point.value;
        rows.set(time, row);
      }
    });
  });

  return { lines, rows: [...rows.values()].toSorted((a, b) => a.time - b.time) };
}

/** Whether any metric of the response has a point at all (the page's empty state). */
export function hasAnyPoint(nodes: MonitoringResponse): boolean {
  return nodes.some((node) => node.payload.some((series) => series.values.length > 0));
}
