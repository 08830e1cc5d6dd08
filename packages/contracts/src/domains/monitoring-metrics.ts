import { LIMITS } from '../limits.ts';
import type { Application } from './cluster-vocabulary.ts';

// No zod here: the console's route table and charts read the metrics and ranges on its first load.

/**
 * The units metrics are answered in, UCUM-style as Instaclustr's Monitoring API writes them
 * (fcgravalos/instaclustr_exporter's recorded answers; ICAPI-DataDog's test data): `1` for counts
 * and other plain numbers, `us` for microseconds, `1/s` for rates. Two are UCUM's own where
 * Instaclustr's answers show none: `%` for percentages, which Instaclustr writes `1` (its type
 * says `percentage`; `instaclustrUnit`), and `By/s` for bytes per second. The console shows
 * each in words (its format-value.ts), never from a list of its own.
 */
export const METRIC_UNITS = ['1', '%', 'us', '1/s', 'By/s'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

/**
 * Each unit as people read it in a chart's caption; none for plain numbers (counts, load,
 * states). The console's captions and the tests that find charts by them read this one table.
 */
export const METRIC_UNIT_WORDS: Record<MetricUnit, string | null> = {
  '%': 'percentage',
  us: 'µs',
  '1/s': 'per second',
  'By/s': 'bytes per second',
  '1': null,
};

/** "CPU utilisation (percentage)", "OS load": a chart's accessible name and visible caption. */
export function metricCaption(metric: { label: string; unit: MetricUnit }): string {
  const words = METRIC_UNIT_WORDS[metric.unit];
  return words === null ? metric.label : `${metric.label} (${words})`;
}

/** A unit as the public Monitoring API answers it: Instaclustr's percentages are plain numbers (`1`). */
export const instaclustrUnit = (unit: string): string => (unit === '%' ? '1' : unit);

/**
 * Monitoring metrics, by their Instaclustr names (`n::` node metrics, `k::` Kafka broker
 * metrics). Some metrics answer with several types (a latency's 95th and 99th percentiles).
 */
export interface MetricDefinition {
  /** Name as requested, e.g. `n::cpuUtilization` (its canonical case; requests may use any case). */
  name: string;
  /** Short name as answered in `payload[].metric`. */
  metric: string;
  label: string;
  /** What its values count, the same in every type it answers. */
  unit: MetricUnit;
  /** Statistic types answered for the metric. */
  types: readonly string[];
  /** Applications it applies to; empty means every application. */
  applications: readonly Application[];
  /** Whether the console charts it; the others are offered by the public Monitoring API only. */
  charted: boolean;
}

const PERCENTILES = ['95thPercentile', '99thPercentile'] as const;
const TASKS = ['activetasks', 'pendingtasks'] as const;
const RATES = ['count', 'one_minute_rate', 'mean_rate'] as const;
const LATENCIES = ['average', 'max'] as const;

interface MetricOptions {
  applications?: readonly Application[];
  types?: readonly string[];
  charted?: boolean;
}

const metric = (name: string, label: string, unit: MetricUnit, options: MetricOptions = {}): MetricDefinition => ({
  name,
  metric: name.split('::')[1] ?? name,
  label,
  unit,
  types: options.types ?? ['value'],
  applications: options.applications ?? [],
  charted: options.charted ?? true,
});

const CASSANDRA = ['APACHE_CASSANDRA'] as const satisfies readonly Application[];
const KAFKA = ['KAFKA'] as const satisfies readonly Application[];
const OPENSEARCH = ['OPENSEARCH'] as const satisfies readonly Application[];

const cassandraLatency = { applications: CASSANDRA, types: PERCENTILES, charted: false } as const;
const cassandraTasks = { applications: CASSANDRA, types: TASKS, charted: false } as const;
const kafkaRate = { applications: KAFKA, types: RATES, charted: false } as const;
const kafkaLatency = { applications: KAFKA, types: LATENCIES, charted: false } as const;
const kafkaCount = { applications: KAFKA, types: ['count'], charted: false } as const;

/**
 * The metrics the public Monitoring API documents for Cassandra, Kafka and OpenSearch (see the
 * README's monitoring section for the sources); the console charts the `charted` ones.
 */
export const METRICS = [
  metric('n::cpuUtilization', 'CPU utilisation', '%'),
  metric('n::osLoad', 'OS load', '1'),
  metric('n::diskUtilization', 'Disk utilisation', '%'),
  metric('n::reads', 'Reads', '1/s', { applications: CASSANDRA }),
  metric('n::writes', 'Writes', '1/s', { applications: CASSANDRA }),
  metric('n::clientRequestRead', 'Client read latency', 'us', { applications: CASSANDRA, types: PERCENTILES }),
  metric('n::clientRequestWrite', 'Client write latency', 'us', { applications: CASSANDRA, types: PERCENTILES }),
  metric('n::compactions', 'Pending compactions', '1', { applications: CASSANDRA }),
  metric('k::underReplicatedPartitions', 'Under-replicated partitions', '1', { applications: KAFKA }),
  metric('k::activeControllerCount', 'Active controllers', '1', { applications: KAFKA }),
  metric('k::offlinePartitions', 'Offline partitions', '1', { applications: KAFKA }),
  metric('k::brokerTopicBytesIn', 'Bytes in', 'By/s', { applications: KAFKA }),
  metric('k::brokerTopicBytesOut', 'Bytes out', 'By/s', { applications: KAFKA }),
  metric('k::brokerTopicMessagesIn', 'Messages in', '1/s', { applications: KAFKA }),
  metric('n::heapUsed', 'JVM heap used', '%', { applications: OPENSEARCH }),
  metric('n::documentCount', 'Documents', '1', { applications: OPENSEARCH }),
  metric('n::searchRate', 'Search rate', '1/s', { applications: OPENSEARCH }),
  metric('n::indexingRate', 'Indexing rate', '1/s', { applications: OPENSEARCH }),
  // Offered by the public Monitoring API only (charted: false): the rest of what Instaclustr documents.
  // Kafka's meters and SLA probes answer `1` in every type, latencies (milliseconds) too, as Instaclustr's do.
  metric('n::cassandraReads', 'Reads (deprecated name of n::reads)', '1/s', {
    applications: CASSANDRA,
    charted: false,
  }),
  metric('n::cassandraWrites', 'Writes (deprecated name of n::writes)', '1/s', {
    applications: CASSANDRA,
    charted: false,
  }),
  metric('n::repairs', 'Repair tasks', '1', { ...cassandraTasks }),
  metric('n::clientRequestRangeSlice', 'Client range-slice latency', 'us', { ...cassandraLatency }),
  metric('n::clientRequestCasRead', 'Client CAS read latency', 'us', { ...cassandraLatency }),
  metric('n::clientRequestCasWrite', 'Client CAS write latency', 'us', { ...cassandraLatency }),
  metric('n::readstage', 'Read stage tasks', '1', { ...cassandraTasks }),
  metric('n::mutationstage', 'Mutation stage tasks', '1', { ...cassandraTasks }),
  metric('n::countermutationstage', 'Counter mutation stage tasks', '1', { ...cassandraTasks }),
  metric('n::viewmutationstage', 'View mutation stage tasks', '1', { ...cassandraTasks }),
  metric('n::nativetransportrequest', 'Native transport request tasks', '1', { ...cassandraTasks }),
  metric('n::droppedmessage', 'Dropped messages', '1/s', { applications: CASSANDRA, charted: false }),
  metric('k::leaderCount', 'Partition leaders', '1', { applications: KAFKA, charted: false }),
  metric('k::partitionCount', 'Partitions', '1', { applications: KAFKA, charted: false }),
  metric('k::kafkaBrokerState', 'Broker state', '1', { applications: KAFKA, charted: false }),
  metric('k::leaderElectionRate', 'Leader elections', '1', { ...kafkaRate, types: [...RATES, ...LATENCIES] }),
  metric('k::uncleanLeaderElections', 'Unclean leader elections', '1', { ...kafkaRate }),
  metric('k::isrExpandRate', 'ISR expansions', '1', { ...kafkaRate }),
  metric('k::isrShrinkRate', 'ISR shrinks', '1', { ...kafkaRate }),
  metric('k::slaConsumerRecordsProcessed', 'SLA consumer records', '1', { ...kafkaCount }),
  metric('k::slaProducerErrors', 'SLA producer errors', '1', { ...kafkaCount }),
  metric('k::slaConsumerLatency', 'SLA consumer latency', '1', { ...kafkaLatency }),
  metric('k::slaProducerLatencyMs', 'SLA producer latency', '1', { ...kafkaLatency }),
] as const satisfies readonly MetricDefinition[];

export type MetricName = (typeof METRICS)[number]['name'];
export const METRIC_NAMES = METRICS.map((m) => m.name) as MetricName[];
/** By lower-cased name: Instaclustr reads metric names case-insensitively (`n::cpuutilization`). */
const BY_NAME: ReadonlyMap<string, MetricDefinition> = new Map(METRICS.map((m) => [m.name.toLowerCase(), m]));
export const metricDefinition = (name: string): MetricDefinition | undefined => BY_NAME.get(name.toLowerCase());

/** Whether a metric applies to clusters of an application. */
export const appliesTo = (definition: MetricDefinition, application: Application): boolean =>
  definition.applications.length === 0 || definition.applications.includes(application);

/** The metrics an application's charts show, in display order. */
export const metricsFor = (application: Application): MetricDefinition[] =>
  METRICS.filter((m) => m.charted && appliesTo(m, application));

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
