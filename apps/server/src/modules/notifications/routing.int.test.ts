import { api, webhookEventSchema, type UpdateNotificationPreferencesBody } from '@datadeck/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountEvents, accounts } from '../../platform/db/schema.ts';
import { defaultUpdate, setWebhook } from '../notification-preferences/notification-preferences-test-kit.ts';
import { staffUser } from '../../../test/staff.ts';
import {
  accountWithContacts,
  deliveriesOf,
  emailsTo,
  eventsOf,
  moveCluster,
  saveChoice,
} from './notifications-test-kit.ts';
import { routeAccountEvents } from './router.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const route = () => routeAccountEvents(app.context);
const OFF = {
  enableEmailNotification: false,
  enableWebhookNotification: false,
  selectedEmailType: null,
  selectedWebhookType: null,
} as const;

describe('cluster status changes', () => {
  it('records an event in the change, and routing e-mails the default contacts once', async () => {
    const { accountId, domain } = await accountWithContacts(app);
    const cluster = await moveCluster(app, accountId, 'JOINING', 'RUNNING');
    const [event, ...more] = await eventsOf(app, accountId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'cluster.running',
      data: { clusterId: cluster.id, clusterName: cluster.name, status: 'RUNNING', fromStatus: 'JOINING' },
      routedAt: null,
    });

    expect(await route()).toBeGreaterThanOrEqual(1);
    // A running cluster is a non-disruptive issue: the support contacts by default.
    const emails = await emailsTo(app, domain);
    expect(emails.map((email) => email.to)).toEqual([`help@${domain}`, `ops@${domain}`]);
    expect(emails[0]?.subject).toBe(`Cluster "${cluster.name}" is running`);
    expect(emails[0]?.text).toContain('Status: RUNNING (was JOINING)');
    expect(await deliveriesOf(app, [accountId])).toEqual([]);
    expect((await eventsOf(app, accountId))[0]?.routedAt).not.toBeNull();

    // Routed once: a second run queues nothing more.
    await route();
    expect(await emailsTo(app, domain)).toHaveLength(2);
  });

  it('records nothing when the status stays (a progress update)', async () => {
    const { accountId } = await accountWithContacts(app);
    await moveCluster(app, accountId, 'RUNNING', 'RUNNING');
    expect(await eventsOf(app, accountId)).toEqual([]);
  });

  it('sends a failure to the chosen contacts and the chosen webhook, with the documented envelope', async () => {
    const { accountId, domain } = await accountWithContacts(app);
    await setWebhook(app, accountId, 'SUPPORT', 'https://hooks.acme.test/support');
    await setWebhook(app, accountId, 'MAINTENANCE', 'https://hooks.acme.test/maintenance');
    const body = defaultUpdate();
    body.issueInvestigation.disruptive = {
      enableEmailNotification: true,
      enableWebhookNotification: true,
      selectedEmailType: 'EMERGENCY',
      selectedWebhookType: 'SUPPORT',
    };
    await saveChoice(app, accountId, body);
    const cluster = await moveCluster(app, accountId, 'JOINING', 'FAILED');
    await route();

    expect((await emailsTo(app, domain)).map((email) => [email.to, email.subject])).toEqual([
      [`pager@${domain}`, `Cluster "${cluster.name}" failed`],
    ]);
    const [delivery, ...others] = await deliveriesOf(app, [accountId]);
    expect(others).toEqual([]);
    expect(delivery).toMatchObject({
      webhookType: 'SUPPORT',
      url: 'https://hooks.acme.test/support',
      eventType: 'cluster.failed',
      status: 'PENDING',
    });
    const [event] = await eventsOf(app, accountId);
    const [account] = await app.context.db.select().from(accounts).where(eq(accounts.id, accountId));
    const envelope = webhookEventSchema.parse(delivery?.payload);
    expect(envelope).toEqual({
      id: event?.id,
      type: 'cluster.failed',
      occurredAt: app.clock.now().toISOString(),
      account: { id: accountId, name: account?.name },
      data: { clusterId: cluster.id, clusterName: cluster.name, status: 'FAILED', fromStatus: 'JOINING' },
      text: `Cluster "${cluster.name}" of account ${account?.name} failed`,
    });
    expect(delivery?.eventId).toBe(event?.id);
  });

  it("queues nothing for 'Do not notify me', and still marks the event routed", async () => {
    const { accountId, domain } = await accountWithContacts(app);
    await setWebhook(app, accountId, 'SUPPORT', 'https://hooks.acme.test/support');
    const body = defaultUpdate();
    body.issueInvestigation.nondisruptive = OFF;
    await saveChoice(app, accountId, body);
    await moveCluster(app, accountId, 'DELETING', 'DELETED');
    await route();
    expect(await emailsTo(app, domain)).toEqual([]);
    expect(await deliveriesOf(app, [accountId])).toEqual([]);
    const [event] = await eventsOf(app, accountId);
    expect(event).toMatchObject({ type: 'cluster.deleted' });
    expect(event?.routedAt).not.toBeNull();
  });

  it('sends only the webhook when e-mail is off, and nothing to a chosen webhook no longer set', async () => {
    const first = await accountWithContacts(app);
    const second = await accountWithContacts(app);
    const body: UpdateNotificationPreferencesBody = defaultUpdate();
    body.issueInvestigation.nondisruptive = {
      ...OFF,
      enableWebhookNotification: true,
      selectedWebhookType: 'MAINTENANCE',
    };
    await saveChoice(app, first.accountId, body);
    await saveChoice(app, second.accountId, body);
    // Only the first still has its webhook (the second's was deleted after the choice was saved).
    await setWebhook(app, first.accountId, 'MAINTENANCE', 'https://hooks.acme.test/first');
    await moveCluster(app, first.accountId, 'JOINING', 'RUNNING');
    await moveCluster(app, second.accountId, 'JOINING', 'RUNNING');
    await route();
    expect(await emailsTo(app, first.domain)).toEqual([]);
    expect(await emailsTo(app, second.domain)).toEqual([]);
    const deliveries = await deliveriesOf(app, [first.accountId, second.accountId]);
    expect(deliveries.map((d) => [d.accountId, d.url])).toEqual([[first.accountId, 'https://hooks.acme.test/first']]);
  });
});

/** A message of the day made by staff through the API, as the staff page makes one. */
const announce = async (accountId: string | null, maintenance: 'DISRUPTIVE' | 'NON_DISRUPTIVE' | null) => {
  const staff = await staffUser(app);
  return staff.client.ok(api.staff.createMessage, {
    body: {
      message: `Upgrade of ${maintenance ?? 'nothing'}`,
      severity: 'warning',
      accountId,
      expiresAt: null,
      maintenance,
    },
  });
};

describe('maintenance announcements', () => {
  it('reaches the disruptive row or the non-disruptive row by the flag', async () => {
    const { accountId, domain } = await accountWithContacts(app);
    await setWebhook(app, accountId, 'MAINTENANCE', 'https://hooks.acme.test/maintenance');
    const body = defaultUpdate();
    body.scheduledMaintenance.disruptive = {
      enableEmailNotification: true,
      enableWebhookNotification: true,
      selectedEmailType: 'EMERGENCY',
      selectedWebhookType: 'MAINTENANCE',
    };
    // The non-disruptive row keeps its default: the maintenance contacts.
    await saveChoice(app, accountId, body);

    const disruptive = await announce(accountId, 'DISRUPTIVE');
    expect(disruptive.maintenance).toBe('DISRUPTIVE');
    const [event] = await eventsOf(app, accountId);
    expect(event).toMatchObject({
      type: 'maintenance.scheduled',
      data: { messageId: disruptive.id, message: disruptive.message, disruptive: true, expiresAt: null },
    });
    await route();
    expect((await emailsTo(app, domain)).map((email) => [email.to, email.subject])).toEqual([
      [`pager@${domain}`, 'Disruptive scheduled maintenance'],
    ]);
    expect((await deliveriesOf(app, [accountId])).map((d) => d.eventType)).toEqual(['maintenance.scheduled']);

    await announce(accountId, 'NON_DISRUPTIVE');
    await route();
    const emails = await emailsTo(app, domain);
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [`maint@${domain}`, 'Non-disruptive scheduled maintenance'],
      [`pager@${domain}`, 'Disruptive scheduled maintenance'],
    ]);
    expect(emails[0]?.text).toContain('Upgrade of NON_DISRUPTIVE');
    expect(await deliveriesOf(app, [accountId])).toHaveLength(1);
  });

  it('records nothing for a plain message of the day', async () => {
    const { accountId } = await accountWithContacts(app);
    await announce(accountId, null);
    expect(await eventsOf(app, accountId)).toEqual([]);
  });

  it('reaches every account when it is for all, the support contacts where maintenance is blank', async () => {
    const withMaintenance = await accountWithContacts(app);
    const withoutMaintenance = await accountWithContacts(app, false);
    const message = await announce(null, 'NON_DISRUPTIVE');
    // One INSERT … SELECT: one event per account, each account once.
    const reached = await app.context.db
      .select({ accountId: accountEvents.accountId })
      .from(accountEvents)
      .where(sql`${accountEvents.data}->>'messageId' = ${message.id}`);
    const everyAccount = await app.context.db.select({ id: accounts.id }).from(accounts);
    expect(reached.map((e) => e.accountId).toSorted()).toEqual(everyAccount.map((a) => a.id).toSorted());
    // Small batches route them all, each event once.
    expect(await routeAccountEvents(app.context, 2)).toBe(everyAccount.length);
    expect(await route()).toBe(0);
    expect((await emailsTo(app, withMaintenance.domain)).map((email) => email.to)).toEqual([
      `maint@${withMaintenance.domain}`,
    ]);
    expect((await emailsTo(app, withoutMaintenance.domain)).map((email) => email.to)).toEqual([
      `help@${withoutMaintenance.domain}`,
      `ops@${withoutMaintenance.domain}`,
    ]);
    expect((await emailsTo(app, withMaintenance.domain))[0]?.text).toContain(message.message);
  });
});
