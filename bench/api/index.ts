import { availableParallelism } from 'node:os';
import path from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import { migrateDatabase } from '../../apps/server/src/platform/db/database.ts';
import { TARGETS, verdict, type Check } from '../targets.ts';
import { startBaselineServer } from './baseline.ts';
import { checkList, clusterListPath, logIn, type ListCheck } from './client.ts';
import { serverProfile, type ProfileSummary } from './cpu-profile.ts';
import { createBenchDatabase, dropBenchDatabase, openPostgres, postgresVersion, serverUrl } from './database.ts';
import { explainListQueries, type ExplainedList } from './explain.ts';
import { measure, type LoadResult, type LoadTarget } from './load.ts';
import { SEARCHES, seed, type Seeded } from './seed.ts';
import { repoRoot, startChildServer, startInProcessServer, type RunningServer, type ServerMode } from './server.ts';

export interface ApiOptions {
  clusters: number;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Also measure with the server in the bench process (the child-process numbers are the reported ones). */
  inProcess: boolean;
  /** Profile the child server (node --cpu-prof), one server and profile per target. */
  cpuProfile: boolean;
  progress(message: string): void;
}

export interface ServerRun {
  mode: ServerMode;
  targets: LoadResult[];
  /** Each list target against healthz: the ratio and p99 checks. */
  checks: Check[];
}

export interface ApiResults {
  part: 'api';
  startedAt: string;
  seconds: number;
  settings: Omit<ApiOptions, 'progress'>;
  postgres: { version: string; host: string };
  seed: Seeded;
  lists: (ListCheck & { name: string })[];
  explain: ExplainedList[];
  runs: ServerRun[];
  /**
   * The list pages served by the baseline (baseline.ts) in the same run; its ratio checks are
   * among the first run's. Absent in results from before it existed.
   */
  baseline?: ServerRun;
  /** With --cpu-prof: where each target's server spent its CPU. */
  cpuProfiles: { target: string; profile: ProfileSummary }[];
}

const LISTS = [
  { name: 'list', search: '' },
  { name: 'list search 1%', search: SEARCHES.selective },
  { name: 'list search 50%', search: SEARCHES.broad },
] as const;

function checksOf(targets: LoadResult[]): Check[] {
  const healthz = targets.find((target) => target.name === 'healthz');
  const checks: Check[] = [];
  for (const target of targets) {
    if (target === healthz || healthz === undefined) continue;
    const ratio = target.rps / healthz.rps;
    checks.push({
      name: `${target.name}: rps / healthz rps`,
      value: ratio,
      limit: `>= ${TARGETS.listToHealthzRatio}`,
      verdict: verdict(ratio >= TARGETS.listToHealthzRatio),
    });
    checks.push({
      name: `${target.name}: p99 ms @ ${target.connections} conn`,
      value: target.latencyMs.p99,
      limit: `<= ${TARGETS.listP99Ms}`,
      verdict: verdict(target.latencyMs.p99 <= TARGETS.listP99Ms),
    });
    checks.push({
      name: `${target.name}: p99 ms @ ${target.connections} conn (issue 14)`,
      value: target.latencyMs.p99,
      limit: `<= ${TARGETS.searchP99Ms}`,
      verdict: verdict(target.latencyMs.p99 <= TARGETS.searchP99Ms),
    });
  }
  return checks;
}

/** Each list target of the console against the same target of the baseline server. */
function baselineChecks(console: LoadResult[], baseline: LoadResult[]): Check[] {
  return baseline.flatMap((floor) => {
    const ours = console.find((target) => target.name === floor.name);
    if (ours === undefined) return [];
    const ratio = ours.rps / floor.rps;
    return [
      {
        name: `${floor.name}: rps / baseline rps`,
        value: ratio,
        limit: `>= ${TARGETS.listToBaselineRatio}`,
        verdict: verdict(ratio >= TARGETS.listToBaselineRatio),
      },
    ];
  });
}

const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-');

/** Signs in (the console) and measures one target on a running server. */
async function measureOn(server: RunningServer, target: LoadTarget, options: ApiOptions): Promise<LoadResult> {
  const headers: Record<string, string> =
    // The baseline has no sessions to sign in to.
    server.mode === 'baseline' ? {} : { cookie: await logIn(server.url) };
  const settings = {
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    seconds: options.seconds,
    headers,
    serverPid: server.pid,
    cores: availableParallelism(),
  };
  options.progress(`  ${server.mode}: ${target.name} (${options.warmupSeconds} s warm-up + ${options.seconds} s)`);
  return measure(server.url, target, settings);
}

/**
 * Measures every target against servers from `start`: one server for all targets, or with
 * `perTarget` a fresh one each (so a CPU profile covers one target only). With `floor`, each
 * list target is measured right after on the baseline server too, so both see the same load
 * on the machine (the ratio of the two is what the target is about).
 */
async function loadTargets(
  mode: ServerMode,
  start: (target: LoadTarget) => Promise<RunningServer>,
  perTarget: boolean,
  targets: LoadTarget[],
  options: ApiOptions,
  afterEach: (target: LoadTarget) => Promise<void> = async () => {},
  floor?: () => Promise<RunningServer>,
): Promise<ServerRun & { floor: LoadResult[] }> {
  const results: LoadResult[] = [];
  const floorResults: LoadResult[] = [];
  let server: RunningServer | null = null;
  let floorServer: RunningServer | null = null;
  try {
    for (const target of targets) {
      server ??= await start(target);
      results.push(await measureOn(server, target, options));
      if (perTarget) {
        await server.stop();
        server = null;
        await afterEach(target);
      }
      if (floor !== undefined && target.name !== 'healthz') {
        floorServer ??= await floor();
        floorResults.push(await measureOn(floorServer, target, options));
      }
    }
    return { mode, targets: results, checks: checksOf(results), floor: floorResults };
  } finally {
    await server?.stop();
    await floorServer?.stop();
  }
}

export async function runApiBench(options: ApiOptions): Promise<ApiResults> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const server = serverUrl();
  options.progress(`API: creating the bench database on ${new URL(server).host}`);
  const databaseUrl = await createBenchDatabase(server);
  const database = await openPostgres(databaseUrl);
  try {
    await migrateDatabase(database);
    options.progress(`API: seeding ${options.clusters.toLocaleString('en-US')} clusters`);
    const seeded = await seed(database, options.clusters);
    options.progress(`  seeded in ${seeded.seconds.toFixed(1)} s; EXPLAIN ANALYZE of the list queries`);
    const explain = await explainListQueries(database, seeded.accountId, [...LISTS]);
    const version = await postgresVersion(database);

    const targets: LoadTarget[] = [
      { name: 'healthz', path: '/healthz' },
      ...LISTS.map(({ name, search }) => ({ name, path: clusterListPath(seeded.accountId, search) })),
    ];
    const probe = await startChildServer(databaseUrl);
    let lists: ApiResults['lists'];
    try {
      const cookie = await logIn(probe.url);
      lists = await Promise.all(
        LISTS.map(async ({ name, search }) => ({
          name,
          ...(await checkList(probe.url, cookie, clusterListPath(seeded.accountId, search))),
        })),
      );
    } finally {
      await probe.stop();
    }

    const startFloor = () =>
      startBaselineServer(
        database,
        databaseUrl,
        seeded.accountId,
        LISTS.map(({ search }) => ({ path: clusterListPath(seeded.accountId, search), search })),
      );

    const profileRoot = path.join(repoRoot, 'bench/results/cpu-profile.tmp');
    const cpuProfiles: ApiResults['cpuProfiles'] = [];
    const runs: ServerRun[] = [];
    let first: ServerRun & { floor: LoadResult[] };
    if (options.cpuProfile) {
      await rm(profileRoot, { recursive: true, force: true });
      const directory = (target: LoadTarget) => path.join(profileRoot, slug(target.name));
      const start = async (target: LoadTarget) => {
        await mkdir(directory(target), { recursive: true });
        return startChildServer(databaseUrl, { cpuProfileDir: directory(target) });
      };
      const collect = async (target: LoadTarget) => {
        const profile = await serverProfile(directory(target));
        if (profile !== null) cpuProfiles.push({ target: target.name, profile });
      };
      first = await loadTargets('child-process', start, true, targets, options, collect, startFloor);
    } else {
      const start = () => startChildServer(databaseUrl);
      first = await loadTargets('child-process', start, false, targets, options, undefined, startFloor);
    }
    const { floor, ...reported } = first;
    reported.checks.push(...baselineChecks(reported.targets, floor));
    runs.push(reported);
    const baseline: ServerRun = { mode: 'baseline', targets: floor, checks: [] };
    if (options.inProcess) {
      const { floor: _none, ...run } = await loadTargets(
        'in-process',
        () => startInProcessServer(databaseUrl),
        false,
        targets,
        options,
      );
      runs.push(run);
    }

    const { clusters, connections, warmupSeconds, seconds, inProcess, cpuProfile } = options;
    return {
      part: 'api',
      startedAt,
      seconds: (performance.now() - started) / 1000,
      settings: { clusters, connections, warmupSeconds, seconds, inProcess, cpuProfile },
      postgres: { version, host: new URL(server).host },
      seed: seeded,
      lists,
      explain,
      runs,
      baseline,
      cpuProfiles,
    };
  } finally {
    await database.close();
    await dropBenchDatabase(server);
  }
}
