import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { claimBatch, outboxLeases, type Claim, type LeasedTable } from './leases.ts';

/** What sending one claimed row gave: done (sent, delivered), given up, or to be tried again later. */
export type SendOutcome = 'done' | 'failed' | { retryInMs: number };

/** How a run went, row by row. */
export interface OutboxRunCounts {
  done: number;
  retrying: number;
  failed: number;
}

/** An outbox (the e-mails, the webhook deliveries) as a delivery run works through it. */
export interface Outbox<Row> {
  /** The app's database, clock, configuration (the lease) and job queue. */
  ctx: Parameters<typeof outboxLeases>[0];
  log: FastifyBaseLogger;
  /** The outbox's job: a takeover look and a retry's delayed run are queued for it. */
  job: string;
  table: LeasedTable;
  /** The rows to send now (not sent, not given up, their retry time reached). */
  due: SQL | undefined;
  /** Oldest first. */
  order: PgColumn;
  /** Rows claimed at a time: few, so a process that dies leaves few to be taken over. */
  batchSize: number;
  /** Batches one run works through before leaving the rest to the next run (a huge backlog). */
  maxBatches: number;
  /** The claimed rows, oldest first. */
  read(claim: Claim): Promise<Row[]>;
  /** Sends one row and records the outcome, compare-and-set on the claim (`claim.holds`). */
  send(claim: Claim, row: Row): Promise<SendOutcome>;
}

/**
 * Sends every row that is due, batch after batch: each batch claimed first (leases.ts), so runs
 * in several processes (or two in one) never send a row twice, and held only while this run
 * lives. A refused row is tried again later, with a delayed job at its retry time so it does not
 * wait for the sweep: one job per distinct retry time, so an outage refusing 100 first attempts
 * queues one, not 100.
 */
export async function drainOutbox<Row>(outbox: Outbox<Row>): Promise<OutboxRunCounts> {
  const counts: OutboxRunCounts = { done: 0, retrying: 0, failed: 0 };
  const retryDelays = new Set<number>();
  const leases = outboxLeases(outbox.ctx, outbox.log, outbox.job);
  for (let batch = 0; batch < outbox.maxBatches; batch += 1) {
    const claim = await claimBatch(leases, outbox.table, {
      due: outbox.due,
      order: outbox.order,
      limit: outbox.batchSize,
    });
    try {
      const claimed = await outbox.read(claim);
      for (const row of claimed) {
        const outcome = await outbox.send(claim, row);
        if (outcome === 'done') counts.done += 1;
        else if (outcome === 'failed') counts.failed += 1;
        else {
          counts.retrying += 1;
          retryDelays.add(outcome.retryInMs);
        }
      }
      if (claimed.length < outbox.batchSize) break;
    } finally {
      await claim.end();
    }
  }
  for (const delayMs of retryDelays) await outbox.ctx.queue.send(outbox.job, {}, { delayMs });
  return counts;
}
