import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/** The java the local driver runs (JAVA_HOME's, else PATH's), as apps/server's settings.ts picks it. */
const javaBinary = () => (process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java');

/** Whether this machine can run real engines at all: the one reason a local-driver journey may skip. */
export function javaIsMissing(): boolean {
  const probe = spawnSync(javaBinary(), ['-version'], { encoding: 'utf8' });
  return probe.error !== undefined || probe.status !== 0;
}

/**
 * Where the Kafka distributions are: ENGINES_DIR when set, else where `npm run engines:fetch`
 * puts them by default (the repository's .data), never the console's own temporary DATA_DIR.
 */
export const enginesDir = (): string => process.env.ENGINES_DIR || path.join(repoRoot, '.data', 'engines', 'dist');

/**
 * `npm run engines:fetch -- kafka` into enginesDir(): idempotent (a distribution already there is
 * only verified, ~2 s); the first time it builds it with Maven from Central (~1 min).
 */
export async function fetchKafkaDistribution(): Promise<void> {
  await run(process.execPath, ['scripts/engines-fetch.ts', 'kafka'], {
    cwd: repoRoot,
    env: { ...process.env, ENGINES_DIR: enginesDir() },
  });
}

export interface LocalConsole {
  url: string;
  /** DATA_DIR/engines/clusters: one folder per cluster, the nodes' folders inside. */
  clustersDir: string;
  /** The pids of a cluster's Kafka processes: each one's command line names its node's folder. */
  kafkaProcesses(clusterId: string): number[];
  /** Stops the console, then kills whatever Kafka process of its clusters is left, and removes its data. */
  stop(): Promise<void>;
}

/** The pids whose command line contains `text` (pgrep exits 1 when none does). */
function pidsMatching(text: string): number[] {
  const found = spawnSync('pgrep', ['-f', text], { encoding: 'utf8' });
  return found.stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => pid !== process.pid);
}

/**
 * A console of its own with CLUSTER_DRIVER=local (issue 34): the same server as `npm start`
 * (`apps/server/src/main.ts`, the built web app), on a fresh embedded database in a temporary
 * DATA_DIR with the demo users and accounts (the demo seed starts no cluster on a real driver),
 * running each Kafka node as a real JVM on this host with ports from `enginePorts`.
 *
 * The local driver leaves its nodes running when the console stops (a restarted console re-adopts
 * them), so stop() ends them itself: every process whose command line names this console's
 * clusters folder, which only this console's nodes have.
 */
export async function startLocalConsole(
  port: number,
  enginePorts: { first: number; last: number },
): Promise<LocalConsole> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-e2e-local-'));
  const clustersDir = path.join(dataDir, 'engines', 'clusters');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PAY_PROVIDER: 'none',
      CLUSTER_DRIVER: 'local',
      ENGINES_DIR: enginesDir(),
      ENGINE_PORTS: `${enginePorts.first}-${enginePorts.last}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    // By pid, each one found under this console's own folder.
    for (const pid of pidsMatching(clustersDir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone between the look and the kill.
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // A cold embedded database with the demo seed takes ~15 s on 2 busy cores.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the local-driver console exited with ${child.exitCode}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        clustersDir,
        kafkaProcesses: (clusterId) => pidsMatching(`kafka.Kafka ${path.join(clustersDir, clusterId)}`),
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the local-driver console did not answer at ${url} within 2 minutes`);
}
