import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TARGETS, verdict, type Check } from '../targets.ts';
import { machineTicks } from '../api/cpu.ts';
import { referenceSeconds, stealPercent } from './machine-speed.ts';

/** One `npm test` run as scripts/test.mjs times it. */
export interface SuiteRun {
  passed: boolean;
  seconds: number;
  phases: { name: string; seconds: number; passed: boolean }[];
  /** The machine's speed right before the run (machine-speed.ts; lower is faster). */
  referenceSeconds?: number;
  /** CPU time the hypervisor took during the run, in %. */
  stealPercent?: number;
}

export interface TestSuiteResults {
  /** Whether the runs had the PostgreSQL pass beside e2e (TEST_POSTGRES_URL), as CI does. */
  withPostgres: boolean;
  runs: SuiteRun[];
  checks: Check[];
}

/**
 * `npm test` several times in a row on this machine (issue 32: three consecutive runs, retries
 * 0, every phase's wall time). A failed run is reported, not retried: it is the flake the target
 * is about.
 */
export async function runTestSuiteBench(options: {
  repoRoot: string;
  runs: number;
  progress: (message: string) => void;
}): Promise<TestSuiteResults> {
  const runs: SuiteRun[] = [];
  const scratch = await mkdtemp(path.join(tmpdir(), 'datadeck-test-suite-'));
  try {
    for (let index = 1; index <= options.runs; index += 1) {
      options.progress(`test-suite: npm test, run ${index} of ${options.runs}`);
      const timesFile = path.join(scratch, `run-${index}.json`);
      const reference = referenceSeconds();
      const before = machineTicks();
      await npmTest(options.repoRoot, timesFile);
      const run = JSON.parse(await readFile(timesFile, 'utf8')) as SuiteRun;
      runs.push({ ...run, referenceSeconds: reference, stealPercent: stealPercent(before, machineTicks()) });
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  const slowest = Math.max(...runs.map((run) => run.seconds));
  return {
    withPostgres: Boolean(process.env.TEST_POSTGRES_URL),
    runs,
    checks: [
      {
        name: `npm test, slowest of ${runs.length} runs (minutes)`,
        value: slowest / 60,
        limit: `≤ ${TARGETS.npmTestMinutes}`,
        verdict: verdict(slowest / 60 <= TARGETS.npmTestMinutes),
      },
      {
        name: `npm test runs passed in a row, retries 0`,
        value: runs.filter((run) => run.passed).length,
        limit: `= ${runs.length}`,
        verdict: verdict(runs.every((run) => run.passed)),
      },
    ],
  };
}

/** scripts/test.mjs, its output shown as it runs; a failure is recorded in the times file. */
function npmTest(repoRoot: string, timesFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['scripts/test.mjs'], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, TEST_TIMES_FILE: timesFile },
    });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}
