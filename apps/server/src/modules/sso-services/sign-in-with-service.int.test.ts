import { ERROR_CODES, LIMITS, MESSAGES, SSO_SERVICE_PATHS } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema.ts';
import { locationOf } from './browser-test-kit.ts';
import { SSO_FLOW_COOKIE } from './flow-cookie.ts';
import {
  ACME,
  invite,
  landing,
  latestEvents,
  PUBLIC_URL,
  refusedFor,
  sessionOf,
  signInWith,
  type SsoTestApp,
  startSsoTestApp,
  startUrl,
  toCallback,
} from './sso-test-kit.ts';

let sso: SsoTestApp;
/** A person who accepted an invitation with Acme ID: their login there, and the account they joined. */
let member: { login: string; username: string; accountId: string };

beforeAll(async () => {
  sso = await startSsoTestApp();
  const login = 'member-at-acme';
  sso.provider.people.set(login, { email: 'member@example.com', email_verified: true, name: 'Mem Ber' });
  const { accountId, token } = await invite(sso.app, { email: 'member@example.com' });
  const browser = sso.browser();
  await signInWith(browser, ACME.name, { invitation: token }, { login });
  member = { login, username: (await sessionOf(browser))?.username ?? '', accountId };
});
afterAll(() => sso.close());

const callbackUrl = (query: string) => `${PUBLIC_URL}${SSO_SERVICE_PATHS.callback(ACME.name)}?${query}`;

describe('signing in with a standard service', () => {
  it('signs in the user its identity was recorded for, and lands where the sign-in page asked', async () => {
    const browser = sso.browser();
    const redirect = `/accounts/${member.accountId}/settings?tab=security#top`;
    expect(await signInWith(browser, ACME.name, { redirect }, { login: member.login })).toBe(redirect);
    expect((await sessionOf(browser))?.username).toBe(member.username);
    expect(await latestEvents(sso.app, 'SSO_SIGN_IN')).toEqual([
      { actor: member.username, detail: `service ${ACME.displayName}`, accountId: null },
    ]);
    // Without a redirect: the console's start page.
    expect(await signInWith(sso.browser(), ACME.name, {}, { login: member.login })).toBe('/');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'accounts', '/sign-in?redirect=/x'])(
    'lands on the start page, never at %s',
    async (redirect) => {
      expect(await signInWith(sso.browser(), ACME.name, { redirect }, { login: member.login })).toBe('/');
    },
  );

  it('sends the browser to the provider with PKCE (S256), state and nonce, kept in a sealed cookie of the callback', async () => {
    const browser = sso.browser();
    const response = await browser.request(startUrl(ACME.name));
    expect(response.status).toBe(302);
    const authorization = new URL(locationOf(response, PUBLIC_URL));
    expect(authorization.origin).toBe(sso.provider.issuer);
    const query = Object.fromEntries(authorization.searchParams);
    expect(query).toMatchObject({
      client_id: sso.provider.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${PUBLIC_URL}${SSO_SERVICE_PATHS.callback(ACME.name)}`,
      code_challenge_method: 'S256',
    });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.state).toMatch(/^[\w-]{43}$/);
    expect(query.nonce).toMatch(/^[\w-]{43}$/);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SSO_FLOW_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toContain(`; Path=${SSO_SERVICE_PATHS.callback(ACME.name)}`);
    expect(cookie).toContain(`; Max-Age=${LIMITS.oidcSignInLifetimeMs / 1000}`);
    // Sealed: none of the flow's secrets can be read from it.
    expect(cookie).not.toContain(query.state ?? 'no state');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses an identity no invitation was accepted with', async () => {
    sso.provider.people.set('stranger', { email: 'stranger@example.com', email_verified: true });
    const browser = sso.browser();
    expect(await signInWith(browser, ACME.name, {}, { login: 'stranger' })).toBe(refusedFor('notInvited'));
    expect(await sessionOf(browser)).toBeNull();
    expect(await latestEvents(sso.app, 'SSO_SIGN_IN_FAILED')).toEqual([
      {
        // A sign-in asks the service for the subject only: that is who it was.
        actor: `${ACME.name}:stranger`,
        detail: `${ACME.displayName}: notInvited: no user has the subject stranger at ${ACME.name}`,
        accountId: null,
      },
    ]);
  });

  it('refuses a user who has set a second factor up since: the service stands in for the password only', async () => {
    const login = 'second-factor-at-acme';
    sso.provider.people.set(login, { email: 'second-factor@example.com', email_verified: true });
    const { token } = await invite(sso.app, { email: 'second-factor@example.com' });
    const browser = sso.browser();
    await signInWith(browser, ACME.name, { invitation: token }, { login });
    const username = (await sessionOf(browser))?.username ?? '';
    await sso.app.context.db.update(users).set({ mfaEnabled: true }).where(eq(users.username, username));
    const again = sso.browser();
    expect(await signInWith(again, ACME.name, {}, { login })).toBe(refusedFor('secondFactor'));
    expect(await sessionOf(again)).toBeNull();
  });

  it('says the sign-in was cancelled when the person declines at the provider', async () => {
    const browser = sso.browser();
    const callback = await toCallback(browser, ACME.name, {}, 'cancel');
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    expect(await landing(browser, callback)).toBe(refusedFor('cancelled'));
    expect((await latestEvents(sso.app, 'SSO_SIGN_IN_FAILED'))[0]?.detail).toContain('access_denied');
  });

  it('refuses a callback whose state is not the flow’s', async () => {
    const browser = sso.browser();
    const callback = new URL(await toCallback(browser, ACME.name, {}, { login: member.login }));
    callback.searchParams.set('state', 'x'.repeat(43));
    expect(await landing(browser, callback.href)).toBe(refusedFor('invalid'));
    expect(await sessionOf(browser)).toBeNull();
  });

  it('refuses a callback without the flow cookie (another browser), and one used before', async () => {
    const browser = sso.browser();
    const callback = await toCallback(browser, ACME.name, {}, { login: member.login });
    const other = sso.browser();
    expect(await landing(other, callback)).toBe(refusedFor('expired'));
    expect(await landing(browser, callback)).toBe('/');
    // Used: the cookie went with the first visit.
    expect(await landing(browser, callback)).toBe(refusedFor('expired'));
  });

  it('refuses a flow cookie altered, or sealed for another service', async () => {
    const browser = sso.browser();
    const callback = await toCallback(browser, ACME.name, {}, { login: member.login });
    const sealed = browser.cookie(callback, SSO_FLOW_COOKIE) ?? '';
    const path = SSO_SERVICE_PATHS.callback(ACME.name);
    browser.set(callback, SSO_FLOW_COOKIE, `${sealed.slice(0, -4)}AAAA`, path);
    expect(await landing(browser, callback)).toBe(refusedFor('invalid'));

    // A flow of Other ID presented to Acme ID's callback.
    const otherBrowser = sso.browser();
    const otherStart = await otherBrowser.request(startUrl('other'));
    const otherCookie = otherStart.headers.getSetCookie().find((line) => line.startsWith(`${SSO_FLOW_COOKIE}=`));
    const otherSealed = otherCookie?.split(';')[0]?.slice(SSO_FLOW_COOKIE.length + 1) ?? '';
    const victim = sso.browser();
    const victimCallback = await toCallback(victim, ACME.name, {}, { login: member.login });
    victim.set(victimCallback, SSO_FLOW_COOKIE, otherSealed, path);
    expect(await landing(victim, victimCallback)).toBe(refusedFor('invalid'));
  });

  it('refuses a flow older than its lifetime', async () => {
    const browser = sso.browser();
    const callback = await toCallback(browser, ACME.name, {}, { login: member.login });
    sso.app.clock.advance(LIMITS.oidcSignInLifetimeMs + 1);
    expect(await landing(browser, callback)).toBe(refusedFor('expired'));
  });

  it('answers an unknown service with a 404 in the API’s error shape', async () => {
    const browser = sso.browser();
    for (const path of [SSO_SERVICE_PATHS.start('nobody'), SSO_SERVICE_PATHS.callback('nobody')]) {
      const response = await browser.request(`${PUBLIC_URL}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.errors.notFound }],
      });
    }
  });

  it('answers a callback without any of the provider’s parameters by refusing, not failing', async () => {
    const browser = sso.browser();
    await browser.request(startUrl(ACME.name));
    expect(await landing(browser, callbackUrl('code=&state=&iss=%00'))).toBe(refusedFor('invalid'));
    await browser.request(startUrl(ACME.name));
    expect(await landing(browser, callbackUrl(`error=server_error&error_description=${'%00'.repeat(3000)}`))).toBe(
      refusedFor('invalid'),
    );
  });

  // Last: it uses up the address's attempts for the rest of the file.
  it('throttles failing callbacks of one address', async () => {
    const browser = sso.browser();
    const answers: string[] = [];
    for (let i = 0; i < LIMITS.signInThrottle.perAddress.burst; i++)
      answers.push(await landing(browser, callbackUrl('')));
    expect(answers.at(-1)).toBe(refusedFor('tooManyAttempts'));
    expect(answers.filter((answer) => answer === refusedFor('expired')).length).toBeLessThan(
      LIMITS.signInThrottle.perAddress.burst,
    );
  });
});
