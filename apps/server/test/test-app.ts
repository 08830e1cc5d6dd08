import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import type { ClusterDriver } from '../src/drivers/driver.ts';
import { ManualClock, type Clock } from '../src/platform/clock.ts';
import { loadConfig, type Config, type Env } from '../src/platform/config.ts';
import type { Database } from '../src/platform/db/database.ts';
import { freshDatabase } from './worker-database.ts';
import { recordUndeclaredStatuses } from './declared-statuses.ts';

export { freshDatabase } from './worker-database.ts';

export interface TestApp<C extends Clock = ManualClock> extends App {
  /** http://127.0.0.1:<port> of the listening server. */
  url: string;
  clock: C;
  database: Database;
  close(): Promise<void>;
}

/** The tests' fixed SECRETS_KEY, so no test writes a key file and PostgreSQL runs need no setup. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 't').toString('base64');

/**
 * The test process's DATA_DIR: files the server keeps beside its database (private-cloud images)
 * go to a temporary folder of this process, never into the checkout's `.data`.
 */
let testDataDir: string | undefined;
function dataDirOfTests(): string {
  if (testDataDir === undefined) {
    const dir = mkdtempSync(path.join(tmpdir(), 'datadeck-test-data-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    testDataDir = dir;
  }
  return testDataDir;
}

/** Test configuration: quiet, no demo data, no jobs, no web app, unless the test says otherwise. */
export function testConfig(env: Env = {}): Config {
  return loadConfig({
    DATA_DIR: dataDirOfTests(),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS: 'false',
    WEB_DIST_DIR: '/nonexistent',
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...env,
  });
}

/**
 * The real server (buildApp) listening on a free port over a fresh database, with a clock the
 * test moves. Call once per file (beforeAll) and close it afterAll.
 */
export async function startTestApp(env: Env = {}): Promise<TestApp> {
  const { database, dispose } = await freshDatabase();
  const app = await startServerOn(database, new ManualClock('2026-11-22T12:00:00Z'), env);
  return {
    ...app,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

/**
 * Another server process on a database the test owns (for restarts and several instances):
 * closing it stops its jobs and HTTP server and leaves the database open.
 */
export async function startServerOn<C extends Clock>(
  database: Database,
  clock: C,
  env: Env = {},
  driver?: ClusterDriver,
): Promise<TestApp<C>> {
  const app = await buildApp(testConfig(env), {
    database,
    clock,
    ...(driver && { driver }),
    instrument: recordUndeclaredStatuses,
  });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return { ...app, url: address, clock, database, close: () => app.server.close() };
}
