import { LIMITS } from '../limits.ts';
import type { Application } from './cluster-vocabulary.ts';

// No zod here: the console's route table and charts read the metrics and ranges on its first load.

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
  unit: string;
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

const metric = (name: string, label: string, unit: string, options: MetricOptions = {}): MetricDefinition => ({
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
  metric('n::cpuUtilization', 'CPU utilisation', 'percentage'),
  metric('n::osLoad', 'OS load', 'load'),
  metric('n::diskUtilization', 'Disk utilisation', 'percentage'),
  metric('n::reads', 'Reads', 'reads/s', { applications: CASSANDRA }),
  metric('n::writes', 'Writes', 'writes/s', { applications: CASSANDRA }),
  metric('n::clientRequestRead', 'Client read latency', 'ms', { applications: CASSANDRA, types: PERCENTILES }),
  metric('n::clientRequestWrite', 'Client write latency', 'ms', { applications: CASSANDRA, types: PERCENTILES }),
  metric('n::compactions', 'Pending compactions', 'tasks', { applications: CASSANDRA }),
  metric('k::underReplicatedPartitions', 'Under-replicated partitions', 'partitions', { applications: KAFKA }),
  metric('k::activeControllerCount', 'Active controllers', 'controllers', { applications: KAFKA }),
  metric('k::offlinePartitions', 'Offline partitions', 'partitions', { applications: KAFKA }),
  metric('k::brokerTopicBytesIn', 'Bytes in', 'bytes/s', { applications: KAFKA }),
  metric('k::brokerTopicBytesOut', 'Bytes out', 'bytes/s', { applications: KAFKA }),
  metric('k::brokerTopicMessagesIn', 'Messages in', 'messages/s', { applications: KAFKA }),
  metric('n::heapUsed', 'JVM heap used', 'percentage', { applications: OPENSEARCH }),
  metric('n::documentCount', 'Documents', 'documents', { applications: OPENSEARCH }),
  metric('n::searchRate', 'Search rate', 'queries/s', { applications: OPENSEARCH }),
  metric('n::indexingRate', 'Indexing rate', 'documents/s', { applications: OPENSEARCH }),
  // Offered by the public Monitoring API only (charted: false): the rest of what Instaclustr documents.
  metric('n::cassandraReads', 'Reads (deprecated name of n::reads)', 'reads/s', {
    applications: CASSANDRA,
    charted: false,
  }),
  metric('n::cassandraWrites', 'Writes (deprecated name of n::writes)', 'writes/s', {
    applications: CASSANDRA,
    charted: false,
  }),
  metric('n::repairs', 'Repair tasks', 'tasks', { ...cassandraTasks }),
  metric('n::clientRequestRangeSlice', 'Client range-slice latency', 'ms', { ...cassandraLatency }),
  metric('n::clientRequestCasRead', 'Client CAS read latency', 'ms', { ...cassandraLatency }),
  metric('n::clientRequestCasWrite', 'Client CAS write latency', 'ms', { ...cassandraLatency }),
  metric('n::readstage', 'Read stage tasks', 'tasks', { ...cassandraTasks }),
  metric('n::mutationstage', 'Mutation stage tasks', 'tasks', { ...cassandraTasks }),
  metric('n::countermutationstage', 'Counter mutation stage tasks', 'tasks', { ...cassandraTasks }),
  metric('n::viewmutationstage', 'View mutation stage tasks', 'tasks', { ...cassandraTasks }),
  metric('n::nativetransportrequest', 'Native transport request tasks', 'tasks', { ...cassandraTasks }),
  metric('n::droppedmessage', 'Dropped messages', 'messages/s', { applications: CASSANDRA, charted: false }),
  metric('k::leaderCount', 'Partition leaders', 'partitions', { applications: KAFKA, charted: false }),
  metric('k::partitionCount', 'Partitions', 'partitions', { applications: KAFKA, charted: false }),
  metric('k::kafkaBrokerState', 'Broker state', 'state', { applications: KAFKA, charted: false }),
  metric('k::leaderElectionRate', 'Leader elections', 'elections', { ...kafkaRate, types: [...RATES, ...LATENCIES] }),
  metric('k::uncleanLeaderElections', 'Unclean leader elections', 'elections', { ...kafkaRate }),
  metric('k::isrExpandRate', 'ISR expansions', 'expansions', { ...kafkaRate }),
  metric('k::isrShrinkRate', 'ISR shrinks', 'shrinks', { ...kafkaRate }),
  metric('k::slaConsumerRecordsProcessed', 'SLA consumer records', 'records', { ...kafkaCount }),
  metric('k::slaProducerErrors', 'SLA producer errors', 'errors', { ...kafkaCount }),
  metric('k::slaConsumerLatency', 'SLA consumer latency', 'ms', { ...kafkaLatency }),
  metric('k::slaProducerLatencyMs', 'SLA producer latency', 'ms', { ...kafkaLatency }),
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
