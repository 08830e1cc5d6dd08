import { api, type ClusterDetails } from '@datadeck/contracts';
import type { PostgresDatabase } from '../api/database.ts';
import type { jsonClient } from './http.ts';
import { cassandraBody, clusterPath, createPath } from './requests.ts';
import { sleep } from './stats.ts';

type Client = ReturnType<typeof jsonClient>;

/** How often the bench reads a cluster while waiting for RUNNING. */
export const POLL_MS = 50;

/** How often the engine's pg-boss worker looks for due jobs (engine.ts, pollingIntervalSeconds). */
export const ENGINE_POLL_MS = 500;

export interface CreatedCluster {
  id: string;
  name: string;
  /** performance.now() just before the create request was sent. */
  sentAt: number;
}

/** Creates a Cassandra cluster through the API (202 expected). */
export async function createCassandra(
  client: Client,
  accountId: string,
  name: string,
  nodes: number,
): Promise<CreatedCluster> {
  const sentAt = performance.now();
  const { status, body } = await client.post<ClusterDetails>(
    createPath(api.clusters.createCassandra, accountId),
    cassandraBody(name, nodes),
  );
  if (status !== 202) throw new Error(`creating ${name} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { id: body.id, name, sentAt };
}

/**
 * Reads the cluster every POLL_MS (after each answer) until it is RUNNING; returns
 * performance.now() at the answer that first said so. FAILED or a timeout throws.
 */
export async function untilRunning(
  client: Client,
  accountId: string,
  clusterId: string,
  timeoutMs = 120_000,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const { status, body } = await client.get<ClusterDetails>(clusterPath(accountId, clusterId));
    const now = performance.now();
    if (status !== 200) throw new Error(`GET cluster ${clusterId} answered ${status}`);
    if (body.status === 'RUNNING') return now;
    if (body.status === 'FAILED') throw new Error(`cluster ${body.name} FAILED while provisioning`);
    if (now > deadline)
      throw new Error(`cluster ${body.name} not RUNNING after ${timeoutMs / 1000} s (still ${body.status})`);
    await sleep(POLL_MS);
  }
}

export interface ProvisioningRun {
  mode: 'one at a time' | 'all at once';
  clusters: number;
  /** Milliseconds beyond the simulated provisioning time, seen by polling: from sending the create to the first RUNNING answer. */
  observed: { mean: number; min: number; max: number };
  /** The same from the server's own records: cluster_events' RUNNING `at` minus clusters.created_at. */
  recorded: { mean: number; min: number; max: number };
}

const summary = (values: number[]) => ({
  mean: values.reduce((total, value) => total + value, 0) / values.length,
  min: Math.min(...values),
  max: Math.max(...values),
});

async function recordedMs(database: PostgresDatabase, ids: string[]): Promise<number[]> {
  const { rows } = await database.pool.query<{ ms: number }>(
    `select extract(epoch from (e.at - c.created_at)) * 1000 as ms
       from clusters c join cluster_events e on e.cluster_id = c.id and e.to_status = 'RUNNING'
      where c.id = any($1::uuid[])`,
    [ids],
  );
  if (rows.length !== ids.length) throw new Error(`${ids.length - rows.length} clusters have no RUNNING event`);
  return rows.map((row) => Number(row.ms));
}

/**
 * Time from the create request to RUNNING, less the simulated provisioning time: `count`
 * clusters one after another (each alone in the engine), or all created at once.
 */
export async function measureProvisioning(
  client: Client,
  database: PostgresDatabase,
  accountId: string,
  mode: ProvisioningRun['mode'],
  count: number,
  provisioningMs: number,
  prefix: string,
): Promise<ProvisioningRun> {
  const observed: number[] = [];
  const ids: string[] = [];
  const one = async (index: number) => {
    const created = await createCassandra(client, accountId, `${prefix}-${String(index).padStart(3, '0')}`, 3);
    ids.push(created.id);
    const runningAt = await untilRunning(client, accountId, created.id);
    observed.push(runningAt - created.sentAt - provisioningMs);
  };
  if (mode === 'one at a time') {
    // Each create would otherwise go out just after the worker poll whose look saw the previous
    // cluster RUNNING, always at the same phase of the poll (close to the worst case): spread
    // the creates evenly over one poll interval instead.
    for (let index = 0; index < count; index++) {
      await sleep((index * ENGINE_POLL_MS) / count);
      await one(index);
    }
  } else {
    await Promise.all(Array.from({ length: count }, (_, index) => one(index)));
  }
  const recorded = (await recordedMs(database, ids)).map((ms) => ms - provisioningMs);
  return { mode, clusters: count, observed: summary(observed), recorded: summary(recorded) };
}
