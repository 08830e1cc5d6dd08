import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import { outboundEmails } from '../../platform/db/schema.ts';
import { refusalText, type MailTransport } from './transport.ts';

/** The pg-boss queue of the delivery job (on demand, delayed for a retry, and a sweep). */
export const DELIVER_EMAILS = 'mail.deliver';

export type DeliveryContext = Pick<AppContext, 'db' | 'secrets' | 'clock' | 'queue'>;

/**
 * How long a claimed message is left to its claimer before another run may take it: longer than
 * a batch can take with the transport's timeouts (20 messages, each at most about 2 minutes of
 * SMTP when the server hangs). A process that dies mid-batch delays its messages by this much.
 */
const CLAIM_LEASE_MS = 10 * 60_000;
/** Messages claimed at a time: few, so a lease is not outlived by the messages ahead in a batch. */
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
    const claimed = await claimDue(ctx);
    for (const email of claimed) {
      const outcome = await deliverOne(ctx, transport, log, email);
      if (outcome === 'sent') run.sent += 1;
      else if (outcome === 'failed') run.failed += 1;
      else {
        run.retrying += 1;
        retryDelays.add(outcome.retryInMs);
      }
    }
    if (claimed.length < BATCH_SIZE) break;
  }
  // One job per distinct retry time: an outage refusing 100 first attempts queues one, not 100.
  for (const delayMs of retryDelays) await ctx.queue.send(DELIVER_EMAILS, {}, { delayMs });
  return run;
}

/**
 * Claims up to a batch of due messages in one statement: the rows are locked with SKIP LOCKED
 * (another run's rows are passed over, not waited for), their attempt is counted and they are
 * leased (not due again before the lease ends, should this process die while sending).
 * A message never tried is due whatever its next_attempt_at: that column's default is the
 * database's time, which the injectable clock (a test's ManualClock) does not govern.
 */
async function claimDue(ctx: DeliveryContext): Promise<ClaimedEmail[]> {
  const now = ctx.clock.now();
  const due = ctx.db
    .select({ id: outboundEmails.id })
    .from(outboundEmails)
    .where(
      and(
        isNull(outboundEmails.sentAt),
        isNull(outboundEmails.failedAt),
        or(eq(outboundEmails.attempts, 0), lte(outboundEmails.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(outboundEmails.createdAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return ctx.db
    .update(outboundEmails)
    .set({
      attempts: sql`${outboundEmails.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(outboundEmails.id, due))
    .returning();
}

type Outcome = 'sent' | 'failed' | { retryInMs: number };

/**
 * Sends one claimed message and records how it went. Updates are compare-and-set on the attempt
 * count: should a hung send outlive its lease and another run claim the message, the older
 * run's result does not overwrite the newer one's.
 */
async function deliverOne(
  ctx: DeliveryContext,
  transport: MailTransport,
  log: FastifyBaseLogger,
  email: ClaimedEmail,
): Promise<Outcome> {
  const ours = and(eq(outboundEmails.id, email.id), eq(outboundEmails.attempts, email.attempts));
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
    const context = { emailId: email.id, attempts: email.attempts, reason };
    if (email.attempts >= LIMITS.mailMaxAttempts) {
      await ctx.db.update(outboundEmails).set({ lastError: reason, failedAt: now }).where(ours);
      log.error(context, 'e-mail given up after its last attempt');
      return 'failed';
    }
    const retryInMs = LIMITS.mailFirstRetryMs * 2 ** (email.attempts - 1);
    await ctx.db
      .update(outboundEmails)
      .set({ lastError: reason, nextAttemptAt: new Date(now.getTime() + retryInMs) })
      .where(ours);
    log.warn({ ...context, retryInMs }, 'e-mail refused: it will be tried again');
    return { retryInMs };
  }
  await ctx.db.update(outboundEmails).set({ sentAt: ctx.clock.now() }).where(ours);
  return 'sent';
}
