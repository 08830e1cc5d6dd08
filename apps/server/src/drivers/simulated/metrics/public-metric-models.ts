import type { MetricName } from '@datadeck/contracts';
import {
  cycle,
  cyclic,
  duringSomeSpikes,
  latency,
  METRIC_MODELS,
  scaled,
  zeros,
  type MetricModel,
  type ModelInput,
} from './metric-models.ts';
import { between } from './random.ts';

/**
 * Models of the metrics only the public Monitoring API offers (the console does not chart them),
 * built from the same parts as the charted ones so they move with the node's day and spikes.
 */

/** Active and pending tasks of a Cassandra thread pool: a few active, pending only in spikes. */
function tasks(metric: string, activeLevel: readonly [number, number], pendingOneIn: number): MetricModel {
  return {
    decimals: 0,
    generate: (input: ModelInput) => {
      const active = cyclic(input.timeline, cycle(input.seed(metric), activeLevel, [0.3, 0.5], 0.2, [1, 2]));
      for (let i = 0; i < active.length; i++) active[i] = Math.round(active[i] ?? 0);
      return [active, duringSomeSpikes(input.timeline, input.seed(`${metric}|pending`), pendingOneIn, 20)];
    },
  };
}

/** A Kafka meter (count, one-minute rate, mean rate) of rare events, which happen in some spikes. */
function meter(metric: string, oneIn: number, extraTypes = 0): MetricModel {
  return {
    decimals: 4,
    generate: (input: ModelInput) => {
      const events = duringSomeSpikes(input.timeline, input.seed(metric), oneIn, 3);
      const count = new Float64Array(events.length);
      let total = Math.round(between(input.seed(metric), 1, 0, 50));
      for (let i = 0; i < events.length; i++) {
        total += events[i] ?? 0;
        count[i] = total;
      }
      const perMinute = events.map((e) => e / 60);
      const mean = zeros(input.timeline).fill(total / Math.max(1, events.length) / 1000);
      const rest = Array.from({ length: extraTypes }, () => events.map((e) => e * 20));
      return [count, perMinute, mean, ...rest];
    },
  };
}

/** Average and maximum of an SLA probe's latency in milliseconds. */
function probeLatency(metric: string, level: readonly [number, number]): MetricModel {
  return {
    decimals: 2,
    generate: (input: ModelInput) => {
      const seed = input.seed(metric);
      const average = cyclic(input.timeline, cycle(seed, level, [0.1, 0.2], 0.15, [1, 3]));
      return [average, scaled(input.timeline, average, seed, between(seed, 9, 1.3, 2), 0.1)];
    },
  };
}

/** A Cassandra client latency's percentiles, in microseconds. */
const cassandraLatency = (metric: string, level: readonly [number, number]): MetricModel => ({
  decimals: 1,
  generate: (input) => latency(input, metric, level),
});

/** Kafka partitions led by a broker, and hosted: a constant share of the cluster's partitions. */
const partitions = (factor: number): MetricModel => ({
  decimals: 0,
  generate: (input) => {
    const hosted = input.servesData ? Math.round(between(input.seed('partitionCount'), 1, 40, 400)) : 0;
    return [zeros(input.timeline).fill(Math.round(hosted * factor))];
  },
});

const reads = METRIC_MODELS['n::reads'];
const writes = METRIC_MODELS['n::writes'];
if (!reads || !writes) throw new Error('The charted Cassandra models are missing');

export const PUBLIC_METRIC_MODELS: Readonly<Partial<Record<MetricName, MetricModel>>> = {
  // The deprecated names answer the same series as their successors.
  'n::cassandraReads': reads,
  'n::cassandraWrites': writes,
  'n::repairs': tasks('repairs', [0, 0.6], 12),
  'n::clientRequestRangeSlice': cassandraLatency('clientRequestRangeSlice', [2000, 8000]),
  'n::clientRequestCasRead': cassandraLatency('clientRequestCasRead', [2000, 6000]),
  'n::clientRequestCasWrite': cassandraLatency('clientRequestCasWrite', [3000, 9000]),
  'n::readstage': tasks('readstage', [0.5, 4], 3),
  'n::mutationstage': tasks('mutationstage', [0.5, 4], 3),
  'n::countermutationstage': tasks('countermutationstage', [0, 0.4], 20),
  'n::viewmutationstage': tasks('viewmutationstage', [0, 0.2], 30),
  'n::nativetransportrequest': tasks('nativetransportrequest', [1, 8], 4),
  'n::droppedmessage': {
    decimals: 0,
    generate: (input) => [duringSomeSpikes(input.timeline, input.seed('droppedmessage'), 5, 40)],
  },
  'k::leaderCount': partitions(1 / 3),
  'k::partitionCount': partitions(1),
  // 3 is RunningAsBroker in Kafka's BrokerState; a node that is only a controller answers 0.
  'k::kafkaBrokerState': {
    decimals: 0,
    generate: (input) => [zeros(input.timeline).fill(input.servesData ? 3 : 0)],
  },
  'k::leaderElectionRate': meter('leaderElectionRate', 4, 2),
  'k::uncleanLeaderElections': meter('uncleanLeaderElections', 50),
  'k::isrExpandRate': meter('isrExpandRate', 3),
  'k::isrShrinkRate': meter('isrShrinkRate', 3),
  'k::slaConsumerRecordsProcessed': {
    decimals: 0,
    // Instaclustr's SLA probe consumes a fixed batch per interval (30 in its sample answers).
    generate: (input) => [zeros(input.timeline).fill(input.servesData ? 30 : 0)],
  },
  'k::slaProducerErrors': {
    decimals: 0,
    generate: (input) => [duringSomeSpikes(input.timeline, input.seed('slaProducerErrors'), 8, 3)],
  },
  'k::slaConsumerLatency': probeLatency('slaConsumerLatency', [10, 40]),
  'k::slaProducerLatencyMs': probeLatency('slaProducerLatencyMs', [8, 30]),
};
