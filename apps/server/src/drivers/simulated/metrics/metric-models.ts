import type { MetricName } from '@datadeck/contracts';
import { between, mix, uniform, wobble } from './random.ts';
import { DAY_MS, type Timeline } from './timeline.ts';

/** What a metric's model reads: the node's timeline and seeds, and the node's part in its cluster. */
export interface ModelInput {
  timeline: Timeline;
  /** The seed of a metric on this node. Metrics with one cause (bytes in and out) share one. */
  seed(metric: string): number;
  /** A base series computed once per request and shared by the metrics derived from it. */
  shared(key: string, compute: () => Float64Array): Float64Array;
  /** Whether the node carries client traffic (a Kafka broker, an OpenSearch data node). */
  servesData: boolean;
  /** Kafka: the node is the cluster's active controller. */
  activeController: boolean;
}

export interface MetricModel {
  /** Decimal places kept in the answer. */
  decimals: number;
  /** One series per statistic type of the metric, in its definition's order. */
  generate(input: ModelInput): Float64Array[];
}

/**
 * A level following the day: peaks at a seeded hour in the (UTC) afternoon, with noise keyed on
 * the 20-second bucket and the node's spikes multiplying it.
 */
interface Cycle {
  seed: number;
  level: number;
  amplitude: number;
  noise: number;
  spikeGain: number;
  /** sin and cos of the phase that puts the daily peak at the seeded hour. */
  phaseSin: number;
  phaseCos: number;
}

type Range = readonly [low: number, high: number];

export function cycle(seed: number, level: Range, amplitude: Range, noise: number, spikeGain: Range): Cycle {
  const peakHour = between(seed, 4, 11, 19);
  const phase = (2 * Math.PI * peakHour) / 24 - Math.PI / 2;
  return {
    seed,
    level: between(seed, 1, level[0], level[1]),
    amplitude: between(seed, 2, amplitude[0], amplitude[1]),
    noise,
    spikeGain: between(seed, 3, spikeGain[0], spikeGain[1]),
    phaseSin: Math.sin(phase),
    phaseCos: Math.cos(phase),
  };
}

/** sin(time-of-day angle − phase): +1 at the peak hour, −1 twelve hours later. */
const daily = (t: Timeline, i: number, c: Pick<Cycle, 'phaseSin' | 'phaseCos'>) =>
  (t.daySin[i] ?? 0) * c.phaseCos - (t.dayCos[i] ?? 0) * c.phaseSin;

export function cyclic(t: Timeline, c: Cycle): Float64Array {
  const out = new Float64Array(t.length);
  for (let i = 0; i < t.length; i++) {
    const noise = 1 + c.noise * wobble(c.seed, t.buckets[i] ?? 0);
    out[i] = c.level * (1 + c.amplitude * daily(t, i, c)) * noise * (1 + c.spikeGain * (t.spike[i] ?? 0));
  }
  return out;
}

export const clamp = (values: Float64Array, low: number, high: number): Float64Array => {
  for (let i = 0; i < values.length; i++) values[i] = Math.min(high, Math.max(low, values[i] ?? 0));
  return values;
};

export const zeros = (t: Timeline) => new Float64Array(t.length);

/** Series derived from another one, times a per-series factor and a little noise of its own. */
export function scaled(t: Timeline, base: Float64Array, seed: number, factor: number, noise: number): Float64Array {
  const out = new Float64Array(t.length);
  for (let i = 0; i < t.length; i++) out[i] = (base[i] ?? 0) * factor * (1 + noise * wobble(seed, t.buckets[i] ?? 0));
  return out;
}

/**
 * A count that rises during some of the node's spikes only: each spike decides by its own hash
 * (1 in `oneIn`) whether it shows here, and how high.
 */
export function duringSomeSpikes(t: Timeline, seed: number, oneIn: number, maxHeight: number): Float64Array {
  const out = new Float64Array(t.length);
  for (let i = 0; i < t.length; i++) {
    const slot = t.spikeSlot[i] ?? -1;
    if (slot < 0) continue;
    const r = mix(seed, slot);
    if (r % oneIn !== 0) continue;
    out[i] = Math.round((t.spike[i] ?? 0) * (1 + ((r >>> 8) % maxHeight)));
  }
  return out;
}

const cpu = (input: ModelInput) =>
  input.shared('cpu', () =>
    clamp(
      cyclic(input.timeline, cycle(input.seed('cpuUtilization'), [12, 40], [0.25, 0.45], 0.12, [1.2, 2.2])),
      0.5,
      99.5,
    ),
  );

export const bytesIn = (input: ModelInput) =>
  input.shared('bytesIn', () =>
    input.servesData
      ? cyclic(input.timeline, cycle(input.seed('brokerTopicBytesIn'), [5e5, 2e7], [0.4, 0.6], 0.1, [0.8, 1.5]))
      : zeros(input.timeline),
  );

/** Percentiles of a latency: the 99th a seeded-noisy 1.6 to 2.5 times the 95th, so always above it. */
export function latency(input: ModelInput, metric: string, level: Range): Float64Array[] {
  const seed = input.seed(metric);
  const t = input.timeline;
  const p95 = cyclic(t, cycle(seed, level, [0.15, 0.3], 0.1, [2, 4]));
  const p99 = new Float64Array(t.length);
  for (let i = 0; i < t.length; i++)
    p99[i] = (p95[i] ?? 0) * (1.6 + 0.9 * uniform(seed ^ 0x3c6ef372, t.buckets[i] ?? 0));
  return [p95, p99];
}

/** OpenSearch documents: indexed at a seeded rate that follows the day, so the count only grows. */
function documentRate(seed: number) {
  const c = cycle(seed, [2, 200], [0.3, 0.5], 0, [0, 0]);
  return { ...c, base: Math.round(between(seed, 5, 1e5, 5e7)) };
}

export const METRIC_MODELS: Readonly<Partial<Record<MetricName, MetricModel>>> = {
  'n::cpuUtilization': { decimals: 2, generate: (input) => [cpu(input)] },
  'n::osLoad': {
    decimals: 2,
    generate: (input) => {
      const seed = input.seed('osLoad');
      const cores = 2 ** (1 + Math.floor(uniform(seed, 1) * 3));
      return [scaled(input.timeline, cpu(input), seed, cores / 100, 0.05)];
    },
  },
  'n::diskUtilization': {
    decimals: 2,
    generate: ({ timeline: t, seed }) => {
      const s = seed('diskUtilization');
      const start = between(s, 1, 15, 45);
      const perDay = between(s, 2, 0.05, 0.4);
      const out = new Float64Array(t.length);
      for (let i = 0; i < t.length; i++) {
        out[i] =
          start +
          (perDay * (t.elapsed[i] ?? 0)) / DAY_MS +
          0.15 * wobble(s, t.buckets[i] ?? 0) +
          1.5 * (t.spike[i] ?? 0);
      }
      return [clamp(out, 0, 92)];
    },
  },
  'n::reads': {
    decimals: 1,
    generate: (input) => [cyclic(input.timeline, cycle(input.seed('reads'), [300, 3000], [0.4, 0.6], 0.08, [1, 2]))],
  },
  'n::writes': {
    decimals: 1,
    generate: (input) => [
      cyclic(input.timeline, cycle(input.seed('writes'), [150, 2000], [0.3, 0.5], 0.08, [0.8, 1.6])),
    ],
  },
  // Microseconds, the unit Instaclustr answers Cassandra's client latencies in.
  'n::clientRequestRead': { decimals: 1, generate: (input) => latency(input, 'clientRequestRead', [800, 3000]) },
  'n::clientRequestWrite': { decimals: 1, generate: (input) => latency(input, 'clientRequestWrite', [300, 1200]) },
  'n::compactions': {
    decimals: 0,
    generate: ({ timeline: t, seed }) => {
      const c = cycle(seed('compactions'), [0, 2.5], [0.4, 0.6], 0, [0, 0]);
      const out = new Float64Array(t.length);
      for (let i = 0; i < t.length; i++) {
        const pending =
          c.level * (1 + c.amplitude * daily(t, i, c)) +
          1.5 * wobble(c.seed, t.buckets[i] ?? 0) +
          8 * (t.spike[i] ?? 0);
        out[i] = Math.max(0, Math.round(pending));
      }
      return [out];
    },
  },
  'k::underReplicatedPartitions': {
    decimals: 0,
    generate: (input) => [duringSomeSpikes(input.timeline, input.seed('underReplicatedPartitions'), 3, 30)],
  },
  'k::activeControllerCount': {
    decimals: 0,
    generate: (input) => [new Float64Array(input.timeline.length).fill(input.activeController ? 1 : 0)],
  },
  'k::offlinePartitions': {
    decimals: 0,
    generate: (input) => [duringSomeSpikes(input.timeline, input.seed('offlinePartitions'), 10, 4)],
  },
  'k::brokerTopicBytesIn': { decimals: 0, generate: (input) => [bytesIn(input)] },
  'k::brokerTopicBytesOut': {
    decimals: 0,
    generate: (input) => {
      const seed = input.seed('brokerTopicBytesOut');
      return [scaled(input.timeline, bytesIn(input), seed, between(seed, 1, 1.2, 3), 0.05)];
    },
  },
  'k::brokerTopicMessagesIn': {
    decimals: 1,
    generate: (input) => {
      const seed = input.seed('brokerTopicMessagesIn');
      return [scaled(input.timeline, bytesIn(input), seed, 1 / between(seed, 1, 300, 2500), 0.03)];
    },
  },
  'n::heapUsed': {
    decimals: 2,
    generate: ({ timeline: t, seed }) => {
      // The JVM's sawtooth: heap fills between collections, then drops.
      const s = seed('heapUsed');
      const period = between(s, 1, 4, 12) * 60_000;
      const offset = between(s, 2, 0, period);
      const low = between(s, 3, 30, 45);
      const high = between(s, 4, 60, 78);
      const out = new Float64Array(t.length);
      for (let i = 0; i < t.length; i++) {
        const filled = (((t.times[i] ?? 0) + offset) % period) / period;
        out[i] = low + (high - low) * filled + 1.5 * wobble(s, t.buckets[i] ?? 0) + 12 * (t.spike[i] ?? 0);
      }
      return [clamp(out, 1, 99)];
    },
  },
  'n::documentCount': {
    decimals: 0,
    generate: ({ timeline: t, seed, servesData }) => {
      if (!servesData) return [zeros(t)];
      const d = documentRate(seed('documentCount'));
      // The integral of rate × (1 + a·sin(ωs − p)) from the start: elapsed − (a/ω)·(cos(ωt − p) − cos(ωt₀ − p)).
      const omega = (2 * Math.PI) / DAY_MS;
      const startAngle = omega * (t.runningSinceMs % DAY_MS);
      const cosStart = Math.cos(startAngle) * d.phaseCos + Math.sin(startAngle) * d.phaseSin;
      const out = new Float64Array(t.length);
      for (let i = 0; i < t.length; i++) {
        const cosNow = (t.dayCos[i] ?? 0) * d.phaseCos + (t.daySin[i] ?? 0) * d.phaseSin;
        const indexedMs = (t.elapsed[i] ?? 0) - (d.amplitude / omega) * (cosNow - cosStart);
        out[i] = Math.round(d.base + (d.level * indexedMs) / 1000);
      }
      return [out];
    },
  },
  'n::searchRate': {
    decimals: 2,
    generate: (input) => [
      input.servesData
        ? cyclic(input.timeline, cycle(input.seed('searchRate'), [5, 400], [0.5, 0.7], 0.12, [1, 2.5]))
        : zeros(input.timeline),
    ],
  },
  'n::indexingRate': {
    decimals: 2,
    generate: ({ timeline: t, seed, servesData }) => {
      if (!servesData) return [zeros(t)];
      // Follows the document count's rate (updates and deletes are indexed too, hence 1.2×).
      const d = documentRate(seed('documentCount'));
      const own = seed('indexingRate');
      const out = new Float64Array(t.length);
      for (let i = 0; i < t.length; i++) {
        const rate = 1.2 * d.level * (1 + d.amplitude * daily(t, i, d));
        out[i] = rate * (1 + 0.1 * wobble(own, t.buckets[i] ?? 0)) * (1 + (t.spike[i] ?? 0));
      }
      return [out];
    },
  },
};
