import { appliesTo, metricDefinition, METRICS, type MetricDefinition } from '@datadeck/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { MetricsRequest } from '../../driver.ts';
import { localMetrics } from './local-metrics.ts';
import { CHANNEL_KEYS, channelIndex, type NodeSample } from './metrics.ts';
import { kafkaSampler, type KafkaSampler } from './sampler.ts';

/** A sample of every channel: bytes in 1234.5678 per second, the node the active controller. */
function reading(): NodeSample {
  const values = new Float64Array(CHANNEL_KEYS.length).fill(Number.NaN);
  values[channelIndex('bytesIn')] = 1234.5678;
  values[channelIndex('activeControllerCount')] = 1;
  values[channelIndex('isrExpandsCount')] = 7;
  return { ok: true, values };
}

const STEP_MS = 20;
/** A minute of samples: 3,000 rows at this step. */
const RETENTION_MS = 60_000;
let sampler: KafkaSampler | undefined;
afterEach(() => sampler?.stop());

async function samplesOf(s: KafkaSampler, nodeId: string, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((s.ring(nodeId)?.size ?? 0) < count) {
    if (Date.now() > deadline) throw new Error(`No ${count} samples: ${s.lastError(nodeId)}`);
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
}

const definitions = (...names: string[]): MetricDefinition[] =>
  names.map((n) => {
    const definition = metricDefinition(n);
    if (!definition) throw new Error(`No metric ${n}`);
    return definition;
  });

function request(metrics: MetricDefinition[], extra: Partial<MetricsRequest> = {}): MetricsRequest {
  const now = Date.now();
  return {
    application: 'KAFKA',
    node: { id: 'node-1', nodeSize: 'local', nodeRoles: ['KAFKA_BROKER'] },
    runningSince: new Date(0),
    metrics,
    fromMs: now - 60_000,
    toMs: now,
    stepMs: STEP_MS,
    ...extra,
  };
}

describe('localMetrics', () => {
  it('answers every requested type from the samples, in the definitions units and decimals', async () => {
    sampler = kafkaSampler({ stepMs: STEP_MS, retentionMs: RETENTION_MS, read: async () => reading() });
    sampler.track({ id: 'node-1', jolokiaPort: 1, dataDir: '/' });
    await samplesOf(sampler, 'node-1', 3);
    const ask = () =>
      localMetrics(sampler as KafkaSampler)(
        request(definitions('k::brokerTopicBytesIn', 'k::activeControllerCount', 'k::isrExpandRate')),
      );
    // A timer late on a busy host puts two samples in one step (one point): ask until three steps have one.
    let answer = await ask();
    const deadline = Date.now() + 10_000;
    while ((answer[0]?.values.length ?? 0) < 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, STEP_MS));
      answer = await ask();
    }
    expect(answer.map((s) => [s.metric, s.type, s.unit])).toEqual([
      ['brokerTopicBytesIn', 'value', 'By/s'],
      ['activeControllerCount', 'value', '1'],
      ['isrExpandRate', 'count', '1'],
      ['isrExpandRate', 'one_minute_rate', '1'],
      ['isrExpandRate', 'mean_rate', '1'],
    ]);
    expect(answer[0]?.values.length).toBeGreaterThanOrEqual(3);
    expect(new Set(answer[0]?.values.map((p) => p.value))).toEqual(new Set([1234.6]));
    expect(answer[1]?.values.every((p) => p.value === 1)).toBe(true);
    expect(answer[2]?.values.every((p) => p.value === 7)).toBe(true);
    // No reading of that channel in any sample: no point.
    expect(answer[3]?.values).toEqual([]);
    for (const p of answer[0]?.values ?? []) expect(Date.parse(p.time) % STEP_MS).toBe(0);
  });

  it('answers what the engine does not give with no points, and so for a node it does not sample', async () => {
    sampler = kafkaSampler({ stepMs: STEP_MS, retentionMs: RETENTION_MS, read: async () => reading() });
    sampler.track({ id: 'node-1', jolokiaPort: 1, dataDir: '/' });
    await samplesOf(sampler, 'node-1', 1);
    const metrics = localMetrics(sampler);
    const kafka = METRICS.filter((m) => appliesTo(m, 'KAFKA'));

    const sla = await metrics(request(definitions('k::slaProducerLatencyMs', 'k::leaderElectionRate')));
    expect(sla.map((s) => s.type)).toEqual([
      'average',
      'max',
      'count',
      'one_minute_rate',
      'mean_rate',
      'average',
      'max',
    ]);
    expect(sla.every((s) => s.values.length === 0)).toBe(true);

    const other = await metrics(request(kafka, { node: { id: 'node-2', nodeSize: 'local', nodeRoles: [] } }));
    expect(other).toHaveLength(kafka.reduce((n, m) => n + m.types.length, 0));
    expect(other.every((s) => s.values.length === 0)).toBe(true);

    // Samples from before the node served do not count.
    const later = await metrics(request(kafka, { runningSince: new Date(Date.now() + 60_000) }));
    expect(later.every((s) => s.values.length === 0)).toBe(true);

    sampler.untrack('node-1');
    const untracked = await metrics(request(definitions('k::brokerTopicBytesIn')));
    expect(untracked[0]?.values).toEqual([]);
  });

  it('keeps sampling whatever one read does, and a failed read leaves no sample', async () => {
    let reads = 0;
    sampler = kafkaSampler({
      stepMs: STEP_MS,
      retentionMs: RETENTION_MS,
      read: async () => {
        reads++;
        if (reads === 1) throw new Error('agent crashed');
        if (reads === 2) return { ok: false, message: 'connection refused' };
        return reading();
      },
    });
    sampler.track({ id: 'node-1', jolokiaPort: 1, dataDir: '/' });
    await samplesOf(sampler, 'node-1', 1);
    // The two failed reads wrote nothing (a read may be under way beside the ones counted).
    const written = sampler.ring('node-1')?.written ?? 0;
    expect(written).toBeGreaterThanOrEqual(1);
    expect(written).toBeLessThanOrEqual(reads - 2);
    expect(sampler.bytesPerNode).toBe((RETENTION_MS / STEP_MS) * (CHANNEL_KEYS.length + 1) * 8);
    expect(sampler.ring('node-1')?.bytes).toBe(sampler.bytesPerNode);
  });
});
