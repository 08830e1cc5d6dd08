import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue } from './jobs.ts';

/**
 * Claims on outbox rows (the e-mail and webhook outboxes) that a delivery run holds only while it
 * lives. A run claims a batch with one statement (SKIP LOCKED, so runs in several processes never
 * claim a row twice) and renews the claim every third of the lease while it sends; a process that
 * dies stops renewing, and its rows are due again a lease later, for any process's next run. A
 * claim counts no attempt: the module counts one when it records what the attempt gave.
 */

/** How long a claim holds unless renewed, and how often a run renews it. */
export interface LeaseTimes {
  leaseMs: number;
  renewEveryMs: number;
}

export const leaseTimes = (config: Pick<Config, 'outboxLeaseSeconds'>): LeaseTimes => ({
  leaseMs: config.outboxLeaseSeconds * 1_000,
  renewEveryMs: (config.outboxLeaseSeconds * 1_000) / 3,
});

/**
 * When, after the workers start, an outbox's job runs besides its schedule (JobDefinition's
 * runsAfterStart): at once, and once the claims of a process that died before this one started
 * have run out, so a restart takes its predecessor's batch over within a lease.
 */
export const takeoverRuns = (times: LeaseTimes): number[] => [0, times.leaseMs];

/** An outbox table and its columns of schema/columns.ts' leaseColumns. */
export interface LeasedTable {
  table: PgTable;
  /** The primary key (uuid). */
  id: PgColumn;
  leaseToken: PgColumn;
  leasedUntil: PgColumn;
}

/** What a result write sets besides its own columns: the row is no run's any more. */
export const RELEASED = { leaseToken: null, leasedUntil: null } as const;

export interface Claim {
  /** Matches the rows of this claim: select the batch with it. */
  readonly rows: SQL;
  /**
   * Matches the row only while this claim holds it: the compare-and-set of every result write,
   * so a run that outlived its lease (a stalled process) cannot overwrite a newer run's result.
   */
  holds(id: string): SQL;
  /**
   * Stops renewing (the batch is done), once a renewal under way has finished: none comes after.
   * Rows not released run out a lease later.
   */
  end(): Promise<void>;
}

export interface ClaimRequest {
  /** The rows the module would send now (not sent, not given up, their retry time reached). */
  due: SQL | undefined;
  /** Oldest first. */
  order: PgColumn;
  limit: number;
}

export interface LeaseContext {
  db: Db;
  clock: Clock;
  times: LeaseTimes;
  log: FastifyBaseLogger;
  /**
   * Asks any process for a delivery run `afterMs` from now. Called when a claim takes rows and at
   * each renewal, for just past the moment the claim would run out: should this process die, an
   * instance that stays up takes the batch over then, not at its next sweep.
   */
  lookAgain?: (afterMs: number) => Promise<void>;
}

/** Whether a statement's `returning` gave rows (both drivers answer `{ rows }`). */
function tookRows(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
    ? result.rows.length > 0
    : false;
}

/** How much later than the claim's end the look comes: it finds the rows free, not just about to be. */
const LOOK_AFTER_END_MS = 1_000;

/**
 * One job per slot of a third of the lease at most (whole seconds, at least one): a run renews
 * that often, and each renewal would otherwise queue a look of its own.
 */
const lookAgainSlotSeconds = (times: LeaseTimes): number => Math.max(1, Math.floor(times.renewEveryMs / 1_000));

/**
 * The claims of an outbox whose runs are the job `job`: the configured lease, and a takeover look
 * for just past each claim's end, queued for any process to run.
 */
export function outboxLeases(
  ctx: { db: Db; clock: Clock; config: Pick<Config, 'outboxLeaseSeconds'>; queue: JobQueue },
  log: FastifyBaseLogger,
  job: string,
): LeaseContext {
  const times = leaseTimes(ctx.config);
  const oncePerSeconds = lookAgainSlotSeconds(times);
  return {
    db: ctx.db,
    clock: ctx.clock,
    times,
    log,
    lookAgain: (afterMs) => ctx.queue.send(job, {}, { delayMs: afterMs, singletonKey: 'takeover', oncePerSeconds }),
  };
}

/**
 * The ids of up to `limit` due rows, oldest first, locked for the transaction it runs in and
 * skipping rows another transaction holds (FOR UPDATE SKIP LOCKED): the claim step of every
 * outbox, so two processes never take one row. Use it as a subquery (`in (…)`), in the
 * statement or transaction that marks the rows.
 */
export function lockDue(db: Pick<Db, 'select'>, rows: { table: PgTable; id: PgColumn }, request: ClaimRequest) {
  return db
    .select({ id: rows.id })
    .from(rows.table)
    .where(request.due)
    .orderBy(asc(request.order))
    .limit(request.limit)
    .for('update', { skipLocked: true });
}

/**
 * Claims up to `limit` due rows no live claim holds, and renews the claim until `end`. The rows
 * of a claim that ran out (its process died or stalled) are due like any other.
 */
export async function claimBatch(ctx: LeaseContext, leased: LeasedTable, request: ClaimRequest): Promise<Claim> {
  const token = randomUUID();
  const leasedUntil = () => new Date(ctx.clock.now().getTime() + ctx.times.leaseMs).toISOString();
  const free = or(isNull(leased.leasedUntil), lte(leased.leasedUntil, ctx.clock.now()));
  const due = lockDue(ctx.db, { table: leased.table, id: leased.id }, { ...request, due: and(request.due, free) });
  // Raw, as the table is any outbox's: drizzle's typed update needs to know which.
  const claimed = await ctx.db.execute(
    sql`update ${leased.table}
      set ${sql.identifier(leased.leaseToken.name)} = ${token},
        ${sql.identifier(leased.leasedUntil.name)} = ${leasedUntil()}::timestamptz
      where ${leased.id} in (${due})
      returning 1`,
  );
  const mine = eq(leased.leaseToken, token);

  const lookAfterEnd = async () => {
    try {
      await ctx.lookAgain?.(ctx.times.leaseMs + LOOK_AFTER_END_MS);
    } catch (err) {
      // Only the takeover's speed depends on it: the sweep finds the rows all the same.
      ctx.log.warn({ err }, 'outbox takeover look not queued');
    }
  };
  const holds = (id: string) => and(eq(leased.id, id), mine) ?? mine;
  // Nothing claimed: nothing to renew, and no look to ask for (the look itself would claim nothing).
  if (!tookRows(claimed)) return { rows: mine, holds, end: async () => {} };
  await lookAfterEnd();

  // Renews what is still ours (released rows have no token), one renewal at a time.
  let timer: NodeJS.Timeout | undefined;
  let renewing: Promise<void> = Promise.resolve();
  let ended = false;
  const renew = async () => {
    try {
      const renewed = await ctx.db.execute(
        sql`update ${leased.table}
          set ${sql.identifier(leased.leasedUntil.name)} = ${leasedUntil()}::timestamptz
          where ${mine}
          returning 1`,
      );
      if (tookRows(renewed)) await lookAfterEnd();
    } catch (err) {
      // A missed renewal costs nothing unless the lease runs out: then another run sends the
      // rest again (at least once), and this run's results no longer match (`holds`).
      ctx.log.warn({ err }, 'outbox claim not renewed');
    }
    schedule();
  };
  const schedule = () => {
    if (ended) return;
    timer = setTimeout(() => {
      renewing = renew();
    }, ctx.times.renewEveryMs);
    // A claim never keeps a process alive that is otherwise done.
    timer.unref();
  };
  schedule();

  return {
    rows: mine,
    holds,
    end: () => {
      ended = true;
      clearTimeout(timer);
      return renewing;
    },
  };
}
