import { api, DEMO_ACCOUNT_NAME, DEMO_PASSWORD, DEMO_SERVICE_USER } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

describe('the demo service user', () => {
  it('is on the Demo Account with its profile, administrator and key, and signs in nowhere', async () => {
    const client = new ApiClient(app.url);
    const me = await client.signIn(DEMO_SERVICE_USER.administrator, DEMO_PASSWORD);
    const accountId = me.accounts.find((account) => account.name === DEMO_ACCOUNT_NAME)?.id ?? '';
    const listed = await client.ok(api.serviceUsers.list, { params: { accountId } });
    expect(listed).toEqual([
      expect.objectContaining({
        username: DEMO_SERVICE_USER.username,
        displayName: DEMO_SERVICE_USER.displayName,
        email: DEMO_SERVICE_USER.email,
        profile: DEMO_SERVICE_USER.profile,
        administrators: [DEMO_SERVICE_USER.administrator],
      }),
    ]);
    expect(listed[0]?.apiKeys.apiKeys.map((key) => key.apiKeyType)).toEqual([...DEMO_SERVICE_USER.keyTypes]);
    const signIn = await new ApiClient(app.url).call(api.auth.login, {
      body: { username: DEMO_SERVICE_USER.username, password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(401);
  });
});
