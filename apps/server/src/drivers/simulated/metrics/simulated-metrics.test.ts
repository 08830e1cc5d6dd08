import {
  LIMITS,
  METRICS,
  metricsFor,
  monitoringStepMs,
  type Application,
  type MetricSeries,
  type NodeRole,
} from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import type { MetricsRequest } from '../../driver.ts';
import { simulatedMetrics } from './simulated-metrics.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.parse('2026-11-22T12:00:00Z');
const NODE = '6f1c1c1e-2b7a-4c55-9a8e-3d1f0b9c2a11';

function request(values: Partial<Omit<MetricsRequest, 'node'>> & { node?: Partial<MetricsRequest['node']> } = {}) {
  const application: Application = values.application ?? 'APACHE_CASSANDRA';
  const fromMs = values.fromMs ?? now - HOUR;
  const toMs = values.toMs ?? now;
  return {
    application,
    runningSince: new Date(now - 30 * DAY),
    metrics: metricsFor(application),
    fromMs,
    toMs,
    stepMs: monitoringStepMs(fromMs, toMs),
    ...values,
    node: { id: NODE, nodeSize: 'CAS-PRD-r7g.large-400', nodeRoles: ['CASSANDRA'] as NodeRole[], ...values.node },
  } satisfies MetricsRequest;
}

const series = (payload: MetricSeries[], metric: string, type = 'value') => {
  const found = payload.find((s) => s.metric === metric && s.type === type);
  if (!found) throw new Error(`no ${metric} ${type}`);
  return found.values;
};

describe('simulated metrics: determinism', () => {
  it('gives identical output for identical input', () => {
    expect(simulatedMetrics(request())).toEqual(simulatedMetrics(request()));
  });

  it('differs between nodes', () => {
    const one = series(simulatedMetrics(request()), 'cpuUtilization');
    const other = series(
      simulatedMetrics(request({ node: { id: '0c7b3a52-8d7e-4f0e-b1d6-5a9c2e4f6b80' } })),
      'cpuUtilization',
    );
    expect(one.map((p) => p.time)).toEqual(other.map((p) => p.time));
    expect(one.map((p) => p.value)).not.toEqual(other.map((p) => p.value));
  });

  it('answers a sub-range with the slice of a larger range at the same step', () => {
    const stepMs = LIMITS.monitoringResolutionMs;
    const whole = simulatedMetrics(request({ fromMs: now - 6 * HOUR, toMs: now, stepMs }));
    const part = simulatedMetrics(request({ fromMs: now - 4 * HOUR + 7_000, toMs: now - 2 * HOUR, stepMs }));
    for (const [i, s] of part.entries()) {
      const values = whole[i]?.values ?? [];
      const start = values.findIndex((p) => p.time === s.values[0]?.time);
      expect(start).toBeGreaterThan(0);
      expect(s.values).toEqual(values.slice(start, start + s.values.length));
    }
  });

  it('gives an instant the same value at any step', () => {
    const fine = simulatedMetrics(request({ fromMs: now - HOUR, toMs: now }));
    const week = simulatedMetrics(request({ fromMs: now - 7 * DAY, toMs: now }));
    for (const [i, s] of week.entries()) {
      // `now` is a multiple of both steps, the last point of both ranges.
      expect(s.values.at(-1)).toEqual(fine[i]?.values.at(-1));
    }
  });
});

describe('simulated metrics: shape', () => {
  it('answers one series per metric and statistic type, with short names and units', () => {
    const payload = simulatedMetrics(request());
    expect(payload.map((s) => `${s.metric}/${s.type}/${s.unit}`)).toEqual([
      'cpuUtilization/value/%',
      'osLoad/value/1',
      'diskUtilization/value/%',
      'reads/value/1/s',
      'writes/value/1/s',
      'clientRequestRead/95thPercentile/us',
      'clientRequestRead/99thPercentile/us',
      'clientRequestWrite/95thPercentile/us',
      'clientRequestWrite/99thPercentile/us',
      'compactions/value/1',
    ]);
  });

  it('places points on the step after `from`, up to `to`, none before the node ran', () => {
    const fromMs = now - HOUR + 5_000;
    const values = series(simulatedMetrics(request({ fromMs, toMs: now, stepMs: 20_000 })), 'cpuUtilization');
    const times = values.map((p) => Date.parse(p.time));
    expect(times[0]).toBe(now - HOUR + 20_000);
    expect(times.at(-1)).toBe(now);
    expect(times.every((t, i) => i === 0 || t - (times[i - 1] ?? 0) === 20_000)).toBe(true);

    const late = series(simulatedMetrics(request({ runningSince: new Date(now - 10 * 60_000) })), 'cpuUtilization');
    expect(late).toHaveLength(31);
    expect(late[0]?.time).toBe(new Date(now - 10 * 60_000).toISOString());
  });

  it('keeps a week within the point limit', () => {
    for (const s of simulatedMetrics(request({ fromMs: now - 7 * DAY }))) {
      expect(s.values.length).toBeLessThanOrEqual(LIMITS.monitoringMaxPoints);
      expect(s.values.length).toBeGreaterThan(LIMITS.monitoringMaxPoints - 2);
    }
  });
});

/** A week of every metric of the application at one-minute steps. */
const week = (application: Application, node: Partial<MetricsRequest['node']> = {}) =>
  simulatedMetrics(request({ application, fromMs: now - 7 * DAY, toMs: now, stepMs: 60_000, node }));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('simulated metrics: values', () => {
  it('keeps percentages within 0 to 100 and everything non-negative', () => {
    const all = [
      ...week('APACHE_CASSANDRA'),
      ...week('KAFKA', { nodeRoles: ['KAFKA_BROKER'] }),
      ...week('OPENSEARCH', { nodeRoles: ['OPENSEARCH_DATA'] }),
    ];
    const outOfRange = all.flatMap((s) =>
      s.values
        .filter(({ value }) => !Number.isFinite(value) || value < 0 || (s.unit === '%' && value > 100))
        .map(({ value, time }) => `${s.metric} ${time} ${value}`),
    );
    expect(outOfRange).toEqual([]);
  });

  it('puts the 99th percentile latency above the 95th at every point', () => {
    const payload = week('APACHE_CASSANDRA');
    for (const metric of ['clientRequestRead', 'clientRequestWrite']) {
      const p95 = series(payload, metric, '95thPercentile');
      const p99 = series(payload, metric, '99thPercentile');
      expect(p95.filter((point, i) => !((p99[i]?.value ?? 0) > point.value))).toEqual([]);
    }
  });

  it('follows the day and has spikes now and then', () => {
    const cpu = series(week('APACHE_CASSANDRA'), 'cpuUtilization').map((p) => p.value);
    const sorted = cpu.toSorted((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const highest = sorted.at(-1) ?? 0;
    expect(highest).toBeGreaterThan(median * 1.8);
    // Spikes are rare: most of the week is near the daily pattern.
    expect(cpu.filter((v) => v > median * 1.8).length).toBeLessThan(cpu.length * 0.1);
  });

  it('grows disk utilisation slowly and documents steadily', () => {
    const disk = series(week('APACHE_CASSANDRA'), 'diskUtilization').map((p) => p.value);
    expect(mean(disk.slice(-1440))).toBeGreaterThan(mean(disk.slice(0, 1440)));
    const documents = series(week('OPENSEARCH', { nodeRoles: ['OPENSEARCH_DATA'] }), 'documentCount').map(
      (p) => p.value,
    );
    expect(documents.filter((count, i) => i > 0 && count < (documents[i - 1] ?? 0))).toEqual([]);
    expect(documents.at(-1)).toBeGreaterThan(documents[0] ?? 0);
  });

  it('reports no traffic on OpenSearch nodes without data', () => {
    const manager = week('OPENSEARCH', { nodeRoles: ['OPENSEARCH_CLUSTER_MANAGER'] });
    expect(series(manager, 'searchRate').every((p) => p.value === 0)).toBe(true);
    expect(series(manager, 'cpuUtilization').some((p) => p.value > 0)).toBe(true);
  });

  it('counts one active controller on the controller and none elsewhere', () => {
    const controller = series(
      week('KAFKA', { nodeRoles: ['KAFKA_BROKER', 'KAFKA_CONTROLLER'], activeController: true }),
      'activeControllerCount',
    );
    const broker = series(
      week('KAFKA', { nodeRoles: ['KAFKA_BROKER'], activeController: false }),
      'activeControllerCount',
    );
    expect(controller.every((p) => p.value === 1)).toBe(true);
    expect(broker.every((p) => p.value === 0)).toBe(true);
  });

  it('has offline partitions almost never', () => {
    const offline = series(week('KAFKA', { nodeRoles: ['KAFKA_BROKER'] }), 'offlinePartitions');
    expect(offline.filter((p) => p.value === 0).length).toBeGreaterThan(offline.length * 0.98);
    expect(offline.every((p) => Number.isInteger(p.value))).toBe(true);
  });

  it('produces a series for every metric of the contracts', () => {
    const payload = simulatedMetrics(request({ metrics: METRICS }));
    expect(payload.length).toBe(METRICS.reduce((n, m) => n + m.types.length, 0));
  });
});

describe('simulated metrics: remembered answers', () => {
  it('answers a range asked again within the same step from memory, unchanged', () => {
    const lastWeek = request({ fromMs: now - 7 * DAY, toMs: now });
    const first = simulatedMetrics(lastWeek);
    // Seconds later, still inside the same 7-day step: the same points, not generated again.
    const again = simulatedMetrics({ ...lastWeek, fromMs: lastWeek.fromMs + 5_000, toMs: lastWeek.toMs + 5_000 });
    expect(again).toBe(first);
    expect(again).toEqual(structuredClone(first));
  });

  it('generates afresh once the next step begins, and for another node', () => {
    const lastWeek = request({ fromMs: now - 7 * DAY, toMs: now });
    const first = simulatedMetrics(lastWeek);
    const nextStep = simulatedMetrics({
      ...lastWeek,
      fromMs: lastWeek.fromMs + lastWeek.stepMs,
      toMs: lastWeek.toMs + lastWeek.stepMs,
    });
    expect(nextStep).not.toBe(first);
    expect(series(nextStep, 'cpuUtilization')[0]).toEqual(series(first, 'cpuUtilization')[1]);
    const other = simulatedMetrics({ ...lastWeek, node: { ...lastWeek.node, id: crypto.randomUUID() } });
    expect(series(other, 'cpuUtilization')).not.toEqual(series(first, 'cpuUtilization'));
  });
});
