import { api } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/** A console served over https: its own file, as the app is configured with https PUBLIC_URLs. */
let secure: TestApp;
beforeAll(async () => {
  secure = await startTestApp({ PUBLIC_URL: 'https://console.example.com', PAY_PUBLIC_URL: 'https://pay.example.com' });
});
afterAll(() => secure.close());

describe('a console served over https', () => {
  it('tells browsers to keep to https', async () => {
    for (const route of ['/healthz', '/v1/nothing-here']) {
      const response = await new ApiClient(secure.url).raw('GET', route);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('marks the session cookie Secure', async () => {
    const user = await createUser(secure.context.db);
    const response = await new ApiClient(secure.url).call(api.auth.login, {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
  });
});
