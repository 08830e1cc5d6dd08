import { statfs } from 'node:fs/promises';
import { jolokiaRead, type JolokiaRead, type JolokiaResult } from './jolokia.ts';

/**
 * Today's Kafka metric names (packages/contracts, monitoring-metrics.ts: Instaclustr's names and
 * units) read from a real node: each name's types come from channels, numbers the sampler records
 * at every sample, each read from one MBean attribute of the node's JVM through its Jolokia agent,
 * or from the file system holding the node's data. Checked against Kafka 4.2 in KRaft mode (the
 * MBeans a combined broker+controller registers).
 *
 * Read only for the names the console has: JVM heap (`n::heapUsed` is OpenSearch's) and request
 * latencies (RequestMetrics TotalTimeMs) have no Kafka name today, so they are not sampled.
 */

/** How the samples within one point's step make the point. */
export type Aggregate =
  /** Levels and rates: their mean over the step. */
  | 'mean'
  /** Counts of trouble (under-replicated, offline): a spike within the step is not averaged away. */
  | 'max'
  /** Cumulative counts and states: where they stand at the end of the step. */
  | 'last';

interface JmxChannel {
  kind: 'jmx';
  mbean: string;
  attribute: string;
  /** Factor into the metric's unit (a 0..1 load into a percentage). */
  scale?: number;
  /**
   * The value of a read whose MBean the node does not register, when that absence itself is the
   * answer; otherwise an absent MBean gives no point.
   */
  whenMissing?: number;
  aggregate: Aggregate;
}

/** Used share of the file system holding the node's data directory (statfs), as `df` counts it. */
interface DiskChannel {
  kind: 'disk';
  aggregate: Aggregate;
}

export type Channel = JmxChannel | DiskChannel;

const OPERATING_SYSTEM = 'java.lang:type=OperatingSystem';
const replicaManager = (name: string) => `kafka.server:type=ReplicaManager,name=${name}`;
const brokerTopics = (name: string) => `kafka.server:type=BrokerTopicMetrics,name=${name}`;
const controller = (name: string) => `kafka.controller:type=KafkaController,name=${name}`;
const controllerStats = (name: string) => `kafka.controller:type=ControllerStats,name=${name}`;

const gauge = (mbean: string, aggregate: Aggregate, extra: Partial<JmxChannel> = {}): JmxChannel => ({
  kind: 'jmx',
  mbean,
  attribute: 'Value',
  aggregate,
  ...extra,
});

/** A Yammer meter's cumulative count, its one-minute rate and its mean rate (per second). */
const meter = (mbean: string) =>
  ({
    count: { kind: 'jmx', mbean, attribute: 'Count', aggregate: 'last' },
    oneMinuteRate: { kind: 'jmx', mbean, attribute: 'OneMinuteRate', aggregate: 'mean' },
    meanRate: { kind: 'jmx', mbean, attribute: 'MeanRate', aggregate: 'last' },
  }) as const satisfies Record<string, JmxChannel>;

const uncleanLeaderElections = meter(controllerStats('UncleanLeaderElectionsPerSec'));
const isrExpands = meter(replicaManager('IsrExpandsPerSec'));
const isrShrinks = meter(replicaManager('IsrShrinksPerSec'));

/** Everything the sampler records per sample, in this order (its ring's columns). */
export const CHANNELS = {
  // The JVM's own share of the host's CPU: a local node is a process, not a machine.
  cpu: { kind: 'jmx', mbean: OPERATING_SYSTEM, attribute: 'ProcessCpuLoad', scale: 100, aggregate: 'mean' },
  // The host's one-minute load average: the node's OS is the host every local node shares.
  osLoad: { kind: 'jmx', mbean: OPERATING_SYSTEM, attribute: 'SystemLoadAverage', aggregate: 'mean' },
  disk: { kind: 'disk', aggregate: 'last' },
  underReplicatedPartitions: gauge(replicaManager('UnderReplicatedPartitions'), 'max'),
  // Registered by every KRaft controller at start; a JVM answering without it runs no controller,
  // so it is not the active one: 0 is the engine's fact, and the cluster's total stays 1.
  activeControllerCount: gauge(controller('ActiveControllerCount'), 'max', { whenMissing: 0 }),
  // Controllers only (each replays the metadata log); a broker-only node has no point.
  offlinePartitions: gauge(controller('OfflinePartitionsCount'), 'max'),
  bytesIn: { kind: 'jmx', mbean: brokerTopics('BytesInPerSec'), attribute: 'OneMinuteRate', aggregate: 'mean' },
  bytesOut: { kind: 'jmx', mbean: brokerTopics('BytesOutPerSec'), attribute: 'OneMinuteRate', aggregate: 'mean' },
  messagesIn: { kind: 'jmx', mbean: brokerTopics('MessagesInPerSec'), attribute: 'OneMinuteRate', aggregate: 'mean' },
  leaderCount: gauge(replicaManager('LeaderCount'), 'last'),
  partitionCount: gauge(replicaManager('PartitionCount'), 'last'),
  // Brokers only: a controller-only node has no broker state, hence no point.
  brokerState: gauge('kafka.server:type=KafkaServer,name=BrokerState', 'last'),
  uncleanLeaderElectionsCount: uncleanLeaderElections.count,
  uncleanLeaderElectionsOneMinuteRate: uncleanLeaderElections.oneMinuteRate,
  uncleanLeaderElectionsMeanRate: uncleanLeaderElections.meanRate,
  isrExpandsCount: isrExpands.count,
  isrExpandsOneMinuteRate: isrExpands.oneMinuteRate,
  isrExpandsMeanRate: isrExpands.meanRate,
  isrShrinksCount: isrShrinks.count,
  isrShrinksOneMinuteRate: isrShrinks.oneMinuteRate,
  isrShrinksMeanRate: isrShrinks.meanRate,
} as const satisfies Record<string, Channel>;

export type ChannelKey = keyof typeof CHANNELS;
export const CHANNEL_KEYS = Object.keys(CHANNELS) as ChannelKey[];
export const channelIndex = (key: ChannelKey): number => CHANNEL_KEYS.indexOf(key);

/** A metric read from the engine: the channel of each of its types (in its definition's order). */
export interface KafkaMetric {
  types: readonly ChannelKey[];
  /** Decimal places kept in the answer. */
  decimals: number;
}

/** Every Kafka metric name with a real reading, by name (the contracts' canonical case). */
export const KAFKA_METRICS: Readonly<Record<string, KafkaMetric>> = {
  'n::cpuUtilization': { types: ['cpu'], decimals: 2 },
  'n::osLoad': { types: ['osLoad'], decimals: 2 },
  'n::diskUtilization': { types: ['disk'], decimals: 2 },
  'k::underReplicatedPartitions': { types: ['underReplicatedPartitions'], decimals: 0 },
  'k::activeControllerCount': { types: ['activeControllerCount'], decimals: 0 },
  'k::offlinePartitions': { types: ['offlinePartitions'], decimals: 0 },
  'k::brokerTopicBytesIn': { types: ['bytesIn'], decimals: 1 },
  'k::brokerTopicBytesOut': { types: ['bytesOut'], decimals: 1 },
  'k::brokerTopicMessagesIn': { types: ['messagesIn'], decimals: 2 },
  'k::leaderCount': { types: ['leaderCount'], decimals: 0 },
  'k::partitionCount': { types: ['partitionCount'], decimals: 0 },
  'k::kafkaBrokerState': { types: ['brokerState'], decimals: 0 },
  'k::uncleanLeaderElections': {
    types: ['uncleanLeaderElectionsCount', 'uncleanLeaderElectionsOneMinuteRate', 'uncleanLeaderElectionsMeanRate'],
    decimals: 4,
  },
  'k::isrExpandRate': {
    types: ['isrExpandsCount', 'isrExpandsOneMinuteRate', 'isrExpandsMeanRate'],
    decimals: 4,
  },
  'k::isrShrinkRate': {
    types: ['isrShrinksCount', 'isrShrinksOneMinuteRate', 'isrShrinksMeanRate'],
    decimals: 4,
  },
};

/**
 * Kafka metric names this engine cannot give, and why. They are answered with their series and
 * no points, never with a made-up number.
 */
export const NOT_FROM_THIS_ENGINE: Readonly<Record<string, string>> = {
  'k::leaderElectionRate':
    "Kafka's LeaderElectionRateAndTimeMs belonged to the ZooKeeper controller; a KRaft controller (Kafka 4 has no other) registers no such MBean",
  'k::slaConsumerRecordsProcessed':
    "Instaclustr's SLA probe is a consumer the provider runs against each cluster; the engine measures no such thing and the local driver runs no probe",
  'k::slaProducerErrors':
    "Instaclustr's SLA probe is a producer the provider runs against each cluster; the engine measures no such thing and the local driver runs no probe",
  'k::slaConsumerLatency':
    "Instaclustr's SLA probe is a consumer the provider runs against each cluster; the engine measures no such thing and the local driver runs no probe",
  'k::slaProducerLatencyMs':
    "Instaclustr's SLA probe is a producer the provider runs against each cluster; the engine measures no such thing and the local driver runs no probe",
};

/** Why a metric has no points from this engine, or null if it is read from the engine. */
export const unavailableReason = (name: string): string | null =>
  NOT_FROM_THIS_ENGINE[name] ?? (KAFKA_METRICS[name] ? null : 'Not a metric of a Kafka node');

/** One read per MBean, every attribute the channels want of it. */
export const JOLOKIA_READS: readonly JolokiaRead[] = (() => {
  const byMbean = new Map<string, string[]>();
  for (const channel of Object.values(CHANNELS)) {
    if (channel.kind !== 'jmx') continue;
    const attributes = byMbean.get(channel.mbean) ?? [];
    if (!attributes.includes(channel.attribute)) attributes.push(channel.attribute);
    byMbean.set(channel.mbean, attributes);
  }
  return [...byMbean].map(([mbean, attributes]) => ({ mbean, attributes }));
})();

/** A read's value as a number in the channel's unit; NaN (no point) when there is none. */
function jmxValue(channel: JmxChannel, result: JolokiaResult | undefined): number {
  if (result?.status === 'missing') return channel.whenMissing ?? Number.NaN;
  if (result?.status !== 'ok') return Number.NaN;
  const raw = result.values[channel.attribute];
  // Every reading here is non-negative by definition; the JVM answers -1 for "not available"
  // (ProcessCpuLoad before its first interval, SystemLoadAverage where the OS has none).
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < 0) return Number.NaN;
  return raw * (channel.scale ?? 1);
}

async function diskUtilization(dataDir: string): Promise<number> {
  try {
    const fs = await statfs(dataDir);
    const used = fs.blocks - fs.bfree;
    // As df: the blocks reserved for root count neither as used nor as available.
    return used + fs.bavail === 0 ? Number.NaN : (100 * used) / (used + fs.bavail);
  } catch {
    return Number.NaN;
  }
}

export interface ReadableNode {
  /** The port of the node's Jolokia agent on 127.0.0.1. */
  jolokiaPort: number;
  /** The node's data directory (its log.dirs). */
  dataDir: string;
}

export type NodeSample = { ok: true; values: Float64Array } | { ok: false; message: string };

/**
 * One sample of a node: every channel's value in CHANNEL_KEYS order, NaN where the node gave none;
 * not ok when the node's agent does not answer (a node down has no points, not zeros).
 */
export async function sampleNode(
  node: ReadableNode,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<NodeSample> {
  const [answer, disk] = await Promise.all([
    jolokiaRead(node.jolokiaPort, JOLOKIA_READS, options),
    diskUtilization(node.dataDir),
  ]);
  if (!answer.ok) return answer;
  const resultOf = new Map(JOLOKIA_READS.map((read, i) => [read.mbean, answer.results[i]]));
  const values = new Float64Array(CHANNEL_KEYS.length);
  CHANNEL_KEYS.forEach((key, i) => {
    const channel: Channel = CHANNELS[key];
    values[i] = channel.kind === 'disk' ? disk : jmxValue(channel, resultOf.get(channel.mbean));
  });
  return { ok: true, values };
}
