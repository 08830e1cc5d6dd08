import { MESSAGES, SCIM_AUTH_FAILURE_THROTTLE, SCIM_URNS } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { randomToken, tokenDigest } from '../../platform/auth/tokens.ts';
import { identityProviders } from '../../platform/db/schema.ts';
import { person, ScimClient, scimError, scimProvider } from './scim-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const unauthenticated = scimError(401, MESSAGES.scim.unauthenticated);
const HOUR_MS = 3_600_000;

describe('the bearer token (RFC 6750) of an identity provider', () => {
  it('answers a missing, unknown or other-scheme credential with the same 401 and a Bearer challenge', async () => {
    await scimProvider(app);
    const missing = await new ScimClient(app.url, null).get('/Users');
    expect([missing.status, missing.body, missing.headers.get('www-authenticate')]).toEqual([
      401,
      unauthenticated,
      'Bearer realm="SCIM"',
    ]);
    const unknown = await new ScimClient(app.url, randomToken()).get('/Users');
    expect([unknown.status, unknown.body, unknown.headers.get('www-authenticate')]).toEqual([
      401,
      unauthenticated,
      'Bearer realm="SCIM", error="invalid_token"',
    ]);
    const basic = await new ScimClient(app.url, null).request('GET', '/ServiceProviderConfig', {
      headers: { authorization: `Basic ${Buffer.from('okta:secret').toString('base64')}` },
    });
    expect([basic.status, basic.body]).toEqual([401, unauthenticated]);
    // An unknown path says so to anyone: a wrong base URL is told apart from a wrong token.
    const nowhere = await new ScimClient(app.url, null).get('/Groups');
    expect([nowhere.status, nowhere.body]).toEqual([
      404,
      scimError(404, MESSAGES.scim.notFound('GET', '/scim/v2/Groups')),
    ]);
    // Before the body is read: a stranger's body is never parsed.
    const body = await new ScimClient(app.url, null).request('POST', '/Users', { raw: '{"not json' });
    expect([body.status, body.body]).toEqual([401, unauthenticated]);
  });

  it('serves a provider with a token whether or not staff made it Active, the scheme case-insensitive', async () => {
    const inactive = await scimProvider(app, { enabled: false });
    const active = await scimProvider(app, { enabled: true });
    expect((await inactive.scim.get('/Users')).status).toBe(200);
    expect((await active.scim.get('/Users')).status).toBe(200);
    const lowercase = await new ScimClient(app.url, null).request('GET', '/Users', {
      headers: { authorization: `bearer ${inactive.token}` },
    });
    expect(lowercase.status).toBe(200);
  });

  it('stops taking a token once another is generated (only its digest is kept)', async () => {
    const { scim, providerId, token } = await scimProvider(app);
    const [stored] = await app.context.db
      .select({ digest: identityProviders.scimTokenDigest })
      .from(identityProviders)
      .where(eq(identityProviders.id, providerId));
    expect(stored?.digest).toBe(tokenDigest(token));
    const next = randomToken();
    await app.context.db
      .update(identityProviders)
      .set({ scimTokenDigest: tokenDigest(next) })
      .where(eq(identityProviders.id, providerId));
    expect((await scim.get('/Users')).status).toBe(401);
    expect((await new ScimClient(app.url, next).get('/Users')).status).toBe(200);
  });

  it('shows each provider its own users only', async () => {
    const first = await scimProvider(app);
    const second = await scimProvider(app);
    const mine = await first.scim.create(person('first-only'));
    const list = await second.scim.get('/Users');
    expect(list.body).toMatchObject({ schemas: [SCIM_URNS.listResponse], totalResults: 0, Resources: [] });
    expect((await second.scim.get(`/Users/${mine.id}`)).status).toBe(404);
  });
});

describe('throttling requests with a wrong token', () => {
  it('answers 429 with Retry-After once an address used up its failures, and never holds up a right token', async () => {
    const { scim } = await scimProvider(app);
    // Whatever the tests above used of the bucket is back after an hour.
    app.clock.advance(HOUR_MS);
    const stranger = new ScimClient(app.url, randomToken());
    for (let i = 0; i < SCIM_AUTH_FAILURE_THROTTLE.burst; i++) {
      expect((await stranger.get('/Users')).status).toBe(401);
    }
    const throttled = await stranger.get('/Users');
    expect([throttled.status, throttled.body]).toEqual([429, scimError(429, MESSAGES.scim.throttled)]);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await new ScimClient(app.url, null).get('/Users')).status).toBe(429);
    // The provider's own requests from the same address go through.
    expect((await scim.get('/Users')).status).toBe(200);

    app.clock.advance(Number(throttled.headers.get('retry-after')) * 1_000);
    expect((await stranger.get('/Users')).status).toBe(401);
  });
});
