import type { WebhookEvent, WebhookType } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { webhookDeliveries } from '../../platform/db/schema.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';

/** The pg-boss queue of webhook delivery (on demand, delayed for a retry, and a sweep). */
export const DELIVER_WEBHOOKS = 'webhooks.deliver';

export interface WebhookDeliveryInput {
  accountId: string;
  webhookType: WebhookType;
  /** The webhook's URL now: a later change of the webhook does not redirect what is queued. */
  url: string;
  event: WebhookEvent;
}

/** Queues one event for one webhook, in the caller's transaction. Returns the delivery's id. */
export async function queueWebhookDelivery(tx: Pick<Db, 'insert'>, delivery: WebhookDeliveryInput): Promise<string> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      accountId: delivery.accountId,
      webhookType: delivery.webhookType,
      url: delivery.url,
      // The test message has no stored event.
      eventId: delivery.event.type === 'webhook.test' ? null : delivery.event.id,
      eventType: delivery.event.type,
      payload: delivery.event,
    })
    .returning({ id: webhookDeliveries.id });
  if (!row) throw new Error('webhook delivery insert returned no row');
  return row.id;
}

/** Asks the delivery job to send what is due now; call it after the queuing transaction commits. */
export async function deliverWebhooksSoon(queue: JobQueue): Promise<void> {
  await queue.send(DELIVER_WEBHOOKS, {});
}
