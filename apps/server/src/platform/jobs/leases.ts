import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

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
}

/**
 * Claims up to `limit` due rows no live claim holds, and renews the claim until `end`. The rows
 * of a claim that ran out (its process died or stalled) are due like any other.
 */
export async function claimBatch(ctx: LeaseContext, leased: LeasedTable, request: ClaimRequest): Promise<Claim> {
  const token = randomUUID();
  const leasedUntil = () => new Date(ctx.clock.now().getTime() + ctx.times.leaseMs).toISOString();
  const free = or(isNull(leased.leasedUntil), lte(leased.leasedUntil, ctx.clock.now()));
  const due = ctx.db
    .select({ id: leased.id })
    .from(leased.table)
    .where(and(request.due, free))
    .orderBy(asc(request.order))
    .limit(request.limit)
    .for('update', { skipLocked: true });
  // Raw, as the table is any outbox's: drizzle's typed update needs to know which.
  await ctx.db.execute(
    sql`update ${leased.table}
      set ${sql.identifier(leased.leaseToken.name)} = ${token},
        ${sql.identifier(leased.leasedUntil.name)} = ${leasedUntil()}::timestamptz
      where ${leased.id} in (${due})`,
  );
  const mine = eq(leased.leaseToken, token);

  // Renews what is still ours (released rows have no token), one renewal at a time.
  let timer: NodeJS.Timeout | undefined;
  let renewing: Promise<void> = Promise.resolve();
  let ended = false;
  const renew = async () => {
    try {
      await ctx.db.execute(
        sql`update ${leased.table}
          set ${sql.identifier(leased.leasedUntil.name)} = ${leasedUntil()}::timestamptz
          where ${mine}`,
      );
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
    holds: (id) => and(eq(leased.id, id), mine) ?? mine,
    end: () => {
      ended = true;
      clearTimeout(timer);
      return renewing;
    },
  };
}
