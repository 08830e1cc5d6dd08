import { pbkdf2Sync } from 'node:crypto';
import type { MachineTicks } from '../api/cpu.ts';

/**
 * How fast this machine is at the moment, so runs of different days can be compared: the same
 * 2-core VM ran the same tree's vitest phase in 5:00 one morning and 7:10 the next, with steal
 * time near zero both times (a noisy host shows as slower cores, not as steal).
 *
 * The reference is a fixed single-core workload (PBKDF2-SHA512, 400,000 rounds), the median of
 * three, timed right before each `npm test`. Lower is faster.
 */
export function referenceSeconds(): number {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    pbkdf2Sync('datadeck', 'machine-speed', 400_000, 64, 'sha512');
    return (performance.now() - started) / 1000;
  });
  return times.toSorted((a, b) => a - b)[1] ?? Number.NaN;
}

/** The share of CPU time the hypervisor took away between two readings, in %. */
export const stealPercent = (before: MachineTicks, after: MachineTicks): number =>
  after.total > before.total ? (100 * (after.steal - before.steal)) / (after.total - before.total) : 0;
