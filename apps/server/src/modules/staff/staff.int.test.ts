import { randomUUID } from 'node:crypto';
import {
  api,
  DEFAULT_SECURITY_SETTINGS,
  ERROR_CODES,
  MESSAGES,
  STAFF_SEARCH_RESULTS,
  type AccountFlags,
} from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames, type ApiResponse } from '../../../test/api-client.ts';
import { createAccount, createMember, createUser, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditEvents } from '../../platform/db/schema.ts';
import { DEFAULT_FLAGS, memberClient, staffEventsOf, staffUser } from '../../../test/staff.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** One well-formed call per staff endpoint: the guard runs after validation, so each must pass it. */
const staffCalls = (accountId: string, userId: string): [string, (client: ApiClient) => Promise<ApiResponse>][] => [
  ['searchAccounts', (c) => c.call(api.staff.searchAccounts, { query: { search: '' } })],
  ['getAccount', (c) => c.call(api.staff.getAccount, { params: { accountId } })],
  ['updateAccountFlags', (c) => c.call(api.staff.updateAccountFlags, { params: { accountId }, body: DEFAULT_FLAGS })],
  ['startImpersonation', (c) => c.call(api.staff.startImpersonation, { body: { accountId, userId } })],
  ['stopImpersonation', (c) => c.call(api.staff.stopImpersonation)],
  ['featureSwitches', (c) => c.call(api.staff.featureSwitches)],
  ['updateFeatureSwitches', (c) => c.call(api.staff.updateFeatureSwitches, { body: { databaseMaintenance: true } })],
  ['messages', (c) => c.call(api.staff.messages)],
  [
    'createMessage',
    (c) =>
      c.call(api.staff.createMessage, { body: { message: 'Hi', severity: 'info', accountId: null, expiresAt: null } }),
  ],
  ['expireMessage', (c) => c.call(api.staff.expireMessage, { params: { messageId: randomUUID() } })],
];

describe('staff access', () => {
  it('refuses a user who is not staff on every staff endpoint (403), even an owner', async () => {
    const accountId = await createAccount(app.context.db);
    const { client, id } = await memberClient(app, accountId);
    const calls = staffCalls(accountId, id);
    expect(calls.map(([name]) => name).toSorted()).toEqual(Object.keys(api.staff).toSorted());
    const answers = await Promise.all(
      calls.map(async ([name, call]) => {
        const response = await call(client);
        return { name, status: response.status, body: response.body };
      }),
    );
    expect(answers).toEqual(
      calls.map(([name]) => ({
        name,
        status: 403,
        body: { errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.staff.notStaff }] },
      })),
    );
    expect(await app.context.db.select().from(auditEvents).where(eq(auditEvents.accountId, accountId))).toEqual([]);
  });

  it('lets a staff user with MFA in', async () => {
    const staff = await staffUser(app);
    expect(await staff.client.ok(api.auth.me)).toMatchObject({
      isAdmin: true,
      mfaEnabled: true,
      mfaSetupRequired: false,
    });
    expect((await staff.client.call(api.staff.featureSwitches)).status).toBe(200);
  });
});

describe('account lookup', () => {
  it('matches names case-insensitively, orders by name and counts linked users', async () => {
    const prefix = `Lookup ${randomUUID().slice(0, 8)}`;
    const beta = await createAccount(app.context.db, { name: `${prefix} beta` });
    const alpha = await createAccount(app.context.db, { name: `${prefix} Alpha` });
    await createMember(app.context.db, alpha, 'OWNER');
    await createMember(app.context.db, alpha, 'READ_ONLY');
    const staff = await staffUser(app);

    const found = await staff.client.ok(api.staff.searchAccounts, { query: { search: ` ${prefix.toUpperCase()} ` } });
    expect(found.accounts).toEqual([
      { id: alpha, name: `${prefix} Alpha`, userCount: 2 },
      { id: beta, name: `${prefix} beta`, userCount: 0 },
    ]);
  });

  it('finds an account by its exact id', async () => {
    const accountId = await createAccount(app.context.db);
    const staff = await staffUser(app);
    const found = await staff.client.ok(api.staff.searchAccounts, { query: { search: accountId.toUpperCase() } });
    expect(found.accounts.map((a) => a.id)).toEqual([accountId]);
  });

  it("takes LIKE's wildcards literally", async () => {
    const tag = randomUUID().slice(0, 8);
    const literal = await createAccount(app.context.db, { name: `100% ${tag}` });
    await createAccount(app.context.db, { name: `100 ${tag}` });
    const staff = await staffUser(app);
    const found = await staff.client.ok(api.staff.searchAccounts, { query: { search: `0% ${tag}` } });
    expect(found.accounts.map((a) => a.id)).toEqual([literal]);
  });

  it('answers at most a page of results, the first by name, also without a search', async () => {
    const prefix = `Many ${randomUUID().slice(0, 8)}`;
    const names = Array.from({ length: STAFF_SEARCH_RESULTS + 1 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`);
    for (const name of names.toReversed()) await createAccount(app.context.db, { name });
    const staff = await staffUser(app);

    const found = await staff.client.ok(api.staff.searchAccounts, { query: { search: prefix } });
    expect(found.accounts.map((a) => a.name)).toEqual(names.slice(0, STAFF_SEARCH_RESULTS));

    const all = await staff.client.ok(api.staff.searchAccounts);
    const allNames = all.accounts.map((a) => a.name.toLowerCase());
    expect(allNames).toHaveLength(STAFF_SEARCH_RESULTS);
    expect(allNames).toEqual(allNames.toSorted());
  });

  it('shows one account with its flags and users by username; 404 for an unknown one', async () => {
    const accountId = await createAccount(app.context.db, { name: 'Flagged', pciCompatible: true });
    const zed = await createUser(app.context.db, { username: `zed-${randomUUID().slice(0, 8)}` });
    const amy = await createUser(app.context.db, { username: `Amy-${randomUUID().slice(0, 8)}` });
    await linkUser(app.context.db, accountId, zed.id, 'READ_ONLY');
    await linkUser(app.context.db, accountId, amy.id, 'OWNER');
    const staff = await staffUser(app);

    expect(await staff.client.ok(api.staff.getAccount, { params: { accountId } })).toEqual({
      id: accountId,
      name: 'Flagged',
      flags: { ...DEFAULT_FLAGS, pciCompatible: true },
      users: [
        {
          id: amy.id,
          username: amy.username,
          displayName: `Test ${amy.username}`,
          email: `${amy.username}@test.example`,
          role: 'OWNER',
        },
        {
          id: zed.id,
          username: zed.username,
          displayName: `Test ${zed.username}`,
          email: `${zed.username}@test.example`,
          role: 'READ_ONLY',
        },
      ],
    });
    const missing = await staff.client.call(api.staff.getAccount, { params: { accountId: randomUUID() } });
    expect(missing.status).toBe(404);
    expect(errorNames(missing.body)).toEqual([ERROR_CODES.notFound]);
  });
});

describe('account flags', () => {
  it('are set by staff, seen by the account and audited as the changes made', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await memberClient(app, accountId);
    const staff = await staffUser(app);
    const flags: AccountFlags = {
      clusterCreationAllowed: false,
      pciCompatible: true,
      onPremisesEnabled: true,
      ssoSelfServeEnabled: true,
      zeroInboundAccessConsoleView: true,
      accountType: 'AWS_SAAS',
      invoiced: true,
    };

    const updated = await staff.client.ok(api.staff.updateAccountFlags, { params: { accountId }, body: flags });
    expect(updated.flags).toEqual(flags);
    expect(updated.users.map((u) => u.id)).toEqual([owner.id]);
    expect(await owner.client.ok(api.accounts.get, { params: { accountId } })).toMatchObject({
      clusterCreationAllowed: false,
      pciCompatible: true,
      onPremisesEnabled: true,
      accountType: 'AWS_SAAS',
      features: { zeroInboundAccessConsoleView: true, ssoSelfServeEnabled: true },
    });
    // The invoiced flag decides the billing mode, before the account's marketplace (SPEC §4).
    expect(await owner.client.ok(api.billing.get, { params: { accountId } })).toMatchObject({
      mode: 'INVOICED',
      isInvoiced: true,
    });
    expect(await staffEventsOf(app, accountId)).toEqual([
      {
        type: 'ACCOUNT_FLAGS_UPDATED',
        actor: staff.username,
        actorUserId: staff.id,
        impersonator: null,
        detail:
          'clusterCreationAllowed off, pciCompatible on, onPremisesEnabled on, ssoSelfServeEnabled on, zeroInboundAccessConsoleView on, accountType AWS_SAAS, invoiced on',
      },
    ]);
  });

  it('answer 404 for an unknown account and a field error for a bad flag', async () => {
    const staff = await staffUser(app);
    const missing = await staff.client.call(api.staff.updateAccountFlags, {
      params: { accountId: randomUUID() },
      body: DEFAULT_FLAGS,
    });
    expect(missing.status).toBe(404);
    const accountId = await createAccount(app.context.db);
    const bad = await staff.client.raw('PUT', `/v1/staff/accounts/${accountId}/flags`, {
      body: JSON.stringify({ ...DEFAULT_FLAGS, accountType: 'MAINFRAME' }),
      headers: { 'content-type': 'application/json', 'x-csrf-token': staff.client.csrfToken ?? '' },
    });
    expect(bad.status).toBe(400);
    expect(errorNames(bad.body)).toEqual(['accountType']);
  });
});

describe('feature switches', () => {
  it('turn scheduled maintenance on for everyone: /v1/me says so and security saves are refused', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await memberClient(app, accountId);
    const staff = await staffUser(app);
    expect(await staff.client.ok(api.staff.featureSwitches)).toEqual({ databaseMaintenance: false });

    expect(await staff.client.ok(api.staff.updateFeatureSwitches, { body: { databaseMaintenance: true } })).toEqual({
      databaseMaintenance: true,
    });
    expect(await staff.client.ok(api.staff.featureSwitches)).toEqual({ databaseMaintenance: true });
    expect((await owner.client.ok(api.auth.me)).features).toEqual({ databaseMaintenance: true });
    const save = await owner.client.call(api.security.update, {
      params: { accountId },
      body: DEFAULT_SECURITY_SETTINGS,
    });
    expect(save.status).toBe(409);
    expect(errorNames(save.body)).toEqual([ERROR_CODES.maintenance]);

    // Off again, for the other tests of this file.
    await staff.client.ok(api.staff.updateFeatureSwitches, { body: { databaseMaintenance: false } });
    expect((await owner.client.ok(api.auth.me)).features).toEqual({ databaseMaintenance: false });
    expect(
      (await owner.client.call(api.security.update, { params: { accountId }, body: DEFAULT_SECURITY_SETTINGS })).status,
    ).toBe(200);
  });
});

/** The ids of the messages of the day an account's member is shown. */
const shown = (client: ApiClient, accountId: string) =>
  client.ok(api.accounts.messagesOfTheDay, { params: { accountId } }).then((r) => r.messages.map((m) => m.id));

describe('messages of the day', () => {
  it('are created for all accounts or one, listed newest first, and stop showing once expired', async () => {
    const accountId = await createAccount(app.context.db);
    const otherAccountId = await createAccount(app.context.db);
    const owner = await memberClient(app, accountId, 'READ_ONLY');
    const other = await memberClient(app, otherAccountId, 'READ_ONLY');
    const staff = await staffUser(app);

    const everyone = await staff.client.ok(api.staff.createMessage, {
      body: { message: ' Upgrade tonight ', severity: 'warning', accountId: null, expiresAt: null },
    });
    expect(everyone).toMatchObject({
      message: 'Upgrade tonight',
      severity: 'warning',
      accountId: null,
      expiresAt: null,
    });
    app.clock.advance(1_000);
    const expiresAt = new Date(app.clock.now().getTime() + 86_400_000).toISOString();
    const ours = await staff.client.ok(api.staff.createMessage, {
      body: { message: 'Your invoice is ready', severity: 'info', accountId, expiresAt },
    });
    expect(ours).toEqual({
      id: ours.id,
      message: 'Your invoice is ready',
      severity: 'info',
      accountId,
      expiresAt,
      // A plain message of the day: no maintenance announcement, so nobody is notified.
      maintenance: null,
      createdAt: app.clock.now().toISOString(),
    });

    const listed = await staff.client.ok(api.staff.messages);
    expect(listed.messages.slice(0, 2).map((m) => m.id)).toEqual([ours.id, everyone.id]);

    expect(await shown(owner.client, accountId)).toEqual(expect.arrayContaining([everyone.id, ours.id]));
    expect(await shown(other.client, otherAccountId)).not.toContain(ours.id);

    const expired = await staff.client.ok(api.staff.expireMessage, { params: { messageId: ours.id } });
    expect(expired.expiresAt).toBe(app.clock.now().toISOString());
    expect(await shown(owner.client, accountId)).not.toContain(ours.id);
    expect(await shown(owner.client, accountId)).toContain(everyone.id);

    // Expiring again keeps the time it really stopped.
    app.clock.advance(1_000);
    expect((await staff.client.ok(api.staff.expireMessage, { params: { messageId: ours.id } })).expiresAt).toBe(
      expired.expiresAt,
    );

    await staff.client.ok(api.staff.expireMessage, { params: { messageId: everyone.id } });
    expect(await shown(other.client, otherAccountId)).not.toContain(everyone.id);
  });

  it('refuses an unknown account, an empty message and an unknown message', async () => {
    const staff = await staffUser(app);
    const unknownAccount = await staff.client.call(api.staff.createMessage, {
      body: { message: 'Hello', severity: 'info', accountId: randomUUID(), expiresAt: null },
    });
    expect(unknownAccount.status).toBe(400);
    expect(errorNames(unknownAccount.body)).toEqual(['accountId']);

    const blank = await staff.client.call(api.staff.createMessage, {
      body: { message: '   ', severity: 'info', accountId: null, expiresAt: null },
    });
    expect(blank.status).toBe(400);
    expect(errorNames(blank.body)).toEqual(['message']);

    const missing = await staff.client.call(api.staff.expireMessage, { params: { messageId: randomUUID() } });
    expect(missing.status).toBe(404);
    expect(errorNames(missing.body)).toEqual([ERROR_CODES.notFound]);
  });
});
