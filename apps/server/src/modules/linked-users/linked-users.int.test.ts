import { api, ERROR_CODES, MESSAGES, PASSWORD_SIGN_IN, ROLES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createUser, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { staffUser } from '../../../test/staff.ts';
import { eventsOf, member, userManagementKey } from '../../../test/people.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the linked users list', () => {
  it('shows every role the account’s people, not its service users, with the owner facts', async () => {
    const accountId = await createAccount(app.context.db, { inactivityRevocation: false });
    const members = await Promise.all(ROLES.map((role) => member(app, accountId, role)));
    const service = await createUser(app.context.db, { kind: 'service' });
    await linkUser(app.context.db, accountId, service.id, 'OWNER');

    for (const { client } of members) {
      const view = await client.ok(api.linkedUsers.list, { params: { accountId } });
      expect(view.ownerCount).toBe(1);
      expect(view.inactivityRevocation).toBe(false);
      expect(view.scimActive).toBe(false);
      expect(view.users.map((u) => u.userSummary.username).toSorted()).toEqual(
        members.map((m) => m.username).toSorted(),
      );
    }
    const [owner] = members;
    const view = await owner?.client.ok(api.linkedUsers.list, { params: { accountId } });
    expect(view?.users.find((u) => u.userSummary.username === owner?.username)).toEqual({
      profile: 'OWNER',
      userSummary: {
        username: owner?.username,
        displayName: `Test ${owner?.username}`,
        email: `${owner?.username}@test.example`,
      },
      signInType: PASSWORD_SIGN_IN,
      isLinkedToActiveCustomIdp: false,
      isExemptedFromCustomIdpSso: false,
    });
  });
});

describe('changing roles and unlinking', () => {
  it('lets an owner change a role and unlink, audited', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await member(app, accountId, 'OWNER');
    const admin = await member(app, accountId, 'CLUSTER_ADMIN');
    const changed = await owner.client.ok(api.linkedUsers.changeRole, {
      params: { accountId, username: admin.username.toUpperCase() },
      body: { profile: 'READ_ONLY' },
    });
    expect(changed.profile).toBe('READ_ONLY');
    expect(changed.userSummary.username).toBe(admin.username);
    await owner.client.ok(api.linkedUsers.unlink, { params: { accountId, username: admin.username } });
    const view = await owner.client.ok(api.linkedUsers.list, { params: { accountId } });
    expect(view.users.map((u) => u.userSummary.username)).toEqual([owner.username]);
    expect(await eventsOf(app, accountId, ['USER_ROLE_CHANGED', 'USER_UNLINKED'])).toEqual([
      { type: 'USER_ROLE_CHANGED', actor: owner.username, detail: `${admin.username}: CLUSTER_ADMIN → READ_ONLY` },
      { type: 'USER_UNLINKED', actor: owner.username, detail: admin.username },
    ]);
  });

  it.each(['CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const)('refuses a %s (403)', async (role) => {
    const accountId = await createAccount(app.context.db);
    const target = await member(app, accountId, 'READ_ONLY');
    const { client } = await member(app, accountId, role);
    const params = { accountId, username: target.username };
    const change = await client.call(api.linkedUsers.changeRole, { params, body: { profile: 'BILLING' } });
    expect(change.status).toBe(403);
    expect((await client.call(api.linkedUsers.unlink, { params })).status).toBe(403);
  });

  it('answers 404 for a username not linked to the account, and for a service user', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await member(app, accountId, 'OWNER');
    const elsewhere = await createUser(app.context.db);
    const service = await createUser(app.context.db, { kind: 'service' });
    await linkUser(app.context.db, accountId, service.id, 'READ_ONLY');
    for (const username of ['nobody-here', elsewhere.username, service.username]) {
      const response = await owner.client.call(api.linkedUsers.changeRole, {
        params: { accountId, username },
        body: { profile: 'BILLING' },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.linkedUsers.notLinked }],
      });
      expect((await owner.client.call(api.linkedUsers.unlink, { params: { accountId, username } })).status).toBe(404);
    }
  });

  it('takes a USER_MANAGEMENT key of the account for the list, a change and an unlink', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await member(app, accountId, 'OWNER');
    const target = await member(app, accountId, 'BILLING');
    const headers = await userManagementKey(owner, accountId);
    const script = new ApiClient(app.url);
    const view = await script.ok(api.linkedUsers.list, { params: { accountId }, headers });
    expect(view.users).toHaveLength(2);
    const params = { accountId, username: target.username };
    expect(
      (await script.ok(api.linkedUsers.changeRole, { params, body: { profile: 'READ_ONLY' }, headers })).profile,
    ).toBe('READ_ONLY');
    await script.ok(api.linkedUsers.unlink, { params, headers });
  });

  it('is off while staff impersonate an owner: 403 IMPERSONATING', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await member(app, accountId, 'OWNER');
    const target = await member(app, accountId, 'READ_ONLY');
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: owner.id } });
    // Listing stays open: it needs VIEW_SETTINGS only.
    await staff.client.ok(api.linkedUsers.list, { params: { accountId } });
    const params = { accountId, username: target.username };
    for (const response of [
      await staff.client.call(api.linkedUsers.changeRole, { params, body: { profile: 'OWNER' } }),
      await staff.client.call(api.linkedUsers.unlink, { params }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        errors: [{ name: ERROR_CODES.impersonating, message: MESSAGES.linkedUsers.impersonating }],
      });
    }
    expect(errorNames((await staff.client.call(api.invitations.list, { params: { accountId } })).body)).toEqual([
      ERROR_CODES.impersonating,
    ]);
  });
});
