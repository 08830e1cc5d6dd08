import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, webhookEventSchema } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import { accountWebhooks, webhookDeliveries } from '../../platform/db/schema.ts';
import { RELEASED, type Claim, type LeasedTable } from '../../platform/jobs/leases.ts';
import { drainOutbox, type SendOutcome } from '../../platform/jobs/outbox-run.ts';
import { DELIVER_WEBHOOKS } from './queue.ts';
import { sendWebhook, type WebhookAttempt } from './sender.ts';

export type WebhookDeliveryContext = Pick<AppContext, 'db' | 'secrets' | 'clock' | 'queue' | 'config'>;

/** The deliveries, as the shared claims (platform/jobs/leases.ts) see them. */
const OUTBOX: LeasedTable = {
  table: webhookDeliveries,
  id: webhookDeliveries.id,
  leaseToken: webhookDeliveries.leaseToken,
  leasedUntil: webhookDeliveries.leasedUntil,
};
export interface WebhookDeliveryRun {
  delivered: number;
  retrying: number;
  failed: number;
}

export interface WebhookDeliveryOptions {
  /** Per attempt; LIMITS.webhookTimeoutMs unless a test wants a shorter wait. */
  timeoutMs?: number;
}

type ClaimedDelivery = typeof webhookDeliveries.$inferSelect;

/**
 * Sends every delivery that is due, like the mail outbox (platform/jobs/outbox-run.ts: claimed a
 * batch at a time, held only while this run lives); a refused one is tried again after a backoff,
 * with a delayed job at its time, until LIMITS.webhookRetryWindowMs after it was queued. A
 * delivery never tried is due whatever its next_attempt_at, whose default is the database's time,
 * not the injectable clock's.
 */
export async function deliverDueWebhooks(
  ctx: WebhookDeliveryContext,
  log: FastifyBaseLogger,
  options: WebhookDeliveryOptions = {},
): Promise<WebhookDeliveryRun> {
  const { done, retrying, failed } = await drainOutbox<ClaimedDelivery>({
    ctx,
    log,
    job: DELIVER_WEBHOOKS,
    table: OUTBOX,
    due: and(
      inArray(webhookDeliveries.status, ['PENDING', 'RETRYING']),
      or(eq(webhookDeliveries.attempts, 0), lte(webhookDeliveries.nextAttemptAt, ctx.clock.now())),
    ),
    order: webhookDeliveries.createdAt,
    batchSize: 20,
    maxBatches: 50,
    read: (claim) =>
      ctx.db.select().from(webhookDeliveries).where(claim.rows).orderBy(asc(webhookDeliveries.createdAt)),
    send: (claim, delivery) => deliverOne(ctx, log, claim, delivery, options),
  });
  return { delivered: done, retrying, failed };
}

/**
 * The signing secret of the webhook the delivery was queued for. The secret belongs to the URL:
 * once the webhook is changed or deleted, what was queued for the old URL is not sent.
 */
async function secretFor(ctx: WebhookDeliveryContext, delivery: ClaimedDelivery): Promise<string | null> {
  const [webhook] = await ctx.db
    .select({ url: accountWebhooks.url, secret: accountWebhooks.secret })
    .from(accountWebhooks)
    .where(and(eq(accountWebhooks.accountId, delivery.accountId), eq(accountWebhooks.type, delivery.webhookType)));
  return webhook?.url === delivery.url ? ctx.secrets.open(webhook.secret) : null;
}

const WEBHOOK_GONE = 'The webhook was changed or deleted before this delivery';
const finalFailure = (error: string): WebhookAttempt => ({
  delivered: false,
  responseCode: null,
  responseExcerpt: null,
  error,
  final: true,
});

async function attempt(
  ctx: WebhookDeliveryContext,
  delivery: ClaimedDelivery,
  options: WebhookDeliveryOptions,
): Promise<WebhookAttempt> {
  const event = webhookEventSchema.safeParse(delivery.payload);
  if (!event.success) return finalFailure('The queued event is not a valid webhook event');
  const secret = await secretFor(ctx, delivery);
  if (secret === null) return finalFailure(WEBHOOK_GONE);
  return sendWebhook(delivery.url, event.data, {
    secret,
    allowPrivateNetworks: ctx.config.webhookAllowPrivateNetworks,
    now: ctx.clock.now(),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}

/**
 * Sends one claimed delivery and records how it went, counting the attempt then and releasing the
 * claim, compare-and-set on the claim: a stalled run that outlived its lease does not overwrite
 * the newer run's result.
 */
async function deliverOne(
  ctx: WebhookDeliveryContext,
  log: FastifyBaseLogger,
  claim: Claim,
  delivery: ClaimedDelivery,
  options: WebhookDeliveryOptions,
): Promise<SendOutcome> {
  const ours = claim.holds(delivery.id);
  const attempts = delivery.attempts + 1;
  const result = await attempt(ctx, delivery, options);
  const now = ctx.clock.now();
  const recorded = {
    ...RELEASED,
    attempts,
    responseCode: result.responseCode,
    responseExcerpt: result.responseExcerpt,
    lastError: result.error,
    lastAttemptAt: now,
  };
  if (result.delivered) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ ...recorded, status: 'DELIVERED' })
      .where(ours);
    return 'done';
  }
  const context = { deliveryId: delivery.id, attempts, reason: result.error };
  const retryInMs = LIMITS.webhookFirstRetryMs * 2 ** (attempts - 1);
  const giveUpAt = delivery.createdAt.getTime() + LIMITS.webhookRetryWindowMs;
  if (result.final || now.getTime() + retryInMs > giveUpAt) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ ...recorded, status: 'FAILED' })
      .where(ours);
    log.warn(context, 'webhook delivery given up');
    return 'failed';
  }
  await ctx.db
    .update(webhookDeliveries)
    .set({ ...recorded, status: 'RETRYING', nextAttemptAt: new Date(now.getTime() + retryInMs) })
    .where(ours);
  log.info({ ...context, retryInMs }, 'webhook delivery refused: it will be tried again');
  return { retryInMs };
}
