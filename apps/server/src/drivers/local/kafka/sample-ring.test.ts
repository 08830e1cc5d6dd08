import { describe, expect, it } from 'vitest';
import { SampleRing, type PointsQuery } from './sample-ring.ts';

const row = (...values: number[]) => Float64Array.from(values);
const all = { fromMs: 0, toMs: 1_000, stepMs: 10, sinceMs: 0 } satisfies PointsQuery;

describe('SampleRing', () => {
  it('makes one point per step from the samples in it: mean, max or last', () => {
    const ring = new SampleRing(16, 3);
    ring.push(11, row(1, 5, 100));
    ring.push(15, row(3, 2, 101));
    ring.push(20, row(5, 4, 102));
    // 21..30 has none; 31..40 one.
    ring.push(33, row(7, 1, 103));
    const [mean, max, last] = ring.points(all, [
      { column: 0, aggregate: 'mean' },
      { column: 1, aggregate: 'max' },
      { column: 2, aggregate: 'last' },
    ]);
    expect(mean).toEqual([
      { timeMs: 20, value: 3 },
      { timeMs: 40, value: 7 },
    ]);
    expect(max).toEqual([
      { timeMs: 20, value: 5 },
      { timeMs: 40, value: 1 },
    ]);
    expect(last).toEqual([
      { timeMs: 20, value: 102 },
      { timeMs: 40, value: 103 },
    ]);
  });

  it('a sample without a reading in a column makes no point there, and counts in no mean', () => {
    const ring = new SampleRing(8, 2);
    ring.push(5, row(Number.NaN, 1));
    ring.push(15, row(4, Number.NaN));
    ring.push(16, row(Number.NaN, 2));
    const [a, b] = ring.points(all, [
      { column: 0, aggregate: 'mean' },
      { column: 1, aggregate: 'mean' },
    ]);
    expect(a).toEqual([{ timeMs: 20, value: 4 }]);
    expect(b).toEqual([
      { timeMs: 10, value: 1 },
      { timeMs: 20, value: 2 },
    ]);
  });

  it('keeps to the range (after from, up to to) and to the time the node has served', () => {
    const ring = new SampleRing(32, 1);
    for (let t = 5; t <= 95; t += 10) ring.push(t, row(t));
    const column = [{ column: 0, aggregate: 'last' as const }];
    // Points at 30..60: samples 25..55.
    expect(ring.points({ fromMs: 20, toMs: 60, stepMs: 10, sinceMs: 0 }, column)[0]?.map((p) => p.value)).toEqual([
      25, 35, 45, 55,
    ]);
    expect(ring.points({ ...all, sinceMs: 70 }, column)[0]?.map((p) => p.timeMs)).toEqual([80, 90, 100]);
    // A step of 30 takes its last sample of each 30 ms.
    expect(ring.points({ ...all, stepMs: 30 }, column)[0]).toEqual([
      { timeMs: 30, value: 25 },
      { timeMs: 60, value: 55 },
      { timeMs: 90, value: 85 },
      { timeMs: 120, value: 95 },
    ]);
    expect(ring.points({ fromMs: 200, toMs: 300, stepMs: 10, sinceMs: 0 }, column)).toEqual([[]]);
  });

  it('holds a fixed number of samples: the oldest go, the memory stays', () => {
    const ring = new SampleRing(4, 2);
    const bytes = ring.bytes;
    expect(bytes).toBe(4 * 3 * 8);
    for (let t = 1; t <= 10; t++) ring.push(t * 10, row(t, -t));
    expect(ring.size).toBe(4);
    expect(ring.written).toBe(10);
    expect(ring.bytes).toBe(bytes);
    const [values] = ring.points(all, [{ column: 0, aggregate: 'last' }]);
    expect(values).toEqual([7, 8, 9, 10].map((v) => ({ timeMs: v * 10, value: v })));
  });

  it('drops a sample not after the newest, so the samples stay in time order', () => {
    const ring = new SampleRing(4, 1);
    expect(ring.push(20, row(1))).toBe(true);
    expect(ring.push(20, row(2))).toBe(false);
    expect(ring.push(10, row(3))).toBe(false);
    expect(ring.points(all, [{ column: 0, aggregate: 'last' }])).toEqual([[{ timeMs: 20, value: 1 }]]);
    expect(() => ring.push(30, row(1, 2))).toThrow('A sample has 1 values, not 2');
  });
});
