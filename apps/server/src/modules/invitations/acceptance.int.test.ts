import { api, ERROR_CODES, INVITATION_STATUS_TEXTS, LIMITS, MESSAGES, type Role } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createUser, linkUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { staffUser } from '../../../test/staff.ts';
import { eventsOf, member, signedInAs } from '../../../test/people.ts';
import { invitationMail } from './invitation-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

let n = 0;
/** An account whose owner invited a fresh address with the role: the link's token from the e-mail. */
async function invited(role: Role = 'CLUSTER_ADMIN', email = `new${++n}@example.com`) {
  const accountId = await createAccount(app.context.db, { name: `Invited ${n}` });
  const owner = await member(app, accountId, 'OWNER');
  await owner.client.ok(api.invitations.create, { params: { accountId }, body: { email, profile: role } });
  const { token } = await invitationMail(app, email);
  return { accountId, owner, email, token, accountName: `Invited ${n}` };
}

const newUser = (token: string, username = `joiner-${++n}`) => ({
  token,
  username,
  displayName: 'Nina New',
  password: 'A-new-password-2026',
});
const closed = (status: 'ACCEPTED' | 'REVOKED' | 'EXPIRED') => ({
  errors: [{ name: 'token', message: INVITATION_STATUS_TEXTS[status] }],
});

describe('the link', () => {
  it('shows the invitation; an unknown token is 404', async () => {
    const { token, email, accountName } = await invited('BILLING');
    const anyone = new ApiClient(app.url);
    expect(await anyone.ok(api.invitations.lookup, { body: { token } })).toEqual({
      status: 'OPEN',
      email,
      accountName,
      profile: 'BILLING',
      existingUser: false,
      allowedStandardSsoServices: [],
    });
    const unknown = await anyone.call(api.invitations.lookup, { body: { token: 'x'.repeat(43) } });
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.invitations.linkInvalid }] },
    ]);
  });
});

describe('accepting as a new user', () => {
  it('creates the person with the role, signs them in and uses the link up', async () => {
    const { accountId, token, email } = await invited('CLUSTER_ADMIN');
    const browser = new ApiClient(app.url);
    const body = newUser(token);
    const response = await browser.call(api.invitations.acceptAsNewUser, { body });
    expect(response.status).toBe(201);
    const me = api.auth.me.response.parse(response.body);
    expect(me).toMatchObject({ username: body.username, email, mfaSetupRequired: false });
    expect(me.accounts).toEqual([{ id: accountId, name: expect.any(String), role: 'CLUSTER_ADMIN' }]);
    // The answer set the session cookie: the browser is signed in.
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('datadeck_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    // The password they chose signs them in from now on.
    const own = new ApiClient(app.url);
    expect((await own.signIn(body.username, body.password)).accounts[0]?.role).toBe('CLUSTER_ADMIN');

    expect(await eventsOf(app, accountId, ['INVITATION_ACCEPTED'])).toEqual([
      { type: 'INVITATION_ACCEPTED', actor: body.username, detail: `${email} as CLUSTER_ADMIN` },
    ]);
    const used = await new ApiClient(app.url).call(api.invitations.acceptAsNewUser, { body: newUser(token) });
    expect([used.status, used.body]).toEqual([409, closed('ACCEPTED')]);
    expect((await own.ok(api.invitations.lookup, { body: { token } })).status).toBe('ACCEPTED');
  });

  it('refuses a taken username (people and service users alike) and an address that has a user', async () => {
    const { token } = await invited();
    const service = await createUser(app.context.db, { kind: 'service' });
    const taken = await new ApiClient(app.url).call(api.invitations.acceptAsNewUser, {
      body: newUser(token, service.username.toUpperCase()),
    });
    expect([taken.status, taken.body]).toEqual([
      409,
      { errors: [{ name: 'username', message: MESSAGES.invitations.usernameTaken }] },
    ]);

    const existing = await createUser(app.context.db);
    const other = await invited('READ_ONLY', `${existing.username}@test.example`);
    expect(
      (await new ApiClient(app.url).ok(api.invitations.lookup, { body: { token: other.token } })).existingUser,
    ).toBe(true);
    const hasUser = await new ApiClient(app.url).call(api.invitations.acceptAsNewUser, { body: newUser(other.token) });
    expect([hasUser.status, hasUser.body]).toEqual([
      409,
      { errors: [{ name: 'email', message: MESSAGES.invitations.emailHasUser }] },
    ]);
  });

  it('refuses a revoked and an expired link with their plain words', async () => {
    const revoked = await invited();
    await revoked.owner.client.ok(api.invitations.revoke, {
      params: { accountId: revoked.accountId },
      query: { email: revoked.email },
    });
    const r = await new ApiClient(app.url).call(api.invitations.acceptAsNewUser, { body: newUser(revoked.token) });
    expect([r.status, r.body]).toEqual([409, closed('REVOKED')]);

    const expiring = await invited();
    app.clock.advance(LIMITS.invitationLifetimeMs);
    const browser = new ApiClient(app.url);
    expect((await browser.ok(api.invitations.lookup, { body: { token: expiring.token } })).status).toBe('EXPIRED');
    const e = await browser.call(api.invitations.acceptAsNewUser, { body: newUser(expiring.token) });
    expect([e.status, e.body]).toEqual([409, closed('EXPIRED')]);
  });
});

describe('accepting as the signed-in user', () => {
  it('links the user it was sent to, and only them', async () => {
    const user = await createUser(app.context.db, { email: 'Lee@Example.com' });
    const { accountId, token, accountName } = await invited('BILLING', 'lee@example.com');
    const stranger = await signedInAs(app, (await createUser(app.context.db)).username);
    const wrong = await stranger.call(api.invitations.accept, { body: { token } });
    expect([wrong.status, wrong.body]).toEqual([
      403,
      { errors: [{ name: 'email', message: MESSAGES.invitations.wrongUser('lee@example.com') }] },
    ]);
    const lee = await signedInAs(app, user.username);
    expect(await lee.ok(api.invitations.accept, { body: { token } })).toEqual({
      id: accountId,
      name: accountName,
      role: 'BILLING',
    });
    expect((await lee.ok(api.auth.me)).accounts).toContainEqual({ id: accountId, name: accountName, role: 'BILLING' });
    const again = await lee.call(api.invitations.accept, { body: { token } });
    expect([again.status, again.body]).toEqual([409, closed('ACCEPTED')]);
    expect(await eventsOf(app, accountId, ['INVITATION_ACCEPTED'])).toEqual([
      { type: 'INVITATION_ACCEPTED', actor: user.username, detail: 'lee@example.com as BILLING' },
    ]);
  });

  it('keeps the role of a user linked meanwhile, and refuses staff acting as the user', async () => {
    const { accountId, token, owner } = await invited('OWNER', 'mo@example.com');
    const mo = await createUser(app.context.db, { email: 'mo@example.com' });
    await linkUser(app.context.db, accountId, mo.id, 'READ_ONLY');

    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: mo.id } });
    const impersonated = await staff.client.call(api.invitations.accept, { body: { token } });
    expect([impersonated.status, errorNames(impersonated.body)]).toEqual([403, [ERROR_CODES.impersonating]]);

    const client = new ApiClient(app.url);
    await client.signIn(mo.username, TEST_PASSWORD);
    expect((await client.ok(api.invitations.accept, { body: { token } })).role).toBe('READ_ONLY');
    expect((await owner.client.ok(api.invitations.list, { params: { accountId } })).invitations).toEqual([]);
  });
});
