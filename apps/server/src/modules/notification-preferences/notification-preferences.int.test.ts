import { api, DEFAULT_NOTIFICATION_CHOICE, MESSAGES, type Role } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../test/api-client.ts';
import { createAccount } from '../../../test/factories.ts';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditOf, defaultUpdate, setWebhook } from './notification-preferences-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const CONTACTS = {
  supportContacts: 'help@acme.test;ops@acme.test',
  emergencyContacts: 'pager@acme.test',
  maintenanceContacts: '',
};

describe('loading notification preferences', () => {
  it('gives the default choice, the contact lists (maintenance falling back to support) and no webhooks', async () => {
    const accountId = await createAccount(app.context.db, CONTACTS);
    const { client } = await signedInMember(app, 'OWNER', accountId);
    const got = await client.ok(api.notificationPreferences.get, { params: { accountId } });
    const emails = [
      { type: 'MAINTENANCE', contacts: 'help@acme.test;ops@acme.test' },
      { type: 'SUPPORT', contacts: 'help@acme.test;ops@acme.test' },
      { type: 'EMERGENCY', contacts: 'pager@acme.test' },
    ];
    expect(got).toEqual({
      supportTickets: DEFAULT_NOTIFICATION_CHOICE.supportTickets,
      disruptiveScheduledMaintenance: {
        ...DEFAULT_NOTIFICATION_CHOICE.groups.disruptiveScheduledMaintenance,
        emails,
        webhook: [],
      },
      nondisruptiveScheduledMaintenance: {
        ...DEFAULT_NOTIFICATION_CHOICE.groups.nondisruptiveScheduledMaintenance,
        emails,
        webhook: [],
      },
      disruptiveIssueInvestigation: {
        ...DEFAULT_NOTIFICATION_CHOICE.groups.disruptiveIssueInvestigation,
        emails,
        webhook: [],
      },
      nondisruptiveIssueInvestigation: {
        ...DEFAULT_NOTIFICATION_CHOICE.groups.nondisruptiveIssueInvestigation,
        emails,
        webhook: [],
      },
    });
  });

  it('offers the maintenance contacts when set, and the set webhooks with their URLs', async () => {
    const accountId = await createAccount(app.context.db, { ...CONTACTS, maintenanceContacts: 'maint@acme.test' });
    await setWebhook(app, accountId, 'MAINTENANCE', 'https://hooks.acme.test/maintenance');
    const { client } = await signedInMember(app, 'CLUSTER_ADMIN', accountId);
    const got = await client.ok(api.notificationPreferences.get, { params: { accountId } });
    expect(got.nondisruptiveIssueInvestigation.emails[0]).toEqual({ type: 'MAINTENANCE', contacts: 'maint@acme.test' });
    expect(got.disruptiveScheduledMaintenance.webhook).toEqual([
      { type: 'MAINTENANCE', contacts: 'https://hooks.acme.test/maintenance' },
    ]);
  });
});

describe('saving notification preferences', () => {
  it.each<Role>(['OWNER', 'CLUSTER_ADMIN'])('lets %s save a choice, read back and audited', async (role) => {
    const accountId = await createAccount(app.context.db, CONTACTS);
    await setWebhook(app, accountId, 'SUPPORT', 'https://hooks.acme.test/support');
    const { client, user } = await signedInMember(app, role, accountId);
    const body = defaultUpdate();
    body.supportTickets = { postZendeskComment: false, useMaintPreferences: true };
    body.scheduledMaintenance.nondisruptive = {
      enableEmailNotification: false,
      enableWebhookNotification: false,
      selectedEmailType: null,
      selectedWebhookType: null,
    };
    body.issueInvestigation.nondisruptive = {
      enableEmailNotification: true,
      enableWebhookNotification: true,
      selectedEmailType: 'EMERGENCY',
      selectedWebhookType: 'SUPPORT',
    };
    const saved = await client.ok(api.notificationPreferences.update, { params: { accountId }, body });
    const read = await client.ok(api.notificationPreferences.get, { params: { accountId } });
    expect(saved).toEqual(read);
    expect(read.supportTickets).toEqual(body.supportTickets);
    expect(read.nondisruptiveScheduledMaintenance).toMatchObject(body.scheduledMaintenance.nondisruptive);
    expect(read.nondisruptiveIssueInvestigation).toMatchObject(body.issueInvestigation.nondisruptive);
    expect(read.disruptiveIssueInvestigation).toMatchObject(body.issueInvestigation.disruptive);
    // A second save replaces the first (one row per account).
    await client.ok(api.notificationPreferences.update, { params: { accountId }, body: defaultUpdate() });
    const again = await client.ok(api.notificationPreferences.get, { params: { accountId } });
    expect(again.supportTickets).toEqual(DEFAULT_NOTIFICATION_CHOICE.supportTickets);
    const audit = await auditOf(app, accountId);
    expect(audit.map((event) => [event.type, event.actor])).toEqual([
      ['NOTIFICATION_PREFERENCES_UPDATED', user.username],
      ['NOTIFICATION_PREFERENCES_UPDATED', user.username],
    ]);
    expect(audit[0]?.detail).toContain('nondisruptiveIssueInvestigation: email EMERGENCY, webhook SUPPORT');
    expect(audit[0]?.detail).toContain('nondisruptiveScheduledMaintenance: none');
  });

  it.each<Role>(['BILLING', 'READ_ONLY'])('refuses %s to load or save, and saves nothing', async (role) => {
    const accountId = await createAccount(app.context.db);
    const { client } = await signedInMember(app, role, accountId);
    const body = defaultUpdate();
    body.supportTickets = { postZendeskComment: false, useMaintPreferences: true };
    expect((await client.call(api.notificationPreferences.get, { params: { accountId } })).status).toBe(403);
    expect((await client.call(api.notificationPreferences.update, { params: { accountId }, body })).status).toBe(403);
    const owner = await signedInMember(app, 'OWNER', accountId);
    const read = await owner.client.ok(api.notificationPreferences.get, { params: { accountId } });
    expect(read.supportTickets).toEqual(DEFAULT_NOTIFICATION_CHOICE.supportTickets);
    expect(await auditOf(app, accountId)).toEqual([]);
  });

  const refusals: [string, (body: ReturnType<typeof defaultUpdate>) => void, string, string][] = [
    [
      'a row with the webhook ticked and no webhook chosen',
      (b) => {
        b.scheduledMaintenance.disruptive.enableWebhookNotification = true;
      },
      'scheduledMaintenance.disruptive.selectedWebhookType',
      MESSAGES.notifications.chooseWebhook,
    ],
    [
      'a type without its box',
      (b) => {
        b.scheduledMaintenance.nondisruptive.selectedWebhookType = 'SUPPORT';
      },
      'scheduledMaintenance.nondisruptive.selectedWebhookType',
      MESSAGES.notifications.typeWithoutBox,
    ],
    [
      'the always-emailed row without e-mail',
      (b) => {
        b.issueInvestigation.disruptive.enableEmailNotification = false;
        b.issueInvestigation.disruptive.selectedEmailType = null;
      },
      'issueInvestigation.disruptive.enableEmailNotification',
      MESSAGES.notifications.alwaysEmailed,
    ],
    [
      'e-mail ticked without a contact list',
      (b) => {
        b.issueInvestigation.nondisruptive.selectedEmailType = null;
      },
      'issueInvestigation.nondisruptive.selectedEmailType',
      MESSAGES.notifications.chooseEmailType,
    ],
    [
      'a webhook that is not set',
      (b) => {
        b.scheduledMaintenance.disruptive.enableWebhookNotification = true;
        b.scheduledMaintenance.disruptive.selectedWebhookType = 'MAINTENANCE';
      },
      'scheduledMaintenance.disruptive.selectedWebhookType',
      MESSAGES.notifications.webhookNotSet('Maintenance webhook'),
    ],
  ];

  it.each(refusals)('answers 400 naming the field for %s', async (_, change, field, message) => {
    const accountId = await createAccount(app.context.db);
    await setWebhook(app, accountId, 'SUPPORT', 'https://hooks.acme.test/support');
    const { client } = await signedInMember(app, 'OWNER', accountId);
    const body = defaultUpdate();
    change(body);
    const response = await client.call(api.notificationPreferences.update, { params: { accountId }, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: field, message }] });
    expect(await auditOf(app, accountId)).toEqual([]);
  });

  it('answers 400 naming the field for an unknown contact list', async () => {
    const accountId = await createAccount(app.context.db);
    const { client } = await signedInMember(app, 'OWNER', accountId);
    const body = defaultUpdate();
    Object.assign(body.issueInvestigation.nondisruptive, { selectedEmailType: 'BILLING' });
    const response = await client.call(api.notificationPreferences.update, { params: { accountId }, body });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual(['issueInvestigation.nondisruptive.selectedEmailType']);
  });
});
