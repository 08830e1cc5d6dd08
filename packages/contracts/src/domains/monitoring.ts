import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import type { Application } from './cluster-vocabulary.ts';

/**
 * Monitoring metrics, by their Instaclustr names (`n::` node metrics, `k::` Kafka broker
 * metrics). Some metrics answer with several types (a latency's 95th and 99th percentiles).
 */
export interface MetricDefinition {
  /** Name as requested, e.g. `n::cpuUtilization`. */
  name: string;
  /** Short name as answered in `payload[].metric`. */
  metric: string;
  label: string;
  unit: string;
  /** Statistic types answered for the metric. */
  types: readonly string[];
  /** Applications it applies to; empty means every application. */
  applications: readonly Application[];
}

const metric = (
  name: string,
  label: string,
  unit: string,
  applications: readonly Application[] = [],
  types: readonly string[] = ['value'],
): MetricDefinition => ({ name, metric: name.split('::')[1] ?? name, label, unit, types, applications });

const PERCENTILES = ['95thPercentile', '99thPercentile'] as const;

export const METRICS = [
  metric('n::cpuUtilization', 'CPU utilisation', 'percentage'),
  metric('n::osLoad', 'OS load', 'load'),
  metric('n::diskUtilization', 'Disk utilisation', 'percentage'),
  metric('n::reads', 'Reads', 'reads/s', ['APACHE_CASSANDRA']),
  metric('n::writes', 'Writes', 'writes/s', ['APACHE_CASSANDRA']),
  metric('n::clientRequestRead', 'Client read latency', 'ms', ['APACHE_CASSANDRA'], PERCENTILES),
  metric('n::clientRequestWrite', 'Client write latency', 'ms', ['APACHE_CASSANDRA'], PERCENTILES),
  metric('n::compactions', 'Pending compactions', 'tasks', ['APACHE_CASSANDRA']),
  metric('k::underReplicatedPartitions', 'Under-replicated partitions', 'partitions', ['KAFKA']),
  metric('k::activeControllerCount', 'Active controllers', 'controllers', ['KAFKA']),
  metric('k::offlinePartitions', 'Offline partitions', 'partitions', ['KAFKA']),
  metric('k::brokerTopicBytesIn', 'Bytes in', 'bytes/s', ['KAFKA']),
  metric('k::brokerTopicBytesOut', 'Bytes out', 'bytes/s', ['KAFKA']),
  metric('k::brokerTopicMessagesIn', 'Messages in', 'messages/s', ['KAFKA']),
  metric('n::heapUsed', 'JVM heap used', 'percentage', ['OPENSEARCH']),
  metric('n::documentCount', 'Documents', 'documents', ['OPENSEARCH']),
  metric('n::searchRate', 'Search rate', 'queries/s', ['OPENSEARCH']),
  metric('n::indexingRate', 'Indexing rate', 'documents/s', ['OPENSEARCH']),
] as const satisfies readonly MetricDefinition[];

export type MetricName = (typeof METRICS)[number]['name'];
export const METRIC_NAMES = METRICS.map((m) => m.name) as MetricName[];
const BY_NAME: ReadonlyMap<string, MetricDefinition> = new Map(METRICS.map((m) => [m.name, m]));
export const metricDefinition = (name: string): MetricDefinition | undefined => BY_NAME.get(name);

/** The metrics an application's charts show, in display order. */
export const metricsFor = (application: Application): MetricDefinition[] =>
  METRICS.filter(
    (m) => m.applications.length === 0 || (m.applications as readonly Application[]).includes(application),
  );

/** Ranges the console offers, in milliseconds. */
export const MONITORING_RANGES = {
  '1h': 3_600_000,
  '6h': 6 * 3_600_000,
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
} as const;
export type MonitoringRange = keyof typeof MONITORING_RANGES;

/**
 * The step between points of a range: the 20-second resolution, widened for long ranges so a
 * series never has more than `monitoringMaxPoints` points (7 days at 20 s would be 30,240).
 */
export function monitoringStepMs(fromMs: number, toMs: number): number {
  const base = LIMITS.monitoringResolutionMs;
  const needed = Math.ceil((toMs - fromMs) / LIMITS.monitoringMaxPoints / base);
  return Math.max(1, needed) * base;
}

const metricsList = z
  .string('Give the metrics to read, separated by commas')
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((m) => m.trim())
        .filter((m) => m !== ''),
    ),
  ])
  .superRefine((names, ctx) => {
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'Give at least one metric' });
    if (names.length > LIMITS.monitoringMaxMetrics) {
      ctx.addIssue({ code: 'custom', message: `At most ${LIMITS.monitoringMaxMetrics} metrics per request` });
    }
    const unknown = names.filter((n) => !BY_NAME.has(n));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `Unknown metrics: ${unknown.join(', ')}` });
  });

/** `from` and `to` as ISO date-times or epoch milliseconds; default: the last hour. */
const instant = z.union(
  [z.iso.datetime({ offset: true }), z.coerce.number().int().nonnegative()],
  'Must be an ISO date-time or epoch milliseconds',
);

export const monitoringQuerySchema = z
  .object({
    metrics: metricsList,
    from: instant.optional(),
    to: instant.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from === undefined || q.to === undefined) return;
    const from = new Date(q.from).getTime();
    const to = new Date(q.to).getTime();
    if (from >= to) ctx.addIssue({ code: 'custom', path: ['from'], message: '"from" must be before "to"' });
    if (to - from > LIMITS.monitoringMaxRangeMs)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'The range is limited to 7 days' });
  });
export type MonitoringQuery = z.infer<typeof monitoringQuerySchema>;

export const metricValueSchema = z.object({ value: z.number(), time: z.iso.datetime() });
export const metricSeriesSchema = z.object({
  metric: z.string(),
  type: z.string(),
  unit: z.string(),
  values: z.array(metricValueSchema),
});
/** Instaclustr's monitoring shape: one entry per node. */
export const monitoringResponseSchema = z.array(
  z.object({
    id: z.uuid(),
    rack: z.string(),
    publicIp: z.string().nullable(),
    privateIp: z.string(),
    payload: z.array(metricSeriesSchema),
  }),
);
export type MonitoringResponse = z.infer<typeof monitoringResponseSchema>;
export type MetricSeries = z.infer<typeof metricSeriesSchema>;
