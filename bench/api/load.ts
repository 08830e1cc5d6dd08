import autocannon from 'autocannon';
import { cpuBetween, sampleCpu, type CpuUse } from './cpu.ts';

export interface LoadTarget {
  name: string;
  /** Path and query, e.g. /healthz. */
  path: string;
}

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  headers: Record<string, string>;
  /** The process serving the requests, for the CPU split. */
  serverPid: number;
  cores: number;
}

export interface LoadResult {
  name: string;
  path: string;
  connections: number;
  seconds: number;
  /** 2xx responses per second over the measured window. */
  rps: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Milliseconds, from every 2xx response's own latency (not autocannon's whole-ms histogram). */
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  cpu: CpuUse;
}

/** The q-quantile (nearest rank) of ascending values. */
export function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Warms the target up (results discarded), then measures it. */
export async function measure(baseUrl: string, target: LoadTarget, settings: LoadSettings): Promise<LoadResult> {
  const options = {
    url: `${baseUrl}${target.path}`,
    connections: settings.connections,
    headers: settings.headers,
    timeout: 10,
  };
  if (settings.warmupSeconds > 0) await autocannon({ ...options, duration: settings.warmupSeconds });

  const latencies: number[] = [];
  const before = sampleCpu(settings.serverPid);
  const run = autocannon({ ...options, duration: settings.seconds });
  run.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await run;
  const after = sampleCpu(settings.serverPid);

  const sorted = Float64Array.from(latencies).toSorted();
  const ok = result['2xx'];
  const sum = latencies.reduce((total, value) => total + value, 0);
  return {
    name: target.name,
    path: target.path,
    connections: settings.connections,
    seconds: result.duration,
    rps: ok / result.duration,
    ok,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
      p50: quantile(sorted, 0.5),
      p90: quantile(sorted, 0.9),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
    },
    cpu: cpuBetween(before, after, ok + result.non2xx, settings.cores),
  };
}
