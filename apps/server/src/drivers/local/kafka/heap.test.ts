import { describe, expect, it } from 'vitest';
import { heapMegabytes } from './heap.ts';

const ROOMY_HOST = 1_024 * 1_024; // 1 TiB: the table alone decides.

describe('heapMegabytes', () => {
  it.each([
    [2, 512],
    [4, 1_024],
    [8, 2_048],
    [16, 3_072],
    [32, 4_096],
    [64, 6_144],
    [512, 6_144],
  ])('a node size of %i GiB gets %i MiB on a roomy host', (memoryGiB, heap) => {
    expect(heapMegabytes(memoryGiB, ROOMY_HOST, 3)).toBe(heap);
  });

  it('never gives a node more than half its share of the host', () => {
    // 24 GiB for 3 nodes: 8 GiB each, of which half for the heap.
    expect(heapMegabytes(64, 24 * 1_024, 3)).toBe(4_096);
    expect(heapMegabytes(64, 24 * 1_024, 12)).toBe(1_024);
    expect(heapMegabytes(16, 6_000, 3)).toBe(1_000);
  });

  it('never gives less than 256 MiB, however small the host', () => {
    expect(heapMegabytes(2, 1_024, 6)).toBe(256);
    expect(heapMegabytes(2, 0, 3)).toBe(256);
  });

  it('counts no nodes as one', () => {
    expect(heapMegabytes(8, 2_048, 0)).toBe(1_024);
  });
});
