import { api, ERROR_CODES, MESSAGES, type ApiKeyType } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody } from '../../../test/cluster-requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditOf, basic, member, serviceUserBody } from './service-users-test-kit.ts';

let app: TestApp;
let script: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  script = new ApiClient(app.url);
});
afterAll(() => app.close());

/** An owner with a key of the type, and the basic credentials a script sends. */
async function ownerKey(type: ApiKeyType) {
  const owner = await member(app, 'OWNER');
  const { key } = await owner.client.ok(api.apiKeys.generate, {
    params: { accountId: owner.accountId },
    body: { apiKeyType: type },
  });
  return { ...owner, headers: basic(owner.user.username, key) };
}

describe('service users on the public API (SPEC §7), with a USER_MANAGEMENT key', () => {
  it('adds, lists, updates, keys and deactivates service users of the key’s account', async () => {
    const { accountId, user, headers, client } = await ownerKey('USER_MANAGEMENT');
    const body = serviceUserBody({ profile: 'CLUSTER_ADMIN' });
    const added = await script.call(api.publicServiceUsers.create, { body, headers });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ username: body.username, administrators: [user.username] });
    // The console sees the same service user on the key's account.
    const inConsole = await client.ok(api.serviceUsers.list, { params: { accountId } });
    expect(inConsole.map((s) => s.username)).toEqual([body.username]);
    expect((await script.ok(api.publicServiceUsers.list, { headers })).map((s) => s.username)).toEqual([body.username]);

    const params = { username: body.username };
    expect(
      await script.ok(api.publicServiceUsers.update, { params, body: { displayName: 'Renamed Bot' }, headers }),
    ).toEqual({
      displayName: 'Renamed Bot',
      profile: 'CLUSTER_ADMIN',
      administrators: [user.username],
    });
    const generated = await script.ok(api.publicServiceUsers.generateKey, {
      params,
      body: { apiKeyType: 'PROVISIONING' },
      headers,
    });
    expect(generated).toMatchObject({ name: body.username, account: accountId, apiKeyType: 'PROVISIONING' });
    const botHeaders = basic(body.username, generated.key);
    const created = await script.call(api.public.createCassandra, {
      body: cassandraBody('public-bot'),
      headers: botHeaders,
    });
    expect(created.status).toBe(202);

    const keyParams = { ...params, apiKeyType: 'PROVISIONING' as const };
    const limited = await script.ok(api.publicServiceUsers.updateKeyAllowList, {
      params: keyParams,
      body: { cidrAllowList: ['10.0.0.0/8'] },
      headers,
    });
    expect(limited.cidrAllowList).toEqual(['10.0.0.0/8']);
    const rotated = await script.ok(api.publicServiceUsers.rotateKey, { params: keyParams, headers });
    expect(rotated.key).not.toBe(generated.key);
    expect(
      (await script.call(api.publicServiceUsers.deleteKey, { params, query: { apiKeyType: 'PROVISIONING' }, headers }))
        .status,
    ).toBe(204);
    expect((await script.ok(api.publicServiceUsers.get, { params, headers })).apiKeys.apiKeys).toEqual([]);

    expect((await script.call(api.publicServiceUsers.deactivate, { params, headers })).status).toBe(204);
    expect((await script.call(api.publicServiceUsers.get, { params, headers })).status).toBe(404);
    expect((await auditOf(app, accountId)).filter((e) => e.type.startsWith('SERVICE_USER'))).toEqual([
      { type: 'SERVICE_USER_CREATED', actor: user.username, detail: `${body.username} (CLUSTER_ADMIN)` },
      { type: 'SERVICE_USER_UPDATED', actor: user.username, detail: `${body.username}: display name "Renamed Bot"` },
      { type: 'SERVICE_USER_DEACTIVATED', actor: user.username, detail: body.username },
    ]);
  });

  it('takes the same key on the console paths of its own account only', async () => {
    const { accountId, headers } = await ownerKey('USER_MANAGEMENT');
    const added = await script.call(api.serviceUsers.create, {
      params: { accountId },
      body: serviceUserBody(),
      headers,
    });
    expect(added.status).toBe(201);
    const other = await member(app, 'OWNER');
    const elsewhere = await script.call(api.serviceUsers.list, { params: { accountId: other.accountId }, headers });
    expect(elsewhere.status).toBe(403);
  });

  it('sees only the key’s account: another account’s service user is not found', async () => {
    const mine = await ownerKey('USER_MANAGEMENT');
    const theirs = await member(app, 'OWNER');
    const bot = await theirs.client.ok(api.serviceUsers.create, {
      params: { accountId: theirs.accountId },
      body: serviceUserBody(),
    });
    const params = { username: bot.username };
    const response = await script.call(api.publicServiceUsers.get, { params, headers: mine.headers });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.serviceUsers.notFound }],
    });
    expect((await script.call(api.publicServiceUsers.deactivate, { params, headers: mine.headers })).status).toBe(404);
  });

  it.each<ApiKeyType>(['PROVISIONING', 'MONITORING'])('refuses a %s key on every service user path', async (type) => {
    const { headers } = await ownerKey(type);
    const params = { username: 'any-bot' };
    const responses = [
      await script.call(api.publicServiceUsers.list, { headers }),
      await script.call(api.publicServiceUsers.create, { body: serviceUserBody(), headers }),
      await script.call(api.publicServiceUsers.update, { params, body: { displayName: 'X' }, headers }),
      await script.call(api.publicServiceUsers.deactivate, { params, headers }),
      await script.call(api.publicServiceUsers.generateKey, { params, body: { apiKeyType: 'MONITORING' }, headers }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.apiKeys.forbidden }] });
    }
  });

  it('refuses a call without credentials (401)', async () => {
    const response = await script.call(api.publicServiceUsers.list);
    expect(response.status).toBe(401);
  });
});
