import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, webhookEventSchema } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import { accountWebhooks, webhookDeliveries } from '../../platform/db/schema.ts';
import { claimBatch, outboxLeases, RELEASED, type Claim, type LeasedTable } from '../../platform/jobs/leases.ts';
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
/** Deliveries claimed at a time: few, so a process that dies leaves few to be taken over. */
const BATCH_SIZE = 20;
/** Batches one run works through before leaving the rest to the next run (a huge backlog). */
const MAX_BATCHES = 50;

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
 * Sends every delivery that is due, batch after batch, like the mail outbox: claimed first, so
 * two runs never send one twice; a refused one is tried again after a backoff, with a delayed
 * job at its time, until LIMITS.webhookRetryWindowMs after it was queued.
 */
export async function deliverDueWebhooks(
  ctx: WebhookDeliveryContext,
  log: FastifyBaseLogger,
  options: WebhookDeliveryOptions = {},
): Promise<WebhookDeliveryRun> {
  const run: WebhookDeliveryRun = { delivered: 0, retrying: 0, failed: 0 };
  const retryDelays = new Set<number>();
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claim = await claimDue(ctx, log);
    try {
      const claimed = await ctx.db
        .select()
        .from(webhookDeliveries)
        .where(claim.rows)
        .orderBy(asc(webhookDeliveries.createdAt));
      for (const delivery of claimed) {
        const outcome = await deliverOne(ctx, log, claim, delivery, options);
        if (outcome === 'delivered') run.delivered += 1;
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
  // One job per distinct retry time: a receiver down for 100 events queues one, not 100.
  for (const delayMs of retryDelays) await ctx.queue.send(DELIVER_WEBHOOKS, {}, { delayMs });
  return run;
}

/**
 * Claims a batch (platform/jobs/leases.ts: held while this run lives, due again a lease after it
 * dies). A delivery never tried is due whatever its next_attempt_at, whose default is the
 * database's time, not the injectable clock's.
 */
function claimDue(ctx: WebhookDeliveryContext, log: FastifyBaseLogger): Promise<Claim> {
  const due = and(
    inArray(webhookDeliveries.status, ['PENDING', 'RETRYING']),
    or(eq(webhookDeliveries.attempts, 0), lte(webhookDeliveries.nextAttemptAt, ctx.clock.now())),
  );
  const leases = outboxLeases(ctx, log, DELIVER_WEBHOOKS);
  return claimBatch(leases, OUTBOX, { due, order: webhookDeliveries.createdAt, limit: BATCH_SIZE });
}

type Outcome = 'delivered' | 'failed' | { retryInMs: number };

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
): Promise<Outcome> {
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
    return 'delivered';
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
