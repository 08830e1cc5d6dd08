import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import { outboundEmails } from '../../platform/db/schema.ts';
import { claimBatch, outboxLeases, RELEASED, type Claim, type LeasedTable } from '../../platform/jobs/leases.ts';
import { refusalText, type MailTransport } from './transport.ts';

/** The pg-boss queue of the delivery job (on demand, delayed for a retry, and a sweep). */
export const DELIVER_EMAILS = 'mail.deliver';

export type DeliveryContext = Pick<AppContext, 'db' | 'secrets' | 'clock' | 'queue' | 'config'>;

/** The outbox, as the shared claims (platform/jobs/leases.ts) see it. */
const OUTBOX: LeasedTable = {
  table: outboundEmails,
  id: outboundEmails.id,
  leaseToken: outboundEmails.leaseToken,
  leasedUntil: outboundEmails.leasedUntil,
};
/** Messages claimed at a time: few, so a process that dies leaves few to be taken over. */
const BATCH_SIZE = 20;
/** Batches one run works through before leaving the rest to the next run (a huge backlog). */
const MAX_BATCHES = 50;

export interface DeliveryRun {
  sent: number;
  /** Refused this time, to be tried again after the backoff. */
  retrying: number;
  /** Refused for the last time (LIMITS.mailMaxAttempts): given up. */
  failed: number;
}

type ClaimedEmail = typeof outboundEmails.$inferSelect;

/**
 * Sends every message that is due, batch after batch. Each batch is claimed first, so runs in
 * several processes (or two runs in one) never send a message twice; a refused message is
 * tried again later, with a delayed job at its retry time so it does not wait for the sweep.
 */
export async function deliverDueEmails(
  ctx: DeliveryContext,
  transport: MailTransport,
  log: FastifyBaseLogger,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0 };
  const retryDelays = new Set<number>();
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claim = await claimDue(ctx, log);
    try {
      const claimed = await ctx.db
        .select()
        .from(outboundEmails)
        .where(claim.rows)
        .orderBy(asc(outboundEmails.createdAt));
      for (const email of claimed) {
        const outcome = await deliverOne(ctx, transport, log, claim, email);
        if (outcome === 'sent') run.sent += 1;
        else if (outcome === 'failed') run.failed += 1;
        else {
          run.retrying += 1;
          retryDelays.add(outcome.retryInMs);
        }
      }
      if (claimed.length < BATCH_SIZE) break;
    } finally {
      await claim.end();
    }
  }
  // One job per distinct retry time: an outage refusing 100 first attempts queues one, not 100.
  for (const delayMs of retryDelays) await ctx.queue.send(DELIVER_EMAILS, {}, { delayMs });
  return run;
}

/**
 * Claims up to a batch of due messages (platform/jobs/leases.ts: held while this run lives, due
 * again a lease after it dies). A message never tried is due whatever its next_attempt_at: that
 * column's default is the database's time, which the injectable clock (a test's ManualClock)
 * does not govern.
 */
function claimDue(ctx: DeliveryContext, log: FastifyBaseLogger): Promise<Claim> {
  const due = and(
    isNull(outboundEmails.sentAt),
    isNull(outboundEmails.failedAt),
    or(eq(outboundEmails.attempts, 0), lte(outboundEmails.nextAttemptAt, ctx.clock.now())),
  );
  const leases = outboxLeases(ctx, log, DELIVER_EMAILS);
  return claimBatch(leases, OUTBOX, { due, order: outboundEmails.createdAt, limit: BATCH_SIZE });
}

type Outcome = 'sent' | 'failed' | { retryInMs: number };

/**
 * Sends one claimed message and records how it went, counting the attempt then and releasing
 * the claim. Updates are compare-and-set on the claim: should a stalled run outlive its lease
 * and another run claim the message, the older run's result does not overwrite the newer one's.
 */
async function deliverOne(
  ctx: DeliveryContext,
  transport: MailTransport,
  log: FastifyBaseLogger,
  claim: Claim,
  email: ClaimedEmail,
): Promise<Outcome> {
  const ours = claim.holds(email.id);
  const attempts = email.attempts + 1;
  const recorded = { ...RELEASED, attempts };
  try {
    await transport.send(
      {
        to: email.recipient,
        subject: email.subject,
        text: ctx.secrets.open(email.body),
        ...(email.html === null ? {} : { html: ctx.secrets.open(email.html) }),
      },
      log,
    );
  } catch (err) {
    const reason = refusalText(err);
    const now = ctx.clock.now();
    const context = { emailId: email.id, attempts, reason };
    if (attempts >= LIMITS.mailMaxAttempts) {
      await ctx.db
        .update(outboundEmails)
        .set({ ...recorded, lastError: reason, failedAt: now })
        .where(ours);
      log.error(context, 'e-mail given up after its last attempt');
      return 'failed';
    }
    const retryInMs = LIMITS.mailFirstRetryMs * 2 ** (attempts - 1);
    await ctx.db
      .update(outboundEmails)
      .set({ ...recorded, lastError: reason, nextAttemptAt: new Date(now.getTime() + retryInMs) })
      .where(ours);
    log.warn({ ...context, retryInMs }, 'e-mail refused: it will be tried again');
    return { retryInMs };
  }
  await ctx.db
    .update(outboundEmails)
    .set({ ...recorded, sentAt: ctx.clock.now() })
    .where(ours);
  return 'sent';
}
