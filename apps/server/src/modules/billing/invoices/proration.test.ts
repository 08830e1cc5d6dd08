import { describe, expect, it } from 'vitest';
import {
  type ChargeRun,
  dailyCosts,
  gstCents,
  monthCharges,
  monthSpan,
  previousMonth,
  proratedCents,
} from './proration.ts';

const DAY = 86_400_000;
const at = (iso: string) => Date.parse(iso);

function run(values: Partial<ChargeRun> & Pick<ChargeRun, 'startMs'>): ChargeRun {
  return {
    clusterId: 'c1',
    name: 'one',
    endMs: null,
    nodeSize: 'CAS-PRD-r7g.large-800',
    nodes: 1,
    monthlyPriceCents: 3000,
    ...values,
  };
}

describe('months', () => {
  it.each([
    ['2026-11', 30],
    ['2026-12', 31],
    ['2026-02', 28],
    ['2028-02', 29], // leap year
    ['2000-02', 29], // divisible by 400
  ])('%s has %i days', (month, days) => {
    const span = monthSpan(month);
    expect((span.endMs - span.startMs) / DAY).toBe(days);
    expect(new Date(span.startMs).toISOString()).toBe(`${month}-01T00:00:00.000Z`);
  });

  it.each([
    ['2026-11', '2026-10'],
    ['2026-01', '2025-12'],
    ['2028-03', '2028-02'],
  ])('the month before %s is %s', (month, before) => expect(previousMonth(month)).toBe(before));
});

describe('rounding: once per line, half up, in exact integers', () => {
  it.each([
    // nodes, monthly cents, ran (days), month (days), cents
    [1, 100, 10, 30, 33], // a third: 33.33
    [2, 100, 10, 30, 67], // two thirds: 66.67
    [1, 1, 15, 30, 1], // exactly half rounds up
    [1, 1, 14, 30, 0], // 0.47
    [3, 3000, 30, 30, 9000], // the whole month is nodes × price
    [1, 2900, 15, 29, 1500], // leap February
    [100, 999_999, 31, 31, 99_999_900], // large numbers stay exact
  ])('%i node(s) at %i¢ for %i of %i days is %i¢', (nodes, price, days, monthDays, cents) => {
    expect(proratedCents(nodes, price, days * DAY, monthDays * DAY)).toBe(cents);
  });

  it.each([
    [1000, true, 100],
    [1001, true, 100], // 100.1
    [1005, true, 101], // 100.5, half up
    [1005, false, null],
    [0, true, 0],
  ])('GST of %i¢ (applies: %s) is %s', (subtotal, applies, gst) => {
    expect(gstCents(subtotal, applies)).toBe(gst);
  });
});

describe("a month's charges", () => {
  const month = '2026-11'; // 30 days

  it('charges a cluster created mid-month from its creation to the end of the month', () => {
    const charges = monthCharges([run({ startMs: at('2026-11-16T00:00:00Z') })], month);
    expect(charges.clusters).toEqual([
      {
        clusterId: 'c1',
        name: 'one',
        amountCents: 1500,
        lines: [{ nodeSize: 'CAS-PRD-r7g.large-800', nodes: 1, monthlyPriceCents: 3000, days: 15, amountCents: 1500 }],
      },
    ]);
    expect(charges.subtotalCents).toBe(1500);
  });

  it('charges a cluster deleted mid-month up to its deletion', () => {
    const charges = monthCharges(
      [run({ startMs: at('2026-10-01T00:00:00Z'), endMs: at('2026-11-11T00:00:00Z'), nodes: 3 })],
      month,
    );
    expect(charges.clusters[0]?.lines[0]).toMatchObject({ nodes: 3, days: 10, amountCents: 3000 });
  });

  it('charges part days by the time run, and shows days to two decimals', () => {
    const charges = monthCharges([run({ startMs: at('2026-11-30T16:00:00Z') })], month);
    expect(charges.clusters[0]?.lines[0]).toMatchObject({ days: 0.33, amountCents: 33 });
  });

  it('charges nothing for clusters outside the month, and a month without clusters is empty', () => {
    const outside = [
      run({ clusterId: 'before', startMs: at('2026-09-01T00:00:00Z'), endMs: at('2026-11-01T00:00:00Z') }),
      run({ clusterId: 'after', startMs: at('2026-12-01T00:00:00Z') }),
    ];
    expect(monthCharges(outside, month)).toEqual({ clusters: [], byNodeSize: [], subtotalCents: 0 });
    expect(monthCharges([], month)).toEqual({ clusters: [], byNodeSize: [], subtotalCents: 0 });
  });

  it('makes one line of the nodes of one size and price, and totals node sizes across clusters', () => {
    const start = at('2026-11-01T00:00:00Z');
    const charges = monthCharges(
      [
        run({ startMs: start, nodes: 2 }),
        run({ startMs: start, nodes: 1 }), // a second data centre, same size and price
        run({ startMs: start, nodeSize: 'KFK-PRD-m7g.large-500', monthlyPriceCents: 1000 }),
        run({ clusterId: 'c2', name: 'two', startMs: at('2026-11-21T00:00:00Z'), nodes: 3 }),
      ],
      month,
    );
    expect(charges.clusters.map((c) => [c.name, c.lines.map((l) => [l.nodeSize, l.nodes]), c.amountCents])).toEqual([
      [
        'one',
        [
          ['CAS-PRD-r7g.large-800', 3],
          ['KFK-PRD-m7g.large-500', 1],
        ],
        10_000,
      ],
      ['two', [['CAS-PRD-r7g.large-800', 3]], 3000],
    ]);
    expect(charges.byNodeSize).toEqual([
      { nodeSize: 'CAS-PRD-r7g.large-800', nodes: 6, amountCents: 12_000 },
      { nodeSize: 'KFK-PRD-m7g.large-500', nodes: 1, amountCents: 1000 },
    ]);
    expect(charges.subtotalCents).toBe(13_000);
  });

  it('adds up rounded lines, so the subtotal is what the lines show', () => {
    // Three clusters of a third each: 33 + 33 + 33, not round(100).
    const third = { startMs: at('2026-11-21T00:00:00Z'), monthlyPriceCents: 100 };
    const charges = monthCharges(
      ['a', 'b', 'c'].map((id) => run({ ...third, clusterId: id, name: id })),
      month,
    );
    expect(charges.subtotalCents).toBe(99);
  });
});

describe('the daily series', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('has 30 days ending today, oldest first', () => {
    const series = dailyCosts([], now, 30);
    expect(series).toHaveLength(30);
    expect(series[0]?.date).toBe('2026-10-24');
    expect(series.at(-1)?.date).toBe('2026-11-22');
    expect(series.every((day) => day.amountCents === 0)).toBe(true);
  });

  it("prices each day as its month's share: a 31st in October, a 30th in November", () => {
    const series = dailyCosts([run({ startMs: at('2026-01-01T00:00:00Z'), monthlyPriceCents: 9300 })], now, 30);
    const byDate = Object.fromEntries(series.map((d) => [d.date, d.amountCents]));
    expect(byDate['2026-10-31']).toBe(300);
    expect(byDate['2026-11-01']).toBe(310);
    expect(byDate['2026-11-22']).toBe(310); // today in full: the estimate
  });

  it('charges the part of a day a cluster ran, and nothing before or after', () => {
    const series = dailyCosts(
      [run({ startMs: at('2026-11-10T12:00:00Z'), endMs: at('2026-11-12T06:00:00Z') })],
      now,
      30,
    );
    const byDate = Object.fromEntries(series.map((d) => [d.date, d.amountCents]));
    expect(byDate['2026-11-09']).toBe(0);
    expect(byDate['2026-11-10']).toBe(50);
    expect(byDate['2026-11-11']).toBe(100);
    expect(byDate['2026-11-12']).toBe(25);
    expect(byDate['2026-11-13']).toBe(0);
  });

  it('charges a run within one day by its length', () => {
    const series = dailyCosts(
      [run({ startMs: at('2026-11-20T06:00:00Z'), endMs: at('2026-11-20T12:00:00Z'), nodes: 2 })],
      now,
      30,
    );
    expect(series.find((d) => d.date === '2026-11-20')?.amountCents).toBe(50);
    expect(series.reduce((sum, d) => sum + d.amountCents, 0)).toBe(50);
  });

  it("sums many clusters per day before rounding the day's cost once", () => {
    const runs = Array.from({ length: 3 }, (_, i) =>
      run({ clusterId: `c${i}`, startMs: at('2026-01-01T00:00:00Z'), monthlyPriceCents: 10 }),
    );
    // Each is 10/30 = 0.33¢ a day; the three together 1¢.
    expect(dailyCosts(runs, now, 30).at(-1)?.amountCents).toBe(1);
  });
});
