import { availableParallelism } from 'node:os';
import { MONITORING_RANGES, metricsFor, type Application, type MonitoringResponse } from '@datadeck/contracts';
import { cpuBetween, sampleCpu, type CpuUse } from '../api/cpu.ts';
import type { Session } from '../api/client.ts';
import type { RunningServer } from '../api/server.ts';
import { keepAliveConnection } from './http.ts';
import { monitoringPath } from './requests.ts';
import type { ServerTimings } from './server-log.ts';
import { latencyOf, type Latency } from './stats.ts';

export interface MonitoredCluster {
  application: Application;
  id: string;
  nodes: number;
}

/** How the answer is asked for: as it is, or brotli as a browser asks (absent in older records: identity). */
export type MonitoringEncoding = 'identity' | 'br';

export interface MonitoringRun {
  application: Application;
  encoding?: MonitoringEncoding;
  path: string;
  /** The metrics asked for: every one of metricsFor(application). */
  metrics: string[];
  /** What the answer held. */
  nodes: number;
  seriesPerNode: number;
  pointsPerSeries: number;
  bytes: number;
  warmup: number;
  /** Every request went out on the one kept-alive socket. */
  oneConnection: boolean;
  /** Sent to last byte received, one request at a time on one kept-alive connection. */
  clientMs: Latency;
  /** Fastify's responseTime of the same requests, from the server's log. */
  serverMs: Latency;
  cpu: CpuUse;
}

/**
 * The cluster's monitoring over the last 7 days, every metric of its application, asked
 * `warmup` times (discarded) and then `requests` times, one after another on one connection.
 */
export async function measureMonitoring(
  server: RunningServer,
  session: Session,
  timings: ServerTimings,
  accountId: string,
  cluster: MonitoredCluster,
  options: { warmup: number; requests: number; encoding: MonitoringEncoding },
): Promise<MonitoringRun> {
  const metrics = metricsFor(cluster.application).map((m) => m.name);
  const to = Date.now();
  const from = to - MONITORING_RANGES['7d'];
  const path = monitoringPath(accountId, cluster.id, {
    metrics: metrics.join(','),
    from: String(from),
    to: String(to),
  });

  const check = await fetch(`${server.url}${path}`, { headers: { cookie: session.cookie } });
  const text = await check.text();
  if (!check.ok) throw new Error(`GET ${path} answered ${check.status}: ${text.slice(0, 300)}`);
  const answer = JSON.parse(text) as MonitoringResponse;
  const first = answer[0]?.payload ?? [];

  const connection = keepAliveConnection(server.url, { cookie: session.cookie, 'accept-encoding': options.encoding });
  try {
    for (let i = 0; i < options.warmup; i++) await connection.get(path);
    const latencies: number[] = [];
    let oneConnection = true;
    timings.start();
    const before = sampleCpu(server.pid);
    for (let i = 0; i < options.requests; i++) {
      const response = await connection.get(path);
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status} under measurement`);
      if ((response.encoding ?? 'identity') !== options.encoding) {
        throw new Error(
          `GET ${path} answered in ${response.encoding ?? 'identity'}, not the ${options.encoding} asked for`,
        );
      }
      oneConnection &&= response.reusedSocket;
      latencies.push(response.ms);
    }
    const after = sampleCpu(server.pid);
    const serverTimes = await timings.stop(path, options.requests);
    return {
      application: cluster.application,
      encoding: options.encoding,
      path,
      metrics,
      nodes: answer.length,
      seriesPerNode: first.length,
      pointsPerSeries: first[0]?.values.length ?? 0,
      bytes: Buffer.byteLength(text),
      warmup: options.warmup,
      oneConnection,
      clientMs: latencyOf(latencies),
      serverMs: latencyOf(serverTimes),
      cpu: cpuBetween(before, after, options.requests, availableParallelism()),
    };
  } finally {
    connection.close();
  }
}
