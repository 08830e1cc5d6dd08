import { api, DEFAULT_SECURITY_SETTINGS, ERROR_CODES } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createMember, createUser, linkUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accounts } from '../../platform/db/schema.ts';
import { base32Decode, hotp, newTotpSecret, totpStep } from '../../platform/auth/totp.ts';
import {
  accountWithProvider,
  answerFor,
  clientWithSession,
  enableProvider,
  idpKeys,
  postToAcs,
} from '../../../test/saml.ts';
import { staffUser } from '../../../test/staff.ts';

/**
 * Issue 31, N9: a session is held at the MFA set-up by the policy as it is now, not as it was at
 * sign-in, and `/v1/me` says the same as the guard.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn(username: string, mfaCode?: string) {
  const client = new ApiClient(app.url);
  await client.signIn(username, TEST_PASSWORD, mfaCode);
  return client;
}

/** An owner with MFA set up, so enforcing MFA does not hold them. */
async function ownerWithMfa(accountId: string) {
  const secret = newTotpSecret();
  const user = await createUser(app.context.db, { mfaEnabled: true, mfaSecret: app.context.secrets.seal(secret) });
  await linkUser(app.context.db, accountId, user.id, 'OWNER');
  return signedIn(user.username, hotp(base32Decode(secret), totpStep(app.clock.now())));
}

/** What a session meets: an account endpoint's answer, and what `/v1/me` says. */
async function holdOf(client: ApiClient, accountId: string) {
  const clusters = await client.call(api.clusters.list, { params: { accountId } });
  const me = await client.ok(api.auth.me);
  return {
    status: clusters.status,
    errors: clusters.status === 200 ? [] : errorNames(clusters.body),
    mfaSetupRequired: me.mfaSetupRequired,
  };
}

const held = { status: 403, errors: [ERROR_CODES.mfaSetupRequired], mfaSetupRequired: true };
const free = { status: 200, errors: [], mfaSetupRequired: false };

describe('the MFA set-up hold follows the current policy', () => {
  it('holds existing sessions when an account enforces MFA, and lets them go when it stops', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await ownerWithMfa(accountId);
    const member = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    const client = await signedIn(member.username);
    expect(await holdOf(client, accountId)).toEqual(free);

    const settings = { params: { accountId } };
    await owner.ok(api.security.update, { ...settings, body: { ...DEFAULT_SECURITY_SETTINGS, enforceMFA: true } });
    expect(await holdOf(client, accountId)).toEqual(held);

    await owner.ok(api.security.update, { ...settings, body: DEFAULT_SECURITY_SETTINGS });
    expect(await holdOf(client, accountId)).toEqual(free);
  });

  it('holds a session whose user is linked to an enforcing account after signing in', async () => {
    const accountId = await createAccount(app.context.db);
    const member = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    const client = await signedIn(member.username);
    expect(await holdOf(client, accountId)).toEqual(free);

    await linkUser(app.context.db, await createAccount(app.context.db, { enforceMFA: true }), member.id, 'READ_ONLY');
    expect(await holdOf(client, accountId)).toEqual(held);
  });

  it('lets a session go once the user leaves the only enforcing account', async () => {
    const accountId = await createAccount(app.context.db);
    const enforcing = await createAccount(app.context.db, { enforceMFA: true });
    const owner = await ownerWithMfa(enforcing);
    const member = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    await linkUser(app.context.db, enforcing, member.id, 'READ_ONLY');
    const client = await signedIn(member.username);
    expect(await holdOf(client, accountId)).toEqual(held);

    await owner.ok(api.linkedUsers.unlink, { params: { accountId: enforcing, username: member.username } });
    expect(await holdOf(client, accountId)).toEqual(free);
  });

  it("never holds a session the account's identity provider began, and /v1/me says so too", async () => {
    const keys = await idpKeys();
    const { accountId, provider: registered } = await accountWithProvider(app, keys);
    const provider = await enableProvider(app, accountId, registered);
    // Owners stay governed by the settings of an account with an active provider (SPEC §2).
    const person = await createMember(app.context.db, accountId, 'OWNER');
    await app.context.db.update(accounts).set({ enforceMFA: true }).where(eq(accounts.id, accountId));

    const answer = await postToAcs(app, provider.idpId, {
      SAMLResponse: answerFor(provider, keys, `${person.username}@test.example`),
    });
    const { client } = await clientWithSession(app, answer.sessionToken ?? '');
    expect(await holdOf(client, accountId)).toEqual(free);
    // The same person signing in with the password is held.
    expect(await holdOf(await signedIn(person.username), accountId)).toEqual(held);
  }, 60_000);

  it('never holds staff impersonating a user who has no MFA, and /v1/me says so too', async () => {
    const accountId = await createAccount(app.context.db, { enforceMFA: true });
    const member = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: member.id } });
    expect(await holdOf(staff.client, accountId)).toEqual(free);
  });
});
