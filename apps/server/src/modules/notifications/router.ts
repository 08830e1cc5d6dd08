import { notificationGroupOf, parseEmailList, type WebhookEvent } from '@datadeck/contracts';
import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { accountEvents } from '../../platform/db/schema.ts';
import { deliverSoon, queueEmail } from '../../platform/mail/outbox.ts';
import { choiceOf, contactsOf, webhooksOf } from '../notification-preferences/queries.ts';
import { deliverWebhooksSoon, queueWebhookDelivery } from '../webhooks/queue.ts';
import { eventTexts, maintenanceEventDataSchema } from './texts.ts';
import { lockDue } from '../../platform/jobs/leases.ts';

/** Events routed per transaction: a global announcement to many accounts goes in several. */
export const ROUTING_BATCH_SIZE = 100;

type EventRow = typeof accountEvents.$inferSelect;

interface Queued {
  emails: number;
  webhooks: number;
}

/** Whether the event is disruptive, as the preference rows of maintenance tell them apart. */
const disruptionOf = (row: EventRow) => {
  const parsed = maintenanceEventDataSchema.safeParse(row.data);
  return parsed.success ? { disruptive: parsed.data.disruptive } : {};
};

/**
 * Queues what one event asks for by the account's choice: an e-mail per address of the chosen
 * contact list, and a delivery to the chosen webhook when it is set. Nothing when the row is
 * 'Do not notify me', or the event has no row (the webhook test).
 */
async function routeOne(tx: Tx, ctx: Pick<AppContext, 'secrets'>, row: EventRow): Promise<Queued> {
  const group = notificationGroupOf(row.type, disruptionOf(row));
  const contacts = await contactsOf(tx, row.accountId);
  if (group === null || !contacts) return { emails: 0, webhooks: 0 };
  const detail = (await choiceOf(tx, row.accountId)).groups[group];
  const texts = eventTexts(row.type, row.data, contacts.name);

  let emails = 0;
  if (detail.enableEmailNotification && detail.selectedEmailType !== null) {
    const recipients = new Set(parseEmailList(contacts.lists[detail.selectedEmailType]).map((a) => a.toLowerCase()));
    for (const to of recipients) {
      await queueEmail(tx, ctx.secrets, { to, subject: texts.subject, text: texts.body });
      emails += 1;
    }
  }

  let webhooks = 0;
  const webhookType = detail.enableWebhookNotification ? detail.selectedWebhookType : null;
  const webhook = (await webhooksOf(tx, row.accountId)).find((set) => set.type === webhookType);
  if (webhook) {
    const event: WebhookEvent = {
      id: row.id,
      type: row.type,
      occurredAt: row.occurredAt.toISOString(),
      account: { id: row.accountId, name: contacts.name },
      data: row.data,
      text: texts.line,
    };
    await queueWebhookDelivery(tx, { accountId: row.accountId, webhookType: webhook.type, url: webhook.url, event });
    webhooks += 1;
  }
  return { emails, webhooks };
}

/**
 * Routes the events not yet routed, oldest first, a batch per transaction: the batch's rows are
 * claimed (lockDue: FOR UPDATE SKIP LOCKED, so two instances never route one event twice), their e-mails
 * and webhook deliveries queued and the rows marked routed, all or nothing. After each commit the
 * senders are asked to send now. Returns how many events were routed.
 */
export async function routeAccountEvents(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'clock' | 'queue'>,
  batchSize = ROUTING_BATCH_SIZE,
): Promise<number> {
  let routed = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const claimed = lockDue(
        tx,
        { table: accountEvents, id: accountEvents.id },
        { due: isNull(accountEvents.routedAt), order: accountEvents.occurredAt, limit: batchSize },
      );
      const rows = await tx
        .select()
        .from(accountEvents)
        .where(inArray(accountEvents.id, claimed))
        .orderBy(asc(accountEvents.occurredAt));
      const queued: Queued = { emails: 0, webhooks: 0 };
      for (const row of rows) {
        const one = await routeOne(tx, ctx, row);
        queued.emails += one.emails;
        queued.webhooks += one.webhooks;
      }
      if (rows.length > 0) {
        const ids = rows.map((row) => row.id);
        await tx
          .update(accountEvents)
          .set({ routedAt: ctx.clock.now() })
          .where(and(inArray(accountEvents.id, ids), isNull(accountEvents.routedAt)));
      }
      return { count: rows.length, queued };
    });
    routed += batch.count;
    if (batch.queued.emails > 0) await deliverSoon(ctx.queue);
    if (batch.queued.webhooks > 0) await deliverWebhooksSoon(ctx.queue);
    if (batch.count < batchSize) return routed;
  }
}
