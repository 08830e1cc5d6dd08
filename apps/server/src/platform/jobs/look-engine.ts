import { z } from 'zod';
import type { JobDefinition, JobQueue } from './jobs.ts';

/** What one look found: more to do (look again after the interval), or settled. */
export type LookResult = 'more' | 'done';

/** A kind of thing the engine watches through the infrastructure driver (clusters, gateways). */
export interface Watched {
  /** Its look job and its sweep job, `<module>.advance` and `<module>.sweep`. */
  advanceJob: string;
  sweepJob: string;
  /** The key of its id in a look job's data (kept per kind: queued jobs outlive a deploy). */
  idKey: string;
  /** Its name in log lines. */
  noun: string;
  queue: JobQueue;
  /** How long after a look that found more to do the next one runs (the driver's interval). */
  pollIntervalMs: number;
  /**
   * One look at one of them: reads it, asks the driver, stores what it sees. Every write must be
   * conditional on the state it read, so two looks at once (two servers) never apply a step twice.
   */
  advance(id: string): Promise<LookResult>;
  /** The ids with work left, for the sweep (after a restart, or a lost job); may tidy first. */
  pending(): Promise<readonly string[]>;
}

/**
 * The engine that drives clusters and gateways: one job per look at one of them, its next look
 * scheduled by the look itself, and a sweep every minute that queues a look at each with work
 * left, so none is forgotten across restarts or lost jobs.
 */
export function lookEngine(watched: Watched) {
  const { advanceJob, sweepJob, idKey, noun, queue } = watched;
  const dataSchema = z.object({ [idKey]: z.uuid() });

  const schedule = (id: string, delayMs = watched.pollIntervalMs) =>
    queue.send(advanceJob, { [idKey]: id }, { delayMs, singletonKey: id });

  async function sweep(): Promise<number> {
    const ids = await watched.pending();
    for (const id of ids) await schedule(id, 0);
    return ids.length;
  }

  const jobs: JobDefinition[] = [
    {
      name: advanceJob,
      // `short`: one queued look per id, so the sweep, the API and the look before never stack
      // looks up; any number may run. Not `stately` (one queued and one *active* per key), which
      // stalled clusters for minutes: (1) a process killed mid-look leaves its jobs `active` until
      // they expire (15 minutes), and those ids' next looks cannot start; (2) a batch fetch that
      // meets such a key fails whole on the policy's unique index, which pg-boss takes for an
      // empty queue, so every one waits; (3) fetches skip the keys pg-boss's monitor last saw
      // active, a snapshot refreshed about once a minute, so even without a crash one whose look
      // was running at that moment waited a minute or two. Two looks at once are safe: every
      // write is conditional (see Watched.advance).
      policy: 'short',
      // Scheduled looks are due every pollIntervalMs; pick them up promptly, many at a time, so
      // a server keeps up with hundreds changing at once.
      pollingIntervalSeconds: 0.5,
      batchSize: 50,
      run: async (log, data) => {
        const id = String(dataSchema.parse(data)[idKey]);
        let next: LookResult;
        try {
          next = await watched.advance(id);
        } catch (err) {
          // A look that failed (the driver, the database) is tried again at the next interval,
          // not left to the minute's sweep: it would seem stuck meanwhile.
          log.error({ err, [idKey]: id }, `${noun} look failed; looking again`);
          next = 'more';
        }
        if (next === 'more') await schedule(id);
        else log.debug({ [idKey]: id }, `${noun} settled`);
      },
    },
    {
      name: sweepJob,
      cron: '* * * * *',
      run: async (log) => {
        const queued = await sweep();
        if (queued > 0) log.info({ queued }, `queued each ${noun} with work left`);
      },
    },
  ];

  return { schedule, sweep, jobs };
}
