import { LIMITS } from '@datadeck/contracts';
import { hashString, mix } from './random.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The instants of one node's series and what every metric of the node shares at them: the time
 * of day (as sine and cosine, so a series shifts its daily peak without calling Math.sin per
 * point) and the node's load spikes. Built once per request, read by every series.
 */
export interface Timeline {
  length: number;
  runningSinceMs: number;
  times: Float64Array;
  /** ISO strings of `times`, the response's `time` fields. */
  isoTimes: readonly string[];
  /** The 20-second bucket of each instant, which keys its noise. */
  buckets: Int32Array;
  /** Time of day as an angle: sin and cos of 2π × (UTC time of day / 24 h). */
  daySin: Float64Array;
  dayCos: Float64Array;
  /** 0 outside a spike, up to 1 at its plateau. */
  spike: Float64Array;
  /** The hour slot a spike started in (keys per-spike choices), or -1. */
  spikeSlot: Int32Array;
  /** Milliseconds since the node started serving at each instant. */
  elapsed: Float64Array;
}

/**
 * Spikes: each hour slot of a node starts one with a chance of 1 in 25 (about one a day), at a
 * minute of the hour and for 15 to 40 minutes, all drawn from the slot's hash, so a spike is
 * the same in any range and long enough to show in a 7-day chart's widened steps.
 */
const SPIKE_SALT = 0x2f6b9a1d;
const SPIKE_CHANCE_IN_1000 = 40;
const SPIKE_RAMP_MS = 3 * MINUTE_MS;

/** Writes the spike level and slot of instant `i` (no object per point: this runs for every point). */
function fillSpike(timeline: Timeline, i: number, nodeSeed: number, t: number): void {
  timeline.spike[i] = 0;
  timeline.spikeSlot[i] = -1;
  const slot = Math.floor(t / HOUR_MS);
  // A spike started in the previous hour can still be running.
  for (let s = slot - 1; s <= slot; s++) {
    const r = mix(nodeSeed ^ SPIKE_SALT, s);
    if (r % 1000 >= SPIKE_CHANCE_IN_1000) continue;
    const start = s * HOUR_MS + ((r >>> 10) % 60) * MINUTE_MS;
    const duration = (15 + ((r >>> 16) % 26)) * MINUTE_MS;
    if (t < start || t >= start + duration) continue;
    const ramp = Math.min(1, (t - start) / SPIKE_RAMP_MS, (start + duration - t) / SPIKE_RAMP_MS);
    const strength = 0.6 + 0.4 * (((r >>> 24) & 0xff) / 255);
    timeline.spike[i] = ramp * strength;
    timeline.spikeSlot[i] = s;
    return;
  }
}

/** The part of a timeline every node of a request shares: the instants and what they are. */
type Axis = Omit<Timeline, 'spike' | 'spikeSlot'>;

/**
 * The last axis built, keyed by its instants: a cluster's nodes are asked for one after another
 * over the same range, and formatting the ISO times was most of a timeline's cost. Read-only
 * once built, so sharing it is safe.
 */
let lastAxis: { key: string; axis: Axis } | undefined;

function axisOf(firstIndex: number, length: number, stepMs: number, runningSinceMs: number): Axis {
  const key = `${firstIndex}|${length}|${stepMs}|${runningSinceMs}`;
  if (lastAxis?.key === key) return lastAxis.axis;
  const isoTimes: string[] = [];
  const axis: Axis = {
    length,
    runningSinceMs,
    times: new Float64Array(length),
    isoTimes,
    buckets: new Int32Array(length),
    daySin: new Float64Array(length),
    dayCos: new Float64Array(length),
    elapsed: new Float64Array(length),
  };
  for (let i = 0; i < length; i++) {
    const t = (firstIndex + i) * stepMs;
    const angle = (2 * Math.PI * (t % DAY_MS)) / DAY_MS;
    axis.times[i] = t;
    isoTimes.push(new Date(t).toISOString());
    axis.buckets[i] = Math.floor(t / LIMITS.monitoringResolutionMs);
    axis.daySin[i] = Math.sin(angle);
    axis.dayCos[i] = Math.cos(angle);
    axis.elapsed[i] = t - runningSinceMs;
  }
  lastAxis = { key, axis };
  return axis;
}

/**
 * Points at the multiples of `stepMs` after `fromMs`, up to and including `toMs`, none before
 * `runningSince`: aligned to the epoch, so a sub-range at the same step is a slice of a larger
 * one, and never more than (to − from) / step points.
 */
export function timelineSpan(
  runningSinceMs: number,
  fromMs: number,
  toMs: number,
  stepMs: number,
): { firstIndex: number; length: number } {
  const firstIndex = Math.max(Math.floor(fromMs / stepMs) + 1, Math.ceil(runningSinceMs / stepMs));
  const lastIndex = Math.floor(toMs / stepMs);
  return { firstIndex, length: Math.max(0, lastIndex - firstIndex + 1) };
}

export function buildTimeline(
  nodeId: string,
  runningSinceMs: number,
  fromMs: number,
  toMs: number,
  stepMs: number,
): Timeline {
  const { firstIndex, length } = timelineSpan(runningSinceMs, fromMs, toMs, stepMs);
  const timeline: Timeline = {
    ...axisOf(firstIndex, length, stepMs, runningSinceMs),
    spike: new Float64Array(length),
    spikeSlot: new Int32Array(length),
  };
  const nodeSeed = hashString(nodeId);
  for (let i = 0; i < length; i++) fillSpike(timeline, i, nodeSeed, timeline.times[i] ?? 0);
  return timeline;
}

export { DAY_MS, HOUR_MS, MINUTE_MS };
