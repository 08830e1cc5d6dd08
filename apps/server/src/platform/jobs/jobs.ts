import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';

/** One kind of background work: a pg-boss queue, its handler and, optionally, its schedule. */
export interface JobDefinition {
  /** Queue name, `<module>.<work>`. */
  name: string;
  /** Cron expression (UTC) on which pg-boss enqueues the job; absent for on-demand jobs. */
  cron?: string;
  run(log: FastifyBaseLogger): Promise<void>;
}

export interface Jobs {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Background work on pg-boss, in the same database as everything else, so several console
 * processes share one queue and a schedule fires once across them. On PGlite, pg-boss runs
 * through its PGlite adapter on the process's one embedded connection.
 */
export async function startJobs(
  database: Database,
  definitions: readonly JobDefinition[],
  log: FastifyBaseLogger,
): Promise<Jobs> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url, max: 2, application_name: 'datadeck-jobs' });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  for (const job of definitions) {
    const jobLog = log.child({ job: job.name });
    await boss.createQueue(job.name);
    await boss.work(job.name, async () => {
      await job.run(jobLog);
    });
    if (job.cron) await boss.schedule(job.name, job.cron);
  }

  return {
    boss,
    // Lets running jobs finish (up to 10 s); the database itself is closed by its owner.
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
