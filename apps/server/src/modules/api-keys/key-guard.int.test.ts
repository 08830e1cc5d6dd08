import { api, ERROR_CODES, type ApiKeyType } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth as basic } from '../../../test/members.ts';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/** An owner's key of the type with the allow-list given, on the app. */
async function keyOn(app: TestApp, type: ApiKeyType, cidrAllowList: string[]) {
  const accountId = await createAccount(app.context.db);
  const user = await createMember(app.context.db, accountId, 'OWNER');
  const console = new ApiClient(app.url);
  await console.signIn(user.username, TEST_PASSWORD);
  const { key } = await console.ok(api.apiKeys.generate, { params: { accountId }, body: { apiKeyType: type } });
  await console.ok(api.apiKeys.updateAllowList, { params: { accountId, apiKeyType: type }, body: { cidrAllowList } });
  return { headers: basic(user.username, key), script: new ApiClient(app.url) };
}

describe('client address behind a trusted proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('takes the client from X-Forwarded-For when the request comes from the proxy', async () => {
    const { headers, script } = await keyOn(app, 'PROVISIONING', ['203.0.113.0/24']);
    const viaProxy = await script.call(api.public.listClusters, {
      headers: { ...headers, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(viaProxy.status).toBe(200);
    const outside = await script.call(api.public.listClusters, {
      headers: { ...headers, 'x-forwarded-for': '198.51.100.1' },
    });
    expect(outside.status).toBe(403);
  });
});

describe('client address without a trusted proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('ignores X-Forwarded-For, so a caller cannot claim an allowed address', async () => {
    const { headers, script } = await keyOn(app, 'PROVISIONING', ['203.0.113.0/24']);
    const forged = await script.call(api.public.listClusters, {
      headers: { ...headers, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(forged.status).toBe(403);
  });
});

describe('rate limit of API key calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ API_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(() => app.close());

  it('answers 429 past the limit per user, and lets calls through again the next minute', async () => {
    const { headers, script } = await keyOn(app, 'PROVISIONING', ['0.0.0.0/0']);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await script.call(api.public.listClusters, { headers })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await script.call(api.public.listClusters, { headers });
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((limited.body as { errors: { name: string }[] }).errors[0]?.name).toBe(ERROR_CODES.rateLimited);
    app.clock.advance(60_000);
    expect((await script.call(api.public.listClusters, { headers })).status).toBe(200);
  });
});
