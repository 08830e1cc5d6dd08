import { api, API_KEY_LENGTH, ERROR_CODES, MESSAGES, serviceUserKeyTypes } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody } from '../../../test/cluster-requests.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { clusters } from '../../platform/db/schema.ts';
import { addServiceUser, auditOf, basic, member } from './service-users-test-kit.ts';

let app: TestApp;
let script: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  script = new ApiClient(app.url);
});
afterAll(() => app.close());

describe("a service user's API keys", () => {
  it('lets a Cluster Administrator service user create a cluster on the public API with its username', async () => {
    const admin = await member(app, 'CLUSTER_ADMIN');
    const bot = await addServiceUser(admin, { profile: 'CLUSTER_ADMIN' }, 'PROVISIONING');
    expect(bot.key).toMatch(new RegExp(`^[A-Za-z0-9]{${API_KEY_LENGTH}}$`));
    const created = await script.call(api.public.createCassandra, {
      body: cassandraBody('made-by-a-bot'),
      headers: basic(bot.username, bot.key ?? ''),
    });
    expect(created.status).toBe(202);
    const rows = await app.context.db.select().from(clusters).where(eq(clusters.accountId, admin.accountId));
    expect(rows.map((row) => row.name)).toEqual(['made-by-a-bot']);
    // Another user's name with its key is refused like any wrong credential.
    const wrongName = await script.call(api.public.listClusters, {
      headers: basic(admin.user.username, bot.key ?? ''),
    });
    expect(wrongName.status).toBe(401);
  });

  it('holds a Read Only service user to the read key types', async () => {
    const owner = await member(app, 'OWNER');
    const bot = await addServiceUser(owner, { profile: 'READ_ONLY' });
    expect(bot.apiKeys.allowedApiKeyTypes).toEqual(serviceUserKeyTypes('READ_ONLY'));
    const params = { accountId: owner.accountId, username: bot.username };
    const refused = await owner.client.call(api.serviceUsers.generateKey, {
      params,
      body: { apiKeyType: 'PROVISIONING' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errors: [{ name: 'apiKeyType', message: MESSAGES.apiKeys.typeNotAllowed }] });
    const { key } = await owner.client.ok(api.serviceUsers.generateKey, {
      params,
      body: { apiKeyType: 'READ_ONLY_PROVISIONING' },
    });
    const headers = basic(bot.username, key);
    expect((await script.call(api.public.listClusters, { headers })).status).toBe(200);
    const write = await script.call(api.public.createCassandra, { body: cassandraBody('not-allowed'), headers });
    expect(write.status).toBe(403);
  });

  it('keeps one key per type, shows it once, rotates, limits and deletes it, audited with the service user', async () => {
    const owner = await member(app, 'OWNER');
    const bot = await addServiceUser(owner, { profile: 'CLUSTER_ADMIN' }, 'PROVISIONING');
    const params = { accountId: owner.accountId, username: bot.username };
    const keyParams = { ...params, apiKeyType: 'PROVISIONING' as const };
    const again = await owner.client.call(api.serviceUsers.generateKey, {
      params,
      body: { apiKeyType: 'PROVISIONING' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [{ name: 'apiKeyType', message: MESSAGES.apiKeys.exists }] });

    const listed = await owner.client.ok(api.serviceUsers.get, { params });
    expect(listed.apiKeys.apiKeys).toEqual([
      {
        name: bot.username,
        account: owner.accountId,
        apiKeyType: 'PROVISIONING',
        key: expect.stringMatching(new RegExp(`${(bot.key ?? '').slice(-4)}$`)),
        cidrAllowList: ['0.0.0.0/0'],
      },
    ]);
    expect(listed.apiKeys.apiKeys[0]?.key).not.toBe(bot.key);

    const limited = await owner.client.ok(api.serviceUsers.updateKeyAllowList, {
      params: keyParams,
      body: { cidrAllowList: ['127.0.0.1'] },
    });
    expect(limited).toMatchObject({ name: bot.username, cidrAllowList: ['127.0.0.1/32'] });
    const rotated = await owner.client.ok(api.serviceUsers.rotateKey, { params: keyParams });
    expect(rotated).toMatchObject({ name: bot.username, account: owner.accountId, cidrAllowList: ['127.0.0.1/32'] });
    expect((await script.call(api.public.listClusters, { headers: basic(bot.username, bot.key ?? '') })).status).toBe(
      401,
    );
    expect((await script.call(api.public.listClusters, { headers: basic(bot.username, rotated.key) })).status).toBe(
      200,
    );

    await owner.client.ok(api.serviceUsers.deleteKey, { params, query: { apiKeyType: 'PROVISIONING' } });
    expect((await script.call(api.public.listClusters, { headers: basic(bot.username, rotated.key) })).status).toBe(
      401,
    );
    const missing = await owner.client.call(api.serviceUsers.rotateKey, { params: keyParams });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.apiKeys.missing }] });

    expect((await auditOf(app, owner.accountId)).slice(1)).toEqual(
      [
        ['API_KEY_GENERATED', 'PROVISIONING'],
        ['API_KEY_ALLOW_LIST_CHANGED', 'PROVISIONING: 127.0.0.1/32'],
        ['API_KEY_ROTATED', 'PROVISIONING'],
        ['API_KEY_DELETED', 'PROVISIONING'],
      ].map(([type, detail]) => ({
        type,
        actor: owner.user.username,
        detail: `service user ${bot.username}: ${detail}`,
      })),
    );
  });

  it("stops a service user's keys the moment it is deactivated", async () => {
    const owner = await member(app, 'OWNER');
    const bot = await addServiceUser(owner, { profile: 'CLUSTER_ADMIN' }, 'PROVISIONING');
    const headers = basic(bot.username, bot.key ?? '');
    expect((await script.call(api.public.listClusters, { headers })).status).toBe(200);
    await owner.client.ok(api.serviceUsers.deactivate, {
      params: { accountId: owner.accountId, username: bot.username },
    });
    const refused = await script.call(api.public.listClusters, { headers });
    expect(refused.status).toBe(401);
    expect((refused.body as { errors: { name: string }[] }).errors[0]?.name).toBe(ERROR_CODES.unauthenticated);
    const keys = await owner.client.call(api.serviceUsers.generateKey, {
      params: { accountId: owner.accountId, username: bot.username },
      body: { apiKeyType: 'MONITORING' },
    });
    expect(keys.status).toBe(404);
  });

  it('deletes the keys a new profile may not hold', async () => {
    const owner = await member(app, 'OWNER');
    const bot = await addServiceUser(owner, { profile: 'CLUSTER_ADMIN' }, 'PROVISIONING');
    const params = { accountId: owner.accountId, username: bot.username };
    await owner.client.ok(api.serviceUsers.generateKey, { params, body: { apiKeyType: 'MONITORING' } });
    await owner.client.ok(api.serviceUsers.update, { params, body: { profile: 'READ_ONLY' } });
    const after = await owner.client.ok(api.serviceUsers.get, { params });
    expect(after.apiKeys.apiKeys.map((k) => k.apiKeyType)).toEqual(['MONITORING']);
    expect((await script.call(api.public.listClusters, { headers: basic(bot.username, bot.key ?? '') })).status).toBe(
      401,
    );
  });
});
