import { randomUUID } from 'node:crypto';
import { notificationChoiceOf, type UpdateNotificationPreferencesBody } from '@datadeck/contracts';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { createAccount, createCluster } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  accountEvents,
  clusters,
  notificationPreferences,
  outboundEmails,
  webhookDeliveries,
} from '../../platform/db/schema.ts';
import { changeState } from '../clusters/store.ts';

/** What the routing tests share: accounts with their own addresses, and what routing queued. */

/** An account whose three contact lists are addresses of a domain of its own. */
export async function accountWithContacts(app: TestApp, maintenance = true) {
  const domain = `${randomUUID().slice(0, 8)}.test`;
  const contacts = {
    supportContacts: `help@${domain};ops@${domain}`,
    emergencyContacts: `pager@${domain}`,
    maintenanceContacts: maintenance ? `maint@${domain}` : '',
  };
  const accountId = await createAccount(app.context.db, contacts);
  return { accountId, domain };
}

/** Saves a choice as the endpoint does once its rules held (they are the endpoint's tests). */
export async function saveChoice(app: TestApp, accountId: string, body: UpdateNotificationPreferencesBody) {
  const choice = notificationChoiceOf(body);
  await app.context.db
    .insert(notificationPreferences)
    .values({ accountId, choice })
    .onConflictDoUpdate({ target: notificationPreferences.accountId, set: { choice } });
}

/** A cluster of the account moved from `from` to `to` through the store, as the engine moves it. */
export async function moveCluster(
  app: TestApp,
  accountId: string,
  from: 'JOINING' | 'RUNNING' | 'DELETING',
  to: 'RUNNING' | 'FAILED' | 'DELETED',
) {
  const created = await createCluster(app.context.db, accountId, { status: from });
  const [row] = await app.context.db.select().from(clusters).where(eq(clusters.id, created.id));
  if (!row) throw new Error('cluster not found');
  const moved = await changeState(
    app.context.db,
    row,
    { status: to, provisioningProgress: null, provisioningMessage: null },
    app.clock.now(),
  );
  if (!moved) throw new Error('cluster did not move');
  return created;
}

export function eventsOf(app: TestApp, accountId: string) {
  return app.context.db
    .select()
    .from(accountEvents)
    .where(eq(accountEvents.accountId, accountId))
    .orderBy(asc(accountEvents.occurredAt));
}

/** The e-mails queued to the account's domain, sorted by recipient, their bodies opened. */
export async function emailsTo(app: TestApp, domain: string) {
  const rows = await app.context.db
    .select()
    .from(outboundEmails)
    .where(like(outboundEmails.recipient, `%@${domain}`))
    .orderBy(asc(outboundEmails.recipient));
  return rows.map((row) => ({ to: row.recipient, subject: row.subject, text: app.context.secrets.open(row.body) }));
}

export function deliveriesOf(app: TestApp, accountIds: string[]) {
  return app.context.db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.accountId, accountIds))
    .orderBy(asc(webhookDeliveries.createdAt));
}
