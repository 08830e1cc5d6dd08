import { quantile } from '../api/load.ts';

export interface Latency {
  count: number;
  mean: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Mean, nearest-rank percentiles and maximum of some milliseconds (NaN when there are none). */
export function latencyOf(values: readonly number[]): Latency {
  const sorted = Float64Array.from(values).toSorted();
  return {
    count: sorted.length,
    mean: sorted.length > 0 ? values.reduce((total, value) => total + value, 0) / sorted.length : Number.NaN,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
