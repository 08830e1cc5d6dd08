import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@datadeck/contracts';
import type { PlatformContext } from '../context.ts';
import { outboundEmails } from '../db/schema.ts';
import { RELEASED, type Claim, type LeasedTable } from '../jobs/leases.ts';
import { drainOutbox, type SendOutcome } from '../jobs/outbox-run.ts';
import { refusalText, type MailTransport } from './transport.ts';

/** The pg-boss queue of the delivery job (on demand, delayed for a retry, and a sweep). */
export const DELIVER_EMAILS = 'mail.deliver';

export type DeliveryContext = Pick<PlatformContext, 'db' | 'secrets' | 'clock' | 'queue' | 'config'>;

/** The outbox, as the shared claims (platform/jobs/leases.ts) see it. */
const OUTBOX: LeasedTable = {
  table: outboundEmails,
  id: outboundEmails.id,
  leaseToken: outboundEmails.leaseToken,
  leasedUntil: outboundEmails.leasedUntil,
};

export interface DeliveryRun {
  sent: number;
  /** Refused this time, to be tried again after the backoff. */
  retrying: number;
  /** Refused for the last time (LIMITS.mailMaxAttempts): given up. */
  failed: number;
}

type ClaimedEmail = typeof outboundEmails.$inferSelect;

/**
 * Sends every message that is due (platform/jobs/outbox-run.ts: claimed a batch at a time, held
 * only while this run lives, a refused one tried again by a delayed job). A message never tried is
 * due whatever its next_attempt_at: that column's default is the database's time, which the
 * injectable clock (a test's ManualClock) does not govern.
 */
export async function deliverDueEmails(
  ctx: DeliveryContext,
  transport: MailTransport,
  log: FastifyBaseLogger,
): Promise<DeliveryRun> {
  const { done, retrying, failed } = await drainOutbox<ClaimedEmail>({
    ctx,
    log,
    job: DELIVER_EMAILS,
    table: OUTBOX,
    due: and(
      isNull(outboundEmails.sentAt),
      isNull(outboundEmails.failedAt),
      or(eq(outboundEmails.attempts, 0), lte(outboundEmails.nextAttemptAt, ctx.clock.now())),
    ),
    order: outboundEmails.createdAt,
    batchSize: 20,
    maxBatches: 50,
    read: (claim) => ctx.db.select().from(outboundEmails).where(claim.rows).orderBy(asc(outboundEmails.createdAt)),
    send: (claim, email) => deliverOne(ctx, transport, log, claim, email),
  });
  return { sent: done, retrying, failed };
}

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
): Promise<SendOutcome> {
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
  return 'done';
}
