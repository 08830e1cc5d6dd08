import { monitoringResponseSchema, type MetricSeries } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { answerCache, type NodeAnswer } from './answer-cache.ts';

const series = (value: number, time = '2026-01-01T00:00:00.000Z'): MetricSeries[] => [
  { metric: 'cpuUtilization', type: 'value', unit: '%', values: [{ value, time }] },
];

const node = (id: number, payload: MetricSeries[], publicIp: string | null = null): NodeAnswer => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  rack: 'us-east-1a',
  publicIp,
  privateIp: `10.0.0.${id}`,
  payload,
});

const parsed = (answer: { json: Buffer }) => monitoringResponseSchema.parse(JSON.parse(answer.json.toString()));

describe('answerCache', () => {
  it('writes the answer as the contract has it, with only its fields', () => {
    const nodes = [node(1, series(1.5)), node(2, series(2), '54.0.0.2')];
    const extra = { ...node(3, series(3)), secret: 'not in the contract' };
    const answer = answerCache().answer([...nodes, extra]);
    expect(parsed(answer)).toEqual([...nodes, node(3, series(3))]);
    expect(answer.json.toString()).not.toContain('secret');
  });

  it('gives the answer kept while the nodes and their payloads are the same ones', () => {
    const cache = answerCache();
    const payloads = [series(1), series(2)];
    const first = cache.answer([node(1, payloads[0] ?? []), node(2, payloads[1] ?? [])]);
    // New node objects, the same fields and the same arrays from the driver.
    const again = cache.answer([node(1, payloads[0] ?? []), node(2, payloads[1] ?? [])]);
    expect(again).toBe(first);
    expect(cache.size).toBe(1);
  });

  it('writes a new answer when a node is added, a field changes or the driver gives new points', () => {
    const cache = answerCache();
    const payload = series(1);
    const base = cache.answer([node(1, payload)]);
    const added = cache.answer([node(1, payload), node(2, series(2))]);
    expect(parsed(added).map((n) => n.id)).toEqual([node(1, []).id, node(2, []).id]);
    const withIp = cache.answer([node(1, payload, '54.0.0.1')]);
    expect(parsed(withIp)[0]?.publicIp).toBe('54.0.0.1');
    // The next step: the driver answers a new array, even with equal points.
    const moved = cache.answer([node(1, series(1))]);
    for (const other of [added, withIp, moved]) expect(other).not.toBe(base);
    expect(cache.answer([node(1, payload)])).toBe(base);
  });

  it('keeps at most its number of answers and bytes, the least recently used going first', () => {
    const cache = answerCache({ answers: 2, bytes: 10_000 });
    const [a, b, c] = [series(1), series(2), series(3)];
    const first = cache.answer([node(1, a)]);
    const second = cache.answer([node(1, b)]);
    expect(cache.answer([node(1, a)])).toBe(first);
    cache.answer([node(1, c)]);
    expect(cache.size).toBe(2);
    // a was used after b, so b went.
    expect(cache.answer([node(1, a)])).toBe(first);
    expect(cache.answer([node(1, b)])).not.toBe(second);

    const small = answerCache({ answers: 8, bytes: 100 });
    const big = [node(1, series(1)), node(2, series(2))];
    expect(small.answer(big)).not.toBe(small.answer(big));
    expect(small.size).toBe(0);
  });
});
