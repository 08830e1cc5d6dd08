import { randomUUID } from 'node:crypto';
import { api, API_KEY_LENGTH, ERROR_CODES, MESSAGES, type ApiKeyType, type Role } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth as basic } from '../../../test/members.ts';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody } from '../../../test/cluster-requests.ts';
import { createAccount, createCluster, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountUsers, apiKeys } from '../../platform/db/schema.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A user with a role on a fresh account, signed in to the console. */
async function member(role: Role = 'OWNER', accountId?: string) {
  const account = accountId ?? (await createAccount(app.context.db));
  const user = await createMember(app.context.db, account, role);
  const console = new ApiClient(app.url);
  await console.signIn(user.username, TEST_PASSWORD);
  return { accountId: account, user, console };
}

/** A member with a freshly generated key of the type, and a script-like client without a session. */
async function withKey(type: ApiKeyType, role: Role = 'OWNER') {
  const m = await member(role);
  const generated = await m.console.ok(api.apiKeys.generate, {
    params: { accountId: m.accountId },
    body: { apiKeyType: type },
  });
  return { ...m, key: generated.key, headers: basic(m.user.username, generated.key), script: new ApiClient(app.url) };
}

describe('account API keys', () => {
  it('lists the key types the role allows, with display names', async () => {
    const { accountId, console } = await member('READ_ONLY');
    expect(await console.ok(api.apiKeys.list, { params: { accountId } })).toEqual({
      apiKeys: [],
      allowedApiKeyTypes: [
        { name: 'READ_ONLY_PROVISIONING', displayName: 'Read-Only Provisioning' },
        { name: 'MONITORING', displayName: 'Monitoring' },
        { name: 'PROMETHEUS_MONITORING', displayName: 'Prometheus Monitoring' },
      ],
    });
  });

  it('generates an alphanumeric key once, stores only its digest, and lists it masked', async () => {
    const { accountId, console, key } = await withKey('PROVISIONING');
    expect(key).toMatch(new RegExp(`^[A-Za-z0-9]{${API_KEY_LENGTH}}$`));
    const [stored] = await app.context.db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId));
    expect(JSON.stringify(stored)).not.toContain(key);
    const listed = await console.ok(api.apiKeys.list, { params: { accountId } });
    expect(listed.apiKeys).toEqual([
      {
        apiKeyType: 'PROVISIONING',
        key: expect.stringMatching(new RegExp(`${key.slice(-4)}$`)),
        cidrAllowList: ['0.0.0.0/0'],
      },
    ]);
    expect(listed.apiKeys[0]?.key).not.toMatch(/^[A-Za-z0-9]+$/);
  });

  it('refuses a type the role may not hold (403) and a second key of a type (409)', async () => {
    const { accountId, console } = await member('READ_ONLY');
    const refused = await console.call(api.apiKeys.generate, {
      params: { accountId },
      body: { apiKeyType: 'PROVISIONING' },
    });
    expect(refused.status).toBe(403);
    await console.ok(api.apiKeys.generate, { params: { accountId }, body: { apiKeyType: 'MONITORING' } });
    const again = await console.call(api.apiKeys.generate, {
      params: { accountId },
      body: { apiKeyType: 'MONITORING' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [{ name: 'apiKeyType', message: MESSAGES.apiKeys.exists }] });
  });

  it('keeps the billing role away from API keys', async () => {
    const { accountId, console } = await member('BILLING');
    expect((await console.call(api.apiKeys.list, { params: { accountId } })).status).toBe(403);
  });

  it('goes generate → basic-auth call → rotate → old key 401 → delete → 401', async () => {
    const { accountId, console, user, headers, script } = await withKey('PROVISIONING');
    const keyed = await createCluster(app.context.db, accountId, { name: 'keyed-cluster' });
    const listed = await script.ok(api.public.listClusters, { headers });
    expect(listed).toEqual([{ accountId, clusters: [{ id: keyed.id, application: 'APACHE_CASSANDRA' }] }]);
    // The console API under /v1/accounts/{id} takes the same key, without a CSRF token.
    expect((await script.ok(api.clusters.list, { params: { accountId }, headers })).results).toHaveLength(1);
    const created = await script.call(api.public.createCassandra, { body: cassandraBody('from-a-script'), headers });
    expect(created.status).toBe(202);

    await console.ok(api.apiKeys.updateAllowList, {
      params: { accountId, apiKeyType: 'PROVISIONING' },
      body: { cidrAllowList: ['127.0.0.1'] },
    });
    const rotated = await console.ok(api.apiKeys.rotate, { params: { accountId, apiKeyType: 'PROVISIONING' } });
    expect(rotated.cidrAllowList).toEqual(['127.0.0.1/32']);
    const old = await script.call(api.public.listClusters, { headers });
    expect(old.status).toBe(401);
    expect(old.headers.get('www-authenticate')).toMatch(/^Basic /);
    const fresh = basic(user.username, rotated.key);
    expect((await script.call(api.public.listClusters, { headers: fresh })).status).toBe(200);

    await console.ok(api.apiKeys.delete, { params: { accountId }, query: { apiKeyType: 'PROVISIONING' } });
    expect((await script.call(api.public.listClusters, { headers: fresh })).status).toBe(401);
    expect(
      (await console.call(api.apiKeys.delete, { params: { accountId }, query: { apiKeyType: 'PROVISIONING' } })).status,
    ).toBe(404);
  });

  it('answers every bad credential the same 401: wrong user name, wrong key, no or broken header', async () => {
    const { script, key } = await withKey('PROVISIONING');
    const other = await member();
    const answers = await Promise.all([
      script.call(api.public.listClusters, { headers: basic(other.user.username, key) }),
      script.call(api.public.listClusters, { headers: basic('nobody', key) }),
      script.call(api.public.listClusters, { headers: basic(other.user.username, 'A'.repeat(API_KEY_LENGTH)) }),
      script.call(api.public.listClusters),
      script.call(api.public.listClusters, { headers: { authorization: 'Basic !!!' } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        errors: [{ name: ERROR_CODES.unauthenticated, message: MESSAGES.auth.apiKeyRequired }],
      });
    }
  });

  it('refuses a caller outside the allow-list, and an empty list refuses everyone (403)', async () => {
    const { accountId, console, headers, script } = await withKey('PROVISIONING');
    const params = { accountId, apiKeyType: 'PROVISIONING' } as const;
    await console.ok(api.apiKeys.updateAllowList, { params, body: { cidrAllowList: ['203.0.113.0/24'] } });
    const outside = await script.call(api.public.listClusters, { headers });
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual({ errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.apiKeys.forbidden }] });
    await console.ok(api.apiKeys.updateAllowList, { params, body: { cidrAllowList: [] } });
    expect((await script.call(api.public.listClusters, { headers })).status).toBe(403);
    await console.ok(api.apiKeys.updateAllowList, { params, body: { cidrAllowList: ['127.0.0.0/8'] } });
    expect((await script.call(api.public.listClusters, { headers })).status).toBe(200);
  });

  it('names the invalid lines of an allow-list (400) and keeps the stored one', async () => {
    const { accountId, console } = await withKey('PROVISIONING');
    const params = { accountId, apiKeyType: 'PROVISIONING' } as const;
    const response = await console.call(api.apiKeys.updateAllowList, {
      params,
      body: { cidrAllowList: ['10.0.0.0/8', 'not-an-ip'] },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('line 2 \\"not-an-ip\\"');
    expect((await console.ok(api.apiKeys.list, { params: { accountId } })).apiKeys[0]?.cidrAllowList).toEqual([
      '0.0.0.0/0',
    ]);
  });

  it('refuses a key whose type does not cover the call (403)', async () => {
    const monitoring = await withKey('MONITORING');
    expect((await monitoring.script.call(api.public.listClusters, { headers: monitoring.headers })).status).toBe(403);
    // Monitoring keys pass the guard on monitoring paths (the cluster does not exist: 404).
    const metrics = await monitoring.script.call(api.public.clusterMetrics, {
      params: { clusterId: randomUUID() },
      query: { metrics: 'n::cpuUtilization' },
      headers: monitoring.headers,
    });
    expect(metrics.status).toBe(404);

    const readOnly = await withKey('READ_ONLY_PROVISIONING', 'READ_ONLY');
    expect((await readOnly.script.call(api.public.listClusters, { headers: readOnly.headers })).status).toBe(200);
    const create = await readOnly.script.call(api.public.createCassandra, {
      body: cassandraBody('read-only-try'),
      headers: readOnly.headers,
    });
    expect(create.status).toBe(403);
  });

  it("refuses a key on another account's console path, and a key whose type the user's role lost", async () => {
    const { headers, script, accountId, user } = await withKey('PROVISIONING');
    const elsewhere = await createAccount(app.context.db);
    expect((await script.call(api.clusters.list, { params: { accountId: elsewhere }, headers })).status).toBe(403);
    await app.context.db
      .update(accountUsers)
      .set({ role: 'READ_ONLY' })
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, user.id)));
    expect((await script.call(api.public.listClusters, { headers })).status).toBe(403);
  });

  it('keeps console-only endpoints away from keys', async () => {
    const { accountId, headers, script } = await withKey('PROVISIONING');
    expect((await script.call(api.security.get, { params: { accountId }, headers })).status).toBe(401);
    expect((await script.call(api.apiKeys.list, { params: { accountId }, headers })).status).toBe(401);
  });

  it('records generate, allow-list change, rotate and delete in the audit log with actor and source IP', async () => {
    const { accountId, console, user } = await withKey('MONITORING');
    const params = { accountId, apiKeyType: 'MONITORING' } as const;
    await console.ok(api.apiKeys.updateAllowList, { params, body: { cidrAllowList: ['10.0.0.0/8'] } });
    await console.ok(api.apiKeys.rotate, { params });
    await console.ok(api.apiKeys.delete, { params: { accountId }, query: { apiKeyType: 'MONITORING' } });
    const log = await console.ok(api.audit.list, { params: { accountId }, query: { page: 1 } });
    expect(log.events.map((e) => [e.type, e.actor, e.sourceIp])).toEqual([
      ['API_KEY_DELETED', user.username, '127.0.0.1'],
      ['API_KEY_ROTATED', user.username, '127.0.0.1'],
      ['API_KEY_ALLOW_LIST_CHANGED', user.username, '127.0.0.1'],
      ['API_KEY_GENERATED', user.username, '127.0.0.1'],
      ['SIGN_IN', user.username, '127.0.0.1'],
    ]);
  });

  it("tells the console the caller's address", async () => {
    const { console } = await member();
    expect(await console.ok(api.apiKeys.clientIp)).toEqual({ ip: '127.0.0.1' });
  });
});
