import { pbkdf2Sync } from 'node:crypto';
import { readFileSync } from 'node:fs';

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

/** The machine's CPU counters (/proc/stat, in ticks): total and steal, to difference over a run. */
export interface CpuTicks {
  total: number;
  steal: number;
}

export function cpuTicks(): CpuTicks {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1, 9).map(Number);
  return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
}

/** The share of CPU time the hypervisor took away between two readings, in %. */
export const stealPercent = (before: CpuTicks, after: CpuTicks): number =>
  after.total > before.total ? (100 * (after.steal - before.steal)) / (after.total - before.total) : 0;
