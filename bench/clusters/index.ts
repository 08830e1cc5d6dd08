import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { api, LIMITS, type ClusterDetails } from '@datadeck/contracts';
import { signIn } from '../api/client.ts';
import {
  createBenchDatabase,
  dropBenchDatabase,
  openPostgres,
  postgresVersion,
  serverUrl as postgresServerUrl,
  type PostgresDatabase,
} from '../api/database.ts';
import { serverProfile, type ProfileSummary } from '../api/cpu-profile.ts';
import { seed } from '../api/seed.ts';
import { repoRoot, startChildServer, type ChildServerOptions, type RunningServer } from '../api/server.ts';
import { TARGETS, verdict, type Check } from '../targets.ts';
import { measureCreates, type CreateRun } from './create.ts';
import { jsonClient } from './http.ts';
import { measureMonitoring, type MonitoredCluster, type MonitoringEncoding, type MonitoringRun } from './monitoring.ts';
import { createCassandra, measureProvisioning, untilRunning, type ProvisioningRun } from './provisioning.ts';
import { createPath, kafkaBody } from './requests.ts';
import { serverTimings } from './server-log.ts';

/** The monitoring answer as it is, and brotli as a browser asks for it. */
const MONITORING_ENCODINGS: readonly MonitoringEncoding[] = ['identity', 'br'];

/** Its own database, so it never collides with the API part's (runs may overlap on one PostgreSQL). */
export const CLUSTERS_DATABASE = `datadeck_bench_clusters_${process.pid}`;

/** Nodes of the clusters whose monitoring is measured. */
const MONITORED_NODES = 6;
/** Requests before the measured ones, discarded (JIT, caches, prepared statements). */
const MONITORING_WARMUP = 30;
/** Simulated provisioning time of the RUNNING-overhead runs (SIMULATED_PROVISIONING_SECONDS). */
const PROVISIONING_SECONDS = 2;
/** Nodes of each cluster the create load sends (the integration tests' Cassandra body). */
const CREATE_NODES = 3;

export interface ClustersOptions {
  /** Concurrent connections of the create load. */
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Sequential monitoring requests measured per cluster. */
  requests: number;
  /** Clusters of each RUNNING-overhead run. */
  provisioningClusters: number;
  /** RUNNING clusters already in the account (the create's name check reads them). */
  existing: number;
  /** Profile the monitoring server and each create server (node --cpu-prof). */
  cpuProfile: boolean;
  progress(message: string): void;
}

export interface ClustersResults {
  part: 'clusters';
  startedAt: string;
  seconds: number;
  settings: Omit<ClustersOptions, 'progress'> & {
    monitoredNodes: number;
    monitoringWarmup: number;
    provisioningSeconds: number;
    createNodes: number;
    createProvisioningSeconds: number;
  };
  postgres: { version: string; host: string };
  monitoring: MonitoringRun[];
  provisioning: ProvisioningRun[];
  creates: CreateRun[];
  checks: Check[];
  /** With --cpu-prof: where the monitoring and create servers spent their CPU. */
  cpuProfiles: { target: string; profile: ProfileSummary }[];
}

/** `count` RUNNING clusters of the account, without data centres or nodes (only the name check reads them). */
async function insertExisting(database: PostgresDatabase, accountId: string, count: number): Promise<void> {
  await database.pool.query(
    `insert into clusters (account_id, name, application, application_version, sla_tier, status, settings, stage_started_at)
     select $1::uuid, 'existing-' || lpad(n::text, 6, '0'), 'APACHE_CASSANDRA', '5.0.6', 'NON_PRODUCTION', 'RUNNING', '{}'::jsonb, now()
       from generate_series(1, $2::int) as n`,
    [accountId, count],
  );
  await database.pool.query('vacuum (analyze) clusters');
}

async function createKafka(client: ReturnType<typeof jsonClient>, accountId: string, name: string, nodes: number) {
  const { status, body } = await client.post<ClusterDetails>(
    createPath(api.clusters.createKafka, accountId),
    kafkaBody(name, nodes),
  );
  if (status !== 202) throw new Error(`creating ${name} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.id;
}

const profileRoot = path.join(repoRoot, 'bench/results/cpu-profile.tmp');

/**
 * A child server, profiled when asked (one directory per server); `collect` stops it and,
 * when profiled, adds its profile to `into`.
 */
async function startServer(
  databaseUrl: string,
  options: ChildServerOptions,
  profile: { target: string; into: ClustersResults['cpuProfiles'] } | null,
) {
  const directory =
    profile === null ? undefined : path.join(profileRoot, `clusters-${profile.target.replace(/[^a-z0-9]+/gi, '-')}`);
  if (directory !== undefined) {
    await rm(directory, { recursive: true, force: true });
    await mkdir(directory, { recursive: true });
  }
  const server = await startChildServer(databaseUrl, {
    ...options,
    ...(directory === undefined ? {} : { cpuProfileDir: directory }),
  });
  const collect = async () => {
    await server.stop();
    if (profile === null || directory === undefined) return;
    const summary = await serverProfile(directory);
    if (summary !== null) profile.into.push({ target: profile.target, profile: summary });
  };
  return { server, collect };
}

function checksOf(monitoring: MonitoringRun[]): Check[] {
  return monitoring.flatMap((run) => {
    const label = `monitoring ${run.application} ${run.nodes}×${run.seriesPerNode} series, 7 d, ${run.encoding ?? 'identity'}`;
    return (['p50', 'p99'] as const).map((p) => ({
      name: `${label}: ${p} ms (1 conn)`,
      value: run.clientMs[p],
      limit: `<= ${TARGETS.monitoringMs}`,
      verdict: verdict(run.clientMs[p] <= TARGETS.monitoringMs),
    }));
  });
}

/**
 * The cluster issue's numbers, each against the server as a child process on its own database:
 * (1) time to RUNNING beyond the simulated provisioning time, (2) a 7-day monitoring query of a
 * 6-node RUNNING cluster, (3) create-cluster throughput, with and without the job queue.
 */
export async function runClustersBench(options: ClustersOptions): Promise<ClustersResults> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const { progress } = options;
  const serverUrl = postgresServerUrl();
  progress(`Clusters: creating the database ${CLUSTERS_DATABASE} on ${new URL(serverUrl).host}`);
  const databaseUrl = await createBenchDatabase(serverUrl, CLUSTERS_DATABASE);
  let database: PostgresDatabase | null = null;
  let server: RunningServer | null = null;
  try {
    // The server migrates the empty database as it starts; the account is seeded after.
    progress(`  server with JOBS=true, SIMULATED_PROVISIONING_SECONDS=${PROVISIONING_SECONDS}`);
    server = await startChildServer(databaseUrl, {
      env: { JOBS: 'true', SIMULATED_PROVISIONING_SECONDS: String(PROVISIONING_SECONDS) },
    });
    database = await openPostgres(databaseUrl);
    const { accountId } = await seed(database, 0);
    progress(`  ${options.existing.toLocaleString('en-US')} RUNNING clusters already in the account`);
    await insertExisting(database, accountId, options.existing);
    const version = await postgresVersion(database);
    const client = jsonClient(server.url, await signIn(server.url));

    progress(`  creating the ${MONITORED_NODES}-node clusters to monitor and waiting for RUNNING`);
    const monitored: MonitoredCluster[] = [
      {
        application: 'APACHE_CASSANDRA',
        id: (await createCassandra(client, accountId, 'monitored-cassandra', MONITORED_NODES)).id,
        nodes: MONITORED_NODES,
      },
      {
        application: 'KAFKA',
        id: await createKafka(client, accountId, 'monitored-kafka', MONITORED_NODES),
        nodes: MONITORED_NODES,
      },
    ];
    for (const cluster of monitored) await untilRunning(client, accountId, cluster.id);

    const provisioning: ProvisioningRun[] = [];
    for (const mode of ['one at a time', 'all at once'] as const) {
      progress(`  time to RUNNING: ${options.provisioningClusters} clusters ${mode}`);
      const prefix = mode === 'one at a time' ? 'sequential' : 'burst';
      provisioning.push(
        await measureProvisioning(
          client,
          database,
          accountId,
          mode,
          options.provisioningClusters,
          PROVISIONING_SECONDS * 1000,
          prefix,
        ),
      );
    }
    await server.stop();
    server = null;

    // Monitoring has no points before a cluster's creation (its nodes' runningSince): a cluster
    // created a minute ago answers a 7-day range with a minute of points. Backdated 8 days, it
    // answers all 360 points per series the range allows, as a long-lived cluster does.
    await database.pool.query(`update clusters set created_at = now() - interval '8 days' where id = any($1::uuid[])`, [
      monitored.map((c) => c.id),
    ]);

    progress(`  monitoring: server with JOBS=false, LOG_LEVEL=info (its responseTime log)`);
    const cpuProfiles: ClustersResults['cpuProfiles'] = [];
    const profiled = (target: string) => (options.cpuProfile ? { target, into: cpuProfiles } : null);
    const timings = serverTimings();
    const monitoringServer = await startServer(
      databaseUrl,
      { env: { LOG_LEVEL: 'info' }, onOutput: timings.onOutput },
      profiled('monitoring'),
    );
    server = monitoringServer.server;
    const session = await signIn(server.url);
    const monitoring: MonitoringRun[] = [];
    // As it is, and brotli as a browser asks for it (the console's charts are read that way).
    for (const cluster of monitored) {
      for (const encoding of MONITORING_ENCODINGS) {
        progress(
          `  monitoring ${cluster.application} (${encoding}): ${MONITORING_WARMUP} warm-up + ${options.requests} requests on one connection`,
        );
        monitoring.push(
          await measureMonitoring(server, session, timings, accountId, cluster, {
            warmup: MONITORING_WARMUP,
            requests: options.requests,
            encoding,
          }),
        );
      }
    }
    server = null;
    await monitoringServer.collect();

    const createProvisioningSeconds = LIMITS.simulatedProvisioningSeconds;
    const creates: CreateRun[] = [];
    const variants = [
      { name: 'create, JOBS=true', jobs: true, prefix: 'cj' },
      { name: 'create, JOBS=false', jobs: false, prefix: 'cn' },
    ];
    for (const variant of variants) {
      progress(
        `  ${variant.name}: ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.seconds} s`,
      );
      const createServer = await startServer(
        databaseUrl,
        { env: { JOBS: String(variant.jobs), SIMULATED_PROVISIONING_SECONDS: String(createProvisioningSeconds) } },
        profiled(variant.name),
      );
      server = createServer.server;
      const createSession = await signIn(server.url);
      creates.push(
        await measureCreates(server, createSession, database, accountId, variant, {
          connections: options.connections,
          warmupSeconds: options.warmupSeconds,
          seconds: options.seconds,
          nodes: CREATE_NODES,
        }),
      );
      server = null;
      await createServer.collect();
    }

    const { connections, warmupSeconds, seconds, requests, provisioningClusters, existing, cpuProfile } = options;
    return {
      part: 'clusters',
      startedAt,
      seconds: (performance.now() - started) / 1000,
      settings: {
        connections,
        warmupSeconds,
        seconds,
        requests,
        provisioningClusters,
        existing,
        cpuProfile,
        monitoredNodes: MONITORED_NODES,
        monitoringWarmup: MONITORING_WARMUP,
        provisioningSeconds: PROVISIONING_SECONDS,
        createNodes: CREATE_NODES,
        createProvisioningSeconds,
      },
      postgres: { version, host: new URL(serverUrl).host },
      monitoring,
      provisioning,
      creates,
      checks: checksOf(monitoring),
      cpuProfiles,
    };
  } finally {
    await server?.stop();
    await database?.close();
    await dropBenchDatabase(serverUrl, CLUSTERS_DATABASE);
  }
}
