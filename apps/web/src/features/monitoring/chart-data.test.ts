import { metricDefinition, type MetricDefinition, type MonitoringResponse, metricCaption } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { chartData } from './chart-data.ts';
import { formatAxisValue, formatValue } from './format-value.ts';
import { timeTicks } from './time-range.ts';

const definition = (name: string): MetricDefinition => {
  const found = metricDefinition(name);
  if (found === undefined) throw new Error(`unknown metric ${name}`);
  return found;
};

const node = (n: number, payload: MonitoringResponse[number]['payload']): MonitoringResponse[number] => ({
  id: `0b3f7c5e-1a2b-4c3d-8e4f-5a6b7c8d9e0${n}`,
  rack: `rack-${n}`,
  publicIp: null,
  privateIp: `10.0.0.${n}`,
  payload,
});

const T0 = '2025-01-02T10:00:00.000Z';
const T1 = '2025-01-02T10:00:20.000Z';

describe('chartData', () => {
  it('names lines by node in the cluster view and merges the nodes’ instants into rows', () => {
    const cpu = definition('n::cpuUtilization');
    const data = chartData(
      [
        node(1, [{ metric: 'cpuUtilization', type: 'value', unit: '%', values: [{ time: T0, value: 10 }] }]),
        node(2, [
          {
            metric: 'cpuUtilization',
            type: 'value',
            unit: '%',
            values: [
              { time: T0, value: 20 },
              { time: T1, value: 30 },
            ],
          },
        ]),
      ],
      cpu,
    );
    expect(data.lines.map((l) => l.label)).toEqual(['10.0.0.1 (rack-1)', '10.0.0.2 (rack-2)']);
    expect(data.rows).toEqual([
      { time: Date.parse(T0), line0: 10, line1: 20 },
      { time: Date.parse(T1), line1: 30 },
    ]);
  });

  it('shows a latency of one node as its 95th and 99th percentiles, the 99th dashed', () => {
    const read = definition('n::clientRequestRead');
    const data = chartData(
      [
        node(1, [
          { metric: 'clientRequestRead', type: '95thPercentile', unit: 'us', values: [{ time: T0, value: 3 }] },
          { metric: 'clientRequestRead', type: '99thPercentile', unit: 'us', values: [{ time: T0, value: 9 }] },
          { metric: 'cpuUtilization', type: 'value', unit: '%', values: [{ time: T0, value: 50 }] },
        ]),
      ],
      read,
    );
    expect(data.lines.map(({ label, dashed }) => ({ label, dashed }))).toEqual([
      { label: '95th percentile', dashed: false },
      { label: '99th percentile', dashed: true },
    ]);
    expect(data.rows).toEqual([{ time: Date.parse(T0), line0: 3, line1: 9 }]);
  });

  it('has no lines when the metric has no points', () => {
    const data = chartData(
      [node(1, [{ metric: 'osLoad', type: 'value', unit: 'load', values: [] }])],
      definition('n::osLoad'),
    );
    expect(data).toEqual({ lines: [], rows: [] });
  });
});

describe('timeTicks', () => {
  it('falls on local midnights over a week', () => {
    const to = new Date(2025, 0, 9, 15, 30).getTime();
    const ticks = timeTicks('7d', { from: to - 7 * 86_400_000, to });
    expect(ticks).toHaveLength(7);
    for (const tick of ticks) expect(new Date(tick).getHours() * 60 + new Date(tick).getMinutes()).toBe(0);
  });

  it('falls every 10 minutes over an hour', () => {
    const to = new Date(2025, 0, 9, 15, 34).getTime();
    const ticks = timeTicks('1h', { from: to - 3_600_000, to });
    expect(ticks.map((t) => new Date(t).getMinutes())).toEqual([40, 50, 0, 10, 20, 30]);
  });
});

describe('formatValue', () => {
  it('writes each of the contract’s (Instaclustr’s) units as people read it', () => {
    expect(formatValue(42.123, '%')).toBe('42.12%');
    expect(formatValue(3 * 1024 * 1024, 'By/s')).toBe('3 MiB/s');
    expect(formatValue(1866.16, 'us')).toBe('1,866.16 µs');
    expect(formatValue(1250, '1/s')).toBe('1,250/s');
    expect(formatValue(3, '1')).toBe('3');
    expect(formatAxisValue(1_500_000, '1')).toMatch(/^1\.5\s?M$/);
  });

  it('names the unit in a chart’s caption, and none for plain numbers', () => {
    expect(metricCaption(definition('n::cpuUtilization'))).toBe('CPU utilisation (percentage)');
    expect(metricCaption(definition('n::clientRequestRead'))).toBe('Client read latency (µs)');
    expect(metricCaption(definition('n::reads'))).toBe('Reads (per second)');
    expect(metricCaption(definition('k::brokerTopicBytesIn'))).toBe('Bytes in (bytes per second)');
    expect(metricCaption(definition('n::osLoad'))).toBe('OS load');
  });
});
