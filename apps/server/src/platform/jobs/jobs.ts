import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type QueuePolicy } from 'pg-boss';
import type { Database } from '../db/database.ts';

/** One kind of background work: a pg-boss queue, its handler and, optionally, its schedule. */
export interface JobDefinition {
  /** Queue name, `<module>.<work>`. */
  name: string;
  /** Cron expression (UTC) on which pg-boss enqueues the job; absent for on-demand jobs. */
  cron?: string;
  /**
   * pg-boss queue policy (default `standard`); `short` keeps one queued job per singleton key.
   * A queue whose policy changed is made again at start, dropping its jobs: give a policy only to
   * work that a sweep finds again.
   */
  policy?: QueuePolicy;
  /** How often idle workers look for due jobs (pg-boss default 2 s, minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Jobs fetched per look and run side by side (default 1). */
  batchSize?: number;
  /**
   * Runs this many milliseconds after the workers start (0: at once), besides the schedule: an
   * outbox looks at once, and again once a dead predecessor's claims have run out (leases.ts).
   */
  runsAfterStart?: readonly number[];
  /** Handles one job; `data` is what `send` was given (validate it: the table outlives code). */
  run(log: FastifyBaseLogger, data: unknown): Promise<void>;
}

export interface SendOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** With a `short` queue: a job is not queued while one of the same key waits. */
  singletonKey?: string;
  /**
   * At most one job of this queue (and `singletonKey`) is queued per slot of this many whole
   * seconds, counted from when it is sent; the others are dropped (pg-boss's throttling).
   */
  oncePerSeconds?: number;
}

/**
 * Where modules enqueue on-demand work. Routes are registered before the workers start, so
 * the queue is attached later; a process that runs no jobs (JOBS=false) drops what it is given,
 * and the work is picked up by the sweeps of the processes that do.
 */
export class JobQueue {
  #boss: PgBoss | null = null;

  attach(boss: PgBoss | null): void {
    this.#boss = boss;
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<void> {
    if (this.#boss === null) return;
    await this.#boss.send(name, data, {
      ...(options.delayMs ? { startAfter: new Date(Date.now() + options.delayMs) } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.oncePerSeconds ? { singletonSeconds: options.oncePerSeconds } : {}),
    });
  }
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
    const policy = job.policy ?? 'standard';
    // createQueue leaves an existing queue as it is, so a policy changed in the code would never
    // reach a database made before (clusters.advance was `stately` until a crash showed why not).
    const existing = await boss.getQueue(job.name);
    if (existing && existing.policy !== policy) {
      log.warn({ job: job.name, from: existing.policy, to: policy }, 'queue policy changed: queue made again');
      await boss.deleteQueue(job.name);
    }
    await boss.createQueue(job.name, { policy });
    const options = {
      ...(job.pollingIntervalSeconds ? { pollingIntervalSeconds: job.pollingIntervalSeconds } : {}),
      ...(job.batchSize ? { batchSize: job.batchSize } : {}),
    };
    await boss.work(job.name, options, async (batch) => {
      // One failure must not fail the batch's other jobs; it is logged, and the job's own
      // module recovers it (the cluster engine's sweep re-queues what has work left).
      const results = await Promise.allSettled(batch.map((item) => job.run(jobLog, item.data)));
      for (const result of results) {
        if (result.status === 'rejected') jobLog.error({ err: result.reason }, 'job failed');
      }
    });
    if (job.cron) await boss.schedule(job.name, job.cron);
    for (const delayMs of job.runsAfterStart ?? []) {
      await boss.send(job.name, {}, delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {});
    }
  }

  return {
    boss,
    // Lets running jobs finish (up to 10 s); the database itself is closed by its owner.
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
