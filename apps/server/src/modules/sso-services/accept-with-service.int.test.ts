import { api, SSO_REDIRECT_MAX_LENGTH } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createUser } from '../../../test/factories.ts';
import { userSsoIdentities, users } from '../../platform/db/schema.ts';
import { eventsOf } from '../../../test/people.ts';
import {
  ACME,
  DOWN,
  invite,
  landing,
  latestEvents,
  OTHER,
  refusedFor,
  sessionOf,
  signInWith,
  type SsoTestApp,
  startSsoTestApp,
  startUrl,
} from './sso-test-kit.ts';

let sso: SsoTestApp;
beforeAll(async () => {
  sso = await startSsoTestApp();
});
afterAll(() => sso.close());

let people = 0;
/** A person the provider knows (their login is their subject), with a verified address by default. */
function person(claims: { email?: string; email_verified?: boolean; name?: string } = {}) {
  const login = `person-${++people}`;
  const email = `invitee${people}@example.com`;
  sso.provider.people.set(login, {
    email,
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    ...claims,
  });
  return { login, email: claims.email ?? email };
}

const lookup = (token: string) => new ApiClient(sso.app.url).ok(api.invitations.lookup, { body: { token } });

const identitiesOf = (userId: string) =>
  sso.app.context.db
    .select({ service: userSsoIdentities.service, subject: userSsoIdentities.subject })
    .from(userSsoIdentities)
    .where(eq(userSsoIdentities.userId, userId));

const userByEmail = async (email: string) =>
  (await sso.app.context.db.select().from(users).where(eq(users.email, email)))[0];

describe('accepting an invitation with a standard service', () => {
  it('makes the invited user, links them with the role, records the identity, closes the invitation, signs them in', async () => {
    const { login, email } = person();
    const { accountId, accountName, token } = await invite(sso.app, { email, role: 'BILLING' });
    // The link's page offers the services the invitation allows, by their names.
    expect((await lookup(token)).allowedStandardSsoServices).toEqual([ACME]);

    const browser = sso.browser();
    expect(await signInWith(browser, ACME.name, { invitation: token }, { login })).toBe(`/accounts/${accountId}`);

    const user = await userByEmail(email);
    expect(user).toMatchObject({ username: `invitee${people}`, displayName: 'Ada Lovelace', kind: 'person' });
    expect(await identitiesOf(user?.id ?? '')).toEqual([{ service: ACME.name, subject: login }]);
    // Signed in, on the account with the invited role.
    const me = await sessionOf(browser);
    expect(me).toMatchObject({ username: user?.username, email, mfaSetupRequired: false });
    expect(me?.accounts).toEqual([{ id: accountId, name: accountName, role: 'BILLING' }]);
    expect((await lookup(token)).status).toBe('ACCEPTED');
    expect(await eventsOf(sso.app, accountId, ['INVITATION_ACCEPTED'])).toEqual([
      { type: 'INVITATION_ACCEPTED', actor: user?.username, detail: `${email} as BILLING with ${ACME.displayName}` },
    ]);
    expect(await latestEvents(sso.app, 'SSO_SIGN_IN')).toEqual([
      { actor: user?.username, detail: `service ${ACME.displayName}`, accountId: null },
    ]);
    // No password signs them in: theirs was never told to anyone.
    const byPassword = await new ApiClient(sso.app.url).call(api.auth.login, {
      body: { username: user?.username ?? '', password: 'A-new-password-2026' },
    });
    expect(byPassword.status).toBe(401);

    // The link was for one use.
    const again = sso.browser();
    expect(await landing(again, startUrl(ACME.name, { invitation: token }))).toBe(refusedFor('invitationClosed'));
  });

  it('gives a taken username a suffix and the name claim as the display name, whatever the redirect', async () => {
    await createUser(sso.app.context.db, { username: 'grace' });
    const { login, email } = person({ email: 'grace@example.com', name: 'Grace Hopper' });
    const { accountId, token } = await invite(sso.app, { email });
    // A redirect that is not followed does not lose the invitation: accepting lands on its account.
    const redirect = `/${'x'.repeat(SSO_REDIRECT_MAX_LENGTH)}`;
    expect(await signInWith(sso.browser(), ACME.name, { invitation: token, redirect }, { login })).toBe(
      `/accounts/${accountId}`,
    );
    expect(await userByEmail(email)).toMatchObject({ username: 'grace-2', displayName: 'Grace Hopper' });
  });

  it('links the existing user of the invited address, who signs in with the service from then on', async () => {
    const { login, email } = person();
    const existing = await createUser(sso.app.context.db, { email: email.toUpperCase() });
    const { accountId, token } = await invite(sso.app, { email, role: 'READ_ONLY' });
    expect((await lookup(token)).existingUser).toBe(true);

    const browser = sso.browser();
    expect(await signInWith(browser, ACME.name, { invitation: token }, { login })).toBe(`/accounts/${accountId}`);
    expect((await sessionOf(browser))?.username).toBe(existing.username);
    expect(await identitiesOf(existing.id)).toEqual([{ service: ACME.name, subject: login }]);
  });

  it('refuses an existing user with a second factor, and staff: they accept with their password and code', async () => {
    for (const values of [{ mfaEnabled: true }, { isAdmin: true }]) {
      const { login, email } = person();
      await createUser(sso.app.context.db, { email, ...values });
      const { token } = await invite(sso.app, { email });
      const browser = sso.browser();
      expect(await signInWith(browser, ACME.name, { invitation: token }, { login })).toBe(refusedFor('secondFactor'));
      expect(await sessionOf(browser)).toBeNull();
      expect((await lookup(token)).status).toBe('OPEN');
    }
  });

  it('refuses an invitation that does not allow the service, before the provider is asked', async () => {
    const { email } = person();
    const { token } = await invite(sso.app, { email, services: [OTHER.name] });
    const browser = sso.browser();
    expect(await landing(browser, startUrl(ACME.name, { invitation: token }))).toBe(refusedFor('invitationNotAllowed'));
    const none = await invite(sso.app, { email: `no-sso-${email}`, services: [] });
    expect(await landing(browser, startUrl(ACME.name, { invitation: none.token }))).toBe(
      refusedFor('invitationNotAllowed'),
    );
    expect((await lookup(none.token)).allowedStandardSsoServices).toEqual([]);
  });

  it('refuses an unknown or malformed invitation token before the provider is asked', async () => {
    const browser = sso.browser();
    expect(await landing(browser, startUrl(ACME.name, { invitation: 'x'.repeat(43) }))).toBe(
      refusedFor('invitationClosed'),
    );
    expect(await landing(browser, startUrl(ACME.name, { invitation: 'short' }))).toBe(refusedFor('invitationClosed'));
  });

  it('refuses when the service vouches for another address, and leaves the invitation open', async () => {
    const { login } = person({ email: 'someone-else@example.com' });
    const { token } = await invite(sso.app, { email: 'the-invited@example.com' });
    const browser = sso.browser();
    expect(await signInWith(browser, ACME.name, { invitation: token }, { login })).toBe(refusedFor('emailMismatch'));
    expect(await sessionOf(browser)).toBeNull();
    expect(await userByEmail('the-invited@example.com')).toBeUndefined();
    expect((await lookup(token)).status).toBe('OPEN');
    expect(await latestEvents(sso.app, 'SSO_SIGN_IN_FAILED')).toEqual([
      {
        actor: 'someone-else@example.com',
        detail: `${ACME.displayName}: emailMismatch: the service vouched for someone-else@example.com; the invitation is for the-invited@example.com`,
        accountId: null,
      },
    ]);
  });

  it('refuses an address the service has not verified', async () => {
    const { login, email } = person({ email_verified: false });
    const { token } = await invite(sso.app, { email });
    const browser = sso.browser();
    expect(await signInWith(browser, ACME.name, { invitation: token }, { login })).toBe(refusedFor('invalid'));
    expect(await userByEmail(email)).toBeUndefined();
    expect((await latestEvents(sso.app, 'SSO_SIGN_IN_FAILED'))[0]?.detail).toContain('email_verified');
  });

  it('refuses an identity at the service that another user signs in with', async () => {
    const first = person();
    const { token } = await invite(sso.app, { email: first.email });
    await signInWith(sso.browser(), ACME.name, { invitation: token }, { login: first.login });
    // The same person at the service, invited again under another address they also hold there.
    sso.provider.people.set(first.login, { email: 'second-address@example.com', email_verified: true });
    const second = await invite(sso.app, { email: 'second-address@example.com' });
    expect(await signInWith(sso.browser(), ACME.name, { invitation: second.token }, { login: first.login })).toBe(
      refusedFor('identityConflict'),
    );
    expect(await userByEmail('second-address@example.com')).toBeUndefined();
    expect((await lookup(second.token)).status).toBe('OPEN');
  });

  it('says the service is unavailable when its provider cannot be reached', async () => {
    const { email } = person();
    const { token } = await invite(sso.app, { email, services: [DOWN.name] });
    expect(await landing(sso.browser(), startUrl(DOWN.name, { invitation: token }))).toBe(refusedFor('unavailable'));
  });
});
