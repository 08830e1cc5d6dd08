import { fileURLToPath } from 'node:url';
import { listeningAt, runProcess, type ProcessOutcome } from '@datadeck/service-kit/testing';
import { PgBoss } from 'pg-boss';
import { JobQueue } from '../src/platform/jobs/jobs.ts';
import { TEST_SECRETS_KEY } from './test-app.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  /** kill -9: no shutdown, no job left to finish. */
  crash(): Promise<void>;
  stop(): Promise<ProcessOutcome>;
}

/**
 * `main.ts` as its own process, as `npm start` runs it, with jobs on, for what only a real
 * process shows (a kill -9 and a restart). `env` names the database (DATABASE_URL on a database
 * of the test's own, or DATA_DIR) and anything else the test sets.
 */
export async function startServerProcess(
  env: ({ DATABASE_URL: string } | { DATA_DIR: string }) & Record<string, string>,
): Promise<ServerProcess> {
  type Started = { url: string; kill(signal: NodeJS.Signals): void };
  const settle: { listening?: (started: Started) => void } = {};
  const started = new Promise<Started>((resolve) => {
    settle.listening = resolve;
  });
  const exited = runProcess(
    main,
    {
      DATABASE_URL: '',
      // Both processes must open the secrets the other sealed; PostgreSQL refuses to start without a key.
      SECRETS_KEY: TEST_SECRETS_KEY,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      JOBS: 'true',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    (line, child) => {
      const url = listeningAt(line);
      if (url) settle.listening?.({ url, kill: (signal) => child.kill(signal) });
    },
  );
  const { url, kill } = await Promise.race([
    started,
    exited.then(({ code, output }): never => {
      throw new Error(`the server exited (${code}) before it listened:\n${output}`);
    }),
  ]);
  return {
    url,
    crash: async () => {
      kill('SIGKILL');
      await exited;
    },
    stop: () => {
      kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The job queue of the processes on a PostgreSQL database, as seen from the test: what a commit's
 * `deliverSoon` sends reaches the processes' workers. No supervision or schedules of its own.
 */
export async function jobQueueOn(url: string): Promise<{ queue: JobQueue; close(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  await boss.start();
  const queue = new JobQueue();
  queue.attach(boss);
  return { queue, close: () => boss.stop({ graceful: false }) };
}
