import { api, CSRF_HEADER, ERROR_CODES, LIMITS, MESSAGES, SESSION_COOKIE } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createMember, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { sessions } from '../../platform/db/schema.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const client = () => new ApiClient(app.url);

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and answers with the user summary and linked accounts', async () => {
    const accountId = await createAccount(app.context.db, { name: 'Acme' });
    const user = await createMember(app.context.db, accountId, 'BILLING');

    const response = await client().call(api.auth.login, {
      body: { username: user.username, password: TEST_PASSWORD },
    });

    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
    const me = api.auth.login.response.parse(response.body);
    expect(me).toMatchObject({ username: user.username, mfaEnabled: false, isAdmin: false });
    expect(me.accounts).toEqual([{ id: accountId, name: 'Acme', role: 'BILLING' }]);
  });

  it('accepts the e-mail address instead of the username, in any case', async () => {
    const user = await createUser(app.context.db, { username: 'Mixed.Case', email: 'Mixed.Case@Example.com' });
    const me = await client().signIn('mixed.case@example.COM', TEST_PASSWORD);
    expect(me.username).toBe(user.username);
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const user = await createUser(app.context.db);
    const wrongPassword = await client().call(api.auth.login, { body: { username: user.username, password: 'nope' } });
    const unknownUser = await client().call(api.auth.login, { body: { username: 'nobody-here', password: 'nope' } });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        errors: [{ name: ERROR_CODES.invalidCredentials, message: MESSAGES.auth.invalidCredentials }],
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('names each missing field', async () => {
    const response = await client().call(api.auth.login, { body: { username: '  ', password: '' } });
    expect(response.status).toBe(400);
    expect(errorNames(response.body).toSorted()).toEqual(['password', 'username']);
  });

  it('answers malformed JSON and a wrong content type with a JSON error', async () => {
    const badJson = await client().raw('POST', api.auth.login.path, {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toMatchObject({ errors: [{ message: MESSAGES.requestBody.invalidJson }] });
    const text = await client().raw('POST', api.auth.login.path, {
      body: 'username=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({
      errors: [{ name: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: MESSAGES.requestBody.notJson }],
    });
  });

  it('keeps only a digest of the session token in the database', async () => {
    const user = await createUser(app.context.db);
    const signedIn = client();
    await signedIn.signIn(user.username, TEST_PASSWORD);
    const stored = await app.context.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.tokenHash)).not.toContain(signedIn.sessionToken);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });
});

describe('the session', () => {
  it('answers GET /v1/me with the session, 401 without one', async () => {
    const user = await createUser(app.context.db, { isAdmin: true });
    const signedIn = client();
    const { csrfToken } = await signedIn.signIn(user.username, TEST_PASSWORD);

    const me = await signedIn.ok(api.auth.me);
    expect(me).toMatchObject({ username: user.username, isAdmin: true, accounts: [], csrfToken });

    const anonymous = await client().call(api.auth.me);
    expect(anonymous.status).toBe(401);
    expect(errorNames(anonymous.body)).toEqual([ERROR_CODES.unauthenticated]);

    const forged = client();
    forged.sessionToken = 'not-a-session';
    expect((await forged.call(api.auth.me)).status).toBe(401);
  });

  it('ends after a period of inactivity, and each use moves that end forward', async () => {
    const user = await createUser(app.context.db);
    const signedIn = client();
    await signedIn.signIn(user.username, TEST_PASSWORD);

    app.clock.advance(LIMITS.sessionTimeoutMs - 60_000);
    await signedIn.ok(api.auth.me); // used just before the timeout: extended
    app.clock.advance(LIMITS.sessionTimeoutMs - 60_000);
    await signedIn.ok(api.auth.me);
    app.clock.advance(LIMITS.sessionTimeoutMs + 1);
    expect((await signedIn.call(api.auth.me)).status).toBe(401);
  });
});

describe('CSRF protection and sign-out', () => {
  it('refuses a cookie-authenticated state change without the session CSRF token', async () => {
    const user = await createUser(app.context.db);
    const signedIn = client();
    await signedIn.signIn(user.username, TEST_PASSWORD);

    const missing = await signedIn.call(api.auth.logout, { withoutCsrf: true });
    expect(missing.status).toBe(403);
    expect(errorNames(missing.body)).toEqual([ERROR_CODES.csrf]);

    const wrong = await signedIn.call(api.auth.logout, { withoutCsrf: true, headers: { [CSRF_HEADER]: 'guess' } });
    expect(wrong.status).toBe(403);

    // Still signed in: the refused requests changed nothing.
    await signedIn.ok(api.auth.me);
  });

  it('does not accept another session’s CSRF token', async () => {
    const user = await createUser(app.context.db);
    const first = client();
    const second = client();
    await first.signIn(user.username, TEST_PASSWORD);
    await second.signIn(user.username, TEST_PASSWORD);
    const crossed = await first.call(api.auth.logout, {
      withoutCsrf: true,
      headers: { [CSRF_HEADER]: second.csrfToken ?? '' },
    });
    expect(crossed.status).toBe(403);
  });

  it('signs out with the token: the cookie is cleared and the session is gone', async () => {
    const user = await createUser(app.context.db);
    const signedIn = client();
    await signedIn.signIn(user.username, TEST_PASSWORD);

    const response = await signedIn.call(api.auth.logout);
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await signedIn.call(api.auth.me)).status).toBe(401);
  });
});
