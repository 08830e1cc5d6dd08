import { availableParallelism } from 'node:os';
import autocannon, { type RequestSpec } from 'autocannon';
import { api, CSRF_HEADER } from '@datadeck/contracts';
import type { Session } from '../api/client.ts';
import { cpuBetween, sampleCpu, type CpuUse } from '../api/cpu.ts';
import type { PostgresDatabase } from '../api/database.ts';
import type { RunningServer } from '../api/server.ts';
import { cassandraBody, createPath } from './requests.ts';
import { latencyOf, sleep, type Latency } from './stats.ts';

export interface CreateRun {
  name: string;
  /** JOBS of the server: with it on, each create also queues the engine's first look (pg-boss). */
  jobs: boolean;
  connections: number;
  seconds: number;
  /** 202 answers per second over the measured window. */
  rps: number;
  ok: number;
  /** Answers other than 202, by status, and transport errors and timeouts. */
  others: Record<string, number>;
  errors: number;
  timeouts: number;
  latencyMs: Latency;
  /** Statuses of the clusters created in the measured window when it ended (the engine's backlog). */
  statuses: Record<string, number>;
  cpu: CpuUse;
}

export interface CreateSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  nodes: number;
}

/**
 * POST create (Cassandra, `nodes` nodes, a unique name per request) on `connections`
 * connections: each request validates the body against the catalogue, inserts a cluster, its
 * data centre, its nodes and its first event in one transaction, and queues a job.
 */
export async function measureCreates(
  server: RunningServer,
  session: Session,
  database: PostgresDatabase,
  accountId: string,
  run: { name: string; jobs: boolean; prefix: string },
  settings: CreateSettings,
): Promise<CreateRun> {
  let next = 0;
  const requests = (prefix: string): RequestSpec[] => [
    {
      method: 'POST',
      path: createPath(api.clusters.createCassandra, accountId),
      headers: { 'content-type': 'application/json', cookie: session.cookie, [CSRF_HEADER]: session.csrfToken },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify(cassandraBody(`${prefix}-${(next++).toString(36)}`, settings.nodes)),
      }),
    },
  ];
  const options = { url: server.url, connections: settings.connections, timeout: 10 };
  if (settings.warmupSeconds > 0)
    await autocannon({ ...options, duration: settings.warmupSeconds, requests: requests(`${run.prefix}w`) });

  const measuredPrefix = `${run.prefix}m`;
  const latencies: number[] = [];
  const others: Record<string, number> = {};
  const before = sampleCpu(server.pid);
  const instance = autocannon({ ...options, duration: settings.seconds, requests: requests(measuredPrefix) });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 202) latencies.push(responseTime);
    else others[String(statusCode)] = (others[String(statusCode)] ?? 0) + 1;
  });
  const result = await instance;
  const after = sampleCpu(server.pid);
  const exit = server.exitReason?.() ?? null;
  if (exit !== null) throw new Error(`the server exited during "${run.name}": ${exit}`);
  // autocannon drops its connections at the end with requests still in the server: let them finish.
  await sleep(1_000);

  const { rows } = await database.pool.query<{ status: string; count: string }>(
    `select status, count(*) from clusters where account_id = $1 and name like $2 group by status order by status`,
    [accountId, `${measuredPrefix}-%`],
  );
  const ok = latencies.length;
  return {
    name: run.name,
    jobs: run.jobs,
    connections: settings.connections,
    seconds: result.duration,
    rps: ok / result.duration,
    ok,
    others,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: latencyOf(latencies),
    statuses: Object.fromEntries(rows.map((row) => [row.status, Number(row.count)])),
    cpu: cpuBetween(
      before,
      after,
      ok + Object.values(others).reduce((total, n) => total + n, 0),
      availableParallelism(),
    ),
  };
}
