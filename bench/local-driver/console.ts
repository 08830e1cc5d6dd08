import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { api, type ClusterDetails, CSRF_HEADER } from '@datadeck/contracts';
import { hashPassword } from '../../apps/server/src/platform/auth/password-hashing.ts';
import { migrateDatabase, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { accounts, accountUsers, users } from '../../apps/server/src/platform/db/schema.ts';
import { signIn, type Session } from '../api/client.ts';
import { BENCH_USER } from '../api/seed.ts';
import { startChildServer, type RunningServer } from '../api/server.ts';
import { inspectorUrlIn } from './heap.ts';

const run = promisify(execFile);

/** The java the local driver runs (JAVA_HOME's, else PATH's), as apps/server's settings.ts picks it. */
export function javaMissing(): string | null {
  const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  return probe.error !== undefined || probe.status !== 0
    ? `no \`${java}\` on this machine: the local driver runs Kafka as real JVMs (install openjdk-17-jdk-headless)`
    : null;
}

/** ENGINES_DIR when set, else where `npm run engines:fetch` puts the distributions by default. */
export const enginesDir = (repoRoot: string): string =>
  process.env.ENGINES_DIR || path.join(repoRoot, '.data', 'engines', 'dist');

/** `npm run engines:fetch -- kafka`: verifies the distribution (~2 s), or builds it the first time (~1 min). */
export async function fetchKafka(repoRoot: string): Promise<void> {
  await run(process.execPath, ['scripts/engines-fetch.ts', 'kafka'], {
    cwd: repoRoot,
    env: { ...process.env, ENGINES_DIR: enginesDir(repoRoot) },
  });
}

/**
 * The bench owner and their account in the embedded database of `dataDir`, before the console
 * opens it (PGlite is one process's). No demo data: the console's memory is its own and its
 * clusters', nothing else's.
 */
export async function seedOwner(dataDir: string): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(database);
    const [account] = await database.db
      .insert(accounts)
      .values({ name: 'Bench local driver' })
      .returning({ id: accounts.id });
    const [user] = await database.db
      .insert(users)
      .values({
        username: BENCH_USER.username,
        displayName: 'Bench Owner',
        email: `${BENCH_USER.username}@bench.example`,
        passwordHash: await hashPassword(BENCH_USER.password),
      })
      .returning({ id: users.id });
    if (account === undefined || user === undefined) throw new Error('the bench owner was not created');
    await database.db.insert(accountUsers).values({ accountId: account.id, userId: user.id, role: 'OWNER' });
    return account.id;
  } finally {
    await database.close();
  }
}

/**
 * The console as `npm start` runs it with CLUSTER_DRIVER=local (a child process, jobs on, no web
 * app), with its inspector on a port of the loopback for heap.ts; the inspector's address.
 */
export async function startLocalConsole(
  repoRoot: string,
  dataDir: string,
  enginePorts: { first: number; last: number },
): Promise<{ server: RunningServer; inspectorUrl: string }> {
  let output = '';
  const server = await startChildServer('', {
    onOutput: (text) => {
      if (inspectorUrlIn(output) === null) output += text;
    },
    env: {
      NODE_OPTIONS: '--inspect=127.0.0.1:0',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JOBS: 'true',
      CLUSTER_DRIVER: 'local',
      ENGINES_DIR: enginesDir(repoRoot),
      ENGINE_PORTS: `${enginePorts.first}-${enginePorts.last}`,
    },
  });
  const inspectorUrl = inspectorUrlIn(output);
  if (inspectorUrl === null) {
    await server.stop();
    throw new Error(`the console printed no inspector address:\n${output.slice(-2_000)}`);
  }
  return { server, inspectorUrl };
}

/** The console API as the bench owner: create a Kafka cluster, read it, delete it. */
export async function ownerClient(baseUrl: string, accountId: string) {
  const session: Session = await signIn(baseUrl);
  const call = async (method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        cookie: session.cookie,
        ...(method === 'GET' ? {} : { [CSRF_HEADER]: session.csrfToken }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  const clusterRoute = (clusterId: string) =>
    api.clusters.get.path.replace(':accountId', accountId).replace(':clusterId', clusterId);
  return {
    /** A Kafka cluster of `nodes` brokers on the smallest development size, with client TLS (and SCRAM, always on), as the engine suite's. */
    async createKafka(name: string, nodes: number): Promise<string> {
      const { status, body } = await call('POST', api.clusters.createKafka.path.replace(':accountId', accountId), {
        name,
        slaTier: 'NON_PRODUCTION',
        kafkaVersion: '4.2.1',
        clientToClusterEncryption: true,
        dataCentres: [
          {
            name: 'AWS_VPC_US_EAST_1',
            cloudProvider: 'AWS_VPC',
            region: 'US_EAST_1',
            network: '10.0.0.0/16',
            nodeSize: 'KFK-DEV-t4g.small-5',
            numberOfNodes: nodes,
          },
        ],
      });
      if (status !== api.clusters.createKafka.status)
        throw new Error(`creating ${name} answered ${status}: ${JSON.stringify(body).slice(0, 400)}`);
      return (body as ClusterDetails).id;
    },
    /** The cluster, or null once it is gone (404). */
    async get(clusterId: string): Promise<ClusterDetails | null> {
      const { status, body } = await call('GET', clusterRoute(clusterId));
      if (status === 404) return null;
      if (status !== 200) throw new Error(`GET cluster ${clusterId} answered ${status}`);
      return body as ClusterDetails;
    },
    async delete(clusterId: string): Promise<void> {
      const { status, body } = await call('DELETE', clusterRoute(clusterId));
      if (status !== api.clusters.delete.status)
        throw new Error(`deleting ${clusterId} answered ${status}: ${JSON.stringify(body).slice(0, 400)}`);
    },
  };
}

export type OwnerClient = Awaited<ReturnType<typeof ownerClient>>;
