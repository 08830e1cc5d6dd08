import path from 'node:path';
import { parseArgs } from 'node:util';
import { runApiBench } from './api/index.ts';
import { runBillingBench } from './billing/index.ts';
import { dropBenchDatabase, serverUrl } from './api/database.ts';
import { repoRoot } from './api/server.ts';
import { CLUSTERS_DATABASE, runClustersBench } from './clusters/index.ts';
import { runLighthouseBench } from './lighthouse/index.ts';
import { collectMeta } from './env.ts';
import { renderText, type RunRecord } from './report.ts';
import { saveResults } from './results.ts';
import { runWebBench } from './web/index.ts';
import { runWidgetBench } from './widget/index.ts';
import { runTestSuiteBench } from './test-suite/index.ts';
import { runLocalDriverBench } from './local-driver/index.ts';

/**
 * The default parts; billing runs only when named (it starts its own console and sandbox), and
 * so does test-suite (npm test three times, about an hour). local-driver runs real Kafka JVMs
 * (about 7 minutes; skipped, saying why, without Java).
 */
const DEFAULT_PARTS = ['api', 'web', 'clusters', 'widget', 'local-driver', 'lighthouse'] as const;
const PARTS = [...DEFAULT_PARTS, 'billing', 'test-suite'] as const;

const USAGE = `Usage: npm run bench -- [api] [web] [clusters] [widget] [local-driver] [lighthouse] [billing] [test-suite] [options]   (no part: the first six)

  --clusters N      api: clusters to seed (default 100000)
  --connections N   concurrent connections (default 32; clusters: of the create load)
  --warmup S        warm-up seconds per target (default 3)
  --duration S      measured seconds per target (default 10)
  --requests N      clusters: sequential monitoring requests measured per cluster (default 200)
  --provisioning N  clusters: clusters per time-to-RUNNING run (default 10)
  --existing N      clusters: RUNNING clusters already in the account creates go to (default 10000)
  --in-process      also measure with the server in the bench process (for comparison)
  --cpu-prof        profile the child server (node --cpu-prof) and summarise where its CPU went
                    (clusters: the monitoring server and each create server)
  --dist DIR        web, lighthouse, billing: use this existing build (e.g. apps/web/dist) instead of building
  --runs N          widget: page loads measured for mount-to-ready (default 20)
  --lighthouse-runs N  lighthouse: runs per page and preset, the median reported (default 3)
  --billing-runs N  billing: Settings → Billing loads measured to the card form ready (default 10)
  --suite-runs N    test-suite: consecutive npm test runs (default 3; TEST_POSTGRES_URL adds CI's PostgreSQL pass)
  --local-runs N    local-driver: 3-node Kafka clusters created one at a time for the time to RUNNING (default 3)
  --local-hold S    local-driver: seconds the console's memory is sampled with 3, then 6 nodes running (default 60)
  --no-save         print only; write nothing to bench/results
`;

const write = (text: string) => process.stdout.write(text);
const progress = (message: string) => process.stderr.write(`${message}\n`);

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} must be a number >= 0, not ${value}`);
  return number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    clusters: { type: 'string' },
    connections: { type: 'string' },
    warmup: { type: 'string' },
    duration: { type: 'string' },
    requests: { type: 'string' },
    provisioning: { type: 'string' },
    existing: { type: 'string' },
    'in-process': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    dist: { type: 'string' },
    runs: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    'billing-runs': { type: 'string' },
    'suite-runs': { type: 'string' },
    'local-runs': { type: 'string' },
    'local-hold': { type: 'string' },
    'no-save': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const unknown = positionals.filter((part) => !(PARTS as readonly string[]).includes(part));
if (values.help || unknown.length > 0) {
  if (unknown.length > 0) progress(`Unknown part: ${unknown.join(', ')}`);
  write(USAGE);
  process.exit(values.help ? 0 : 2);
}
const parts: string[] = positionals.length === 0 ? [...DEFAULT_PARTS] : positionals;

const started = performance.now();
const record: RunRecord = {};
const runStartedAt = new Date().toISOString();

if (parts.includes('api') || parts.includes('clusters')) {
  // Ctrl-C mid-run: do not leave a 100,000-cluster database behind.
  process.once('SIGINT', () => {
    progress('Interrupted: dropping the bench databases');
    void Promise.allSettled([
      dropBenchDatabase(serverUrl()),
      dropBenchDatabase(serverUrl(), CLUSTERS_DATABASE),
    ]).finally(() => process.exit(130));
  });
}
if (parts.includes('api')) {
  const meta = collectMeta();
  const api = await runApiBench({
    clusters: Math.round(positiveNumber('clusters', values.clusters, 100_000)),
    connections: Math.round(positiveNumber('connections', values.connections, 32)),
    warmupSeconds: positiveNumber('warmup', values.warmup, 3),
    seconds: positiveNumber('duration', values.duration, 10),
    inProcess: values['in-process'],
    cpuProfile: values['cpu-prof'],
    progress,
  });
  record.api = { meta, ...api };
}
if (parts.includes('clusters')) {
  const meta = collectMeta();
  const clusters = await runClustersBench({
    connections: Math.round(positiveNumber('connections', values.connections, 32)),
    warmupSeconds: positiveNumber('warmup', values.warmup, 3),
    seconds: positiveNumber('duration', values.duration, 10),
    requests: Math.max(1, Math.round(positiveNumber('requests', values.requests, 200))),
    provisioningClusters: Math.max(1, Math.round(positiveNumber('provisioning', values.provisioning, 10))),
    existing: Math.round(positiveNumber('existing', values.existing, 10_000)),
    cpuProfile: values['cpu-prof'],
    progress,
  });
  record.clusters = { meta, ...clusters };
}
if (parts.includes('web')) {
  const meta = collectMeta();
  const web = await runWebBench({ repoRoot, distDir: values.dist ?? null, progress });
  record.web = { meta, ...web };
}

if (parts.includes('widget')) {
  const meta = collectMeta();
  const widget = await runWidgetBench({
    repoRoot,
    runs: Math.max(1, Math.round(positiveNumber('runs', values.runs, 20))),
    progress,
  });
  record.widget = { meta, ...widget };
}

if (parts.includes('local-driver')) {
  const meta = collectMeta();
  const localDriver = await runLocalDriverBench({
    repoRoot,
    runs: Math.max(1, Math.round(positiveNumber('local-runs', values['local-runs'], 3))),
    holdSeconds: Math.max(5, positiveNumber('local-hold', values['local-hold'], 60)),
    progress,
  });
  record.localDriver = { meta, ...localDriver };
}

if (parts.includes('lighthouse')) {
  const meta = collectMeta();
  const lighthouse = await runLighthouseBench({
    repoRoot,
    distDir: values.dist ?? null,
    runs: Math.max(1, Math.round(positiveNumber('lighthouse-runs', values['lighthouse-runs'], 3))),
    progress,
  });
  record.lighthouse = { meta, ...lighthouse };
}

if (parts.includes('billing')) {
  const meta = collectMeta();
  const billing = await runBillingBench({
    repoRoot,
    distDir: values.dist ?? null,
    runs: Math.max(1, Math.round(positiveNumber('billing-runs', values['billing-runs'], 10))),
    progress,
  });
  record.billing = { meta, ...billing };
}

if (parts.includes('test-suite')) {
  const meta = collectMeta();
  const testSuite = await runTestSuiteBench({
    repoRoot,
    runs: Math.max(1, Math.round(positiveNumber('suite-runs', values['suite-runs'], 3))),
    progress,
  });
  record.testSuite = { meta, ...testSuite };
}

write(renderText(record));
if (!values['no-save']) {
  const files = await saveResults(path.join(repoRoot, 'bench/results'), record, runStartedAt);
  write(`\nWritten: ${files.map((file) => path.relative(repoRoot, file)).join(', ')}\n`);
}
write(`Bench run took ${((performance.now() - started) / 1000).toFixed(0)} s.\n`);
