import { api, ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addServiceUser, auditOf, basic, member } from './service-users-test-kit.ts';

let app: TestApp;
let script: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  script = new ApiClient(app.url);
});
afterAll(() => app.close());

const keyTypeRefusal = { errors: [{ name: 'apiKeyType', message: MESSAGES.serviceUsers.keyTypeAboveRole }] };

/** An owner and a Cluster Administrator of one account. */
async function ownerAndAdmin() {
  const owner = await member(app, 'OWNER');
  const admin = await member(app, 'CLUSTER_ADMIN', owner.accountId);
  return { owner, admin };
}

/** The role the owner sees the member hold on the account. */
async function roleOf(owner: Awaited<ReturnType<typeof member>>, username: string) {
  const view = await owner.client.ok(api.linkedUsers.list, { params: { accountId: owner.accountId } });
  return view.users.find((u) => u.userSummary.username === username)?.profile;
}

// Issue 31 N2: a Cluster Administrator who administers a service user an owner promotes to OWNER
// must not mint it a USER_MANAGEMENT key and, with it, make himself OWNER.
describe('self-promotion through a service user', () => {
  it('drops an administrator the promotion outranks, audited with why, so he cannot mint it a key', async () => {
    const { owner, admin } = await ownerAndAdmin();
    const bot = await addServiceUser(admin, { profile: 'CLUSTER_ADMIN' });
    const params = { accountId: owner.accountId, username: bot.username };

    const promoted = await owner.client.ok(api.serviceUsers.update, { params, body: { profile: 'OWNER' } });
    expect(promoted).toEqual({ displayName: bot.displayName, profile: 'OWNER', administrators: [] });
    expect((await owner.client.ok(api.serviceUsers.get, { params })).administrators).toEqual([]);
    expect((await auditOf(app, owner.accountId)).at(-1)).toEqual({
      type: 'SERVICE_USER_UPDATED',
      actor: owner.user.username,
      detail: `${bot.username}: profile CLUSTER_ADMIN → OWNER; ${MESSAGES.serviceUsers.administratorsOutranked('OWNER', [admin.user.username])}`,
    });

    // The attack: mint the bot a USER_MANAGEMENT key, then use it to change his own role.
    const minted = await admin.client.call(api.serviceUsers.generateKey, {
      params,
      body: { apiKeyType: 'USER_MANAGEMENT' },
    });
    expect(minted.status).toBe(403);
    expect(minted.body).toEqual({
      errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.serviceUsers.notAdministrator }],
    });
    const key = (minted.body as { key?: string }).key ?? '';
    const raised = await script.call(api.linkedUsers.changeRole, {
      params: { accountId: owner.accountId, username: admin.user.username },
      body: { profile: 'OWNER' },
      headers: basic(bot.username, key),
    });
    expect(raised.status).toBe(401);
    expect(await roleOf(owner, admin.user.username)).toBe('CLUSTER_ADMIN');
  });

  it('keeps the administrators whose role may give the new profile', async () => {
    const { owner, admin } = await ownerAndAdmin();
    const bot = await addServiceUser(admin, { profile: 'READ_ONLY' });
    const params = { accountId: owner.accountId, username: bot.username };
    await owner.client.ok(api.serviceUsers.update, {
      params,
      body: { administrators: [admin.user.username, owner.user.username] },
    });
    const promoted = await owner.client.ok(api.serviceUsers.update, { params, body: { profile: 'CLUSTER_ADMIN' } });
    expect(promoted.administrators).toEqual([admin.user.username, owner.user.username]);
    const toOwner = await owner.client.ok(api.serviceUsers.update, { params, body: { profile: 'OWNER' } });
    expect(toOwner.administrators).toEqual([owner.user.username]);
  });

  it('refuses to generate or rotate a key type the caller’s own role may not hold', async () => {
    const { owner, admin } = await ownerAndAdmin();
    const bot = await addServiceUser(owner, { profile: 'OWNER' });
    const params = { accountId: owner.accountId, username: bot.username };
    // An owner may still name a Cluster Administrator an administrator of an OWNER service user.
    await owner.client.ok(api.serviceUsers.update, {
      params,
      body: { administrators: [owner.user.username, admin.user.username] },
    });

    const minted = await admin.client.call(api.serviceUsers.generateKey, {
      params,
      body: { apiKeyType: 'USER_MANAGEMENT' },
    });
    expect(minted.status).toBe(403);
    expect(minted.body).toEqual(keyTypeRefusal);

    const { key } = await owner.client.ok(api.serviceUsers.generateKey, {
      params,
      body: { apiKeyType: 'USER_MANAGEMENT' },
    });
    const rotated = await admin.client.call(api.serviceUsers.rotateKey, {
      params: { ...params, apiKeyType: 'USER_MANAGEMENT' },
    });
    expect(rotated.status).toBe(403);
    expect(rotated.body).toEqual(keyTypeRefusal);
    // The owner's key was not replaced: it still works.
    expect((await script.call(api.publicServiceUsers.list, { headers: basic(bot.username, key) })).status).toBe(200);

    // A type his own role holds stays his to give.
    const provisioning = await admin.client.call(api.serviceUsers.generateKey, {
      params,
      body: { apiKeyType: 'PROVISIONING' },
    });
    expect(provisioning.status).toBe(201);
    expect(await roleOf(owner, admin.user.username)).toBe('CLUSTER_ADMIN');
  });
});
