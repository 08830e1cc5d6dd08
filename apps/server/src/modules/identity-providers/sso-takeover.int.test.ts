import { api, MESSAGES, SCIM_URNS, SESSION_COOKIE, type IdentityProvider } from '@datadeck/contracts';
import type { IdpKeys } from '@datadeck/test-idp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit.ts';
import { createAccount, createMember, createUser, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { randomToken, tokenDigest } from '../../platform/auth/tokens.ts';
import { accountUsers, identityProviders } from '../../platform/db/schema.ts';
import { person, roleOn, ScimClient, scimError } from '../scim/scim-test-kit.ts';
import { accountWithProvider, answerFor, enableProvider, idpKeys, postToAcs } from '../../../test/saml.ts';

/**
 * Issue 31, N1: whoever controls an account's identity provider (any owner with self-service SSO)
 * must not become anyone else through it. SCIM provisioning and SAML sign-in, alone or together,
 * reach only the people of the provider's own account, never staff, never someone else's owner,
 * and never past a second factor.
 */

let app: TestApp;
let keys: IdpKeys;
let accountId: string;
let provider: IdentityProvider;
let scim: ScimClient;

beforeAll(async () => {
  app = await startTestApp();
  keys = await idpKeys();
  ({ accountId, provider } = await accountWithProvider(app, keys));
  provider = await enableProvider(app, accountId, provider, true);
  // The same provider provisions by SCIM, as an attacker's IdP would.
  const token = randomToken();
  await app.context.db
    .update(identityProviders)
    .set({ scimTokenDigest: tokenDigest(token), scimTokenCreatedAt: app.clock.now() })
    .where(eq(identityProviders.id, provider.idpId));
  scim = new ScimClient(app.url, token);
}, 120_000);
afterAll(() => app.close());

const emailOf = (user: { username: string }) => `${user.username}@test.example`;
const taken = scimError(409, MESSAGES.scim.uniqueness, 'uniqueness');

/** Every account the user is linked to. */
async function linksOf(userId: string) {
  const rows = await app.context.db
    .select({ accountId: accountUsers.accountId })
    .from(accountUsers)
    .where(eq(accountUsers.userId, userId));
  return rows.map((row) => row.accountId).toSorted();
}

/** The ACS's answer to an assertion for `email`, and the reason of its refusal (null when signed in). */
async function samlSignIn(email: string) {
  const answer = await postToAcs(app, provider.idpId, { SAMLResponse: answerFor(provider, keys, email) });
  const reason = new URL(answer.location ?? '/', app.url).searchParams.get('ssoError');
  return { ...answer, reason };
}

/** The people outside the provider's account an attacker would aim at. */
async function outsiders() {
  const staff = await createUser(app.context.db, { isAdmin: true, mfaEnabled: true });
  const otherOwner = await createMember(app.context.db, await createAccount(app.context.db), 'OWNER');
  const loner = await createUser(app.context.db);
  const otherBot = await createUser(app.context.db, { kind: 'service' });
  await linkUser(app.context.db, await createAccount(app.context.db), otherBot.id, 'OWNER');
  return { staff, otherOwner, loner, otherBot };
}

describe('SCIM never adopts a person outside its account', () => {
  it('answers 409 uniqueness alike for staff, another account’s owner, an unlinked person and another account’s bot', async () => {
    const people = await outsiders();
    for (const [who, user] of Object.entries(people)) {
      const byName = await scim.post('/Users', person(user.username));
      // One answer for all: nothing tells a staff user from a bot or someone else's owner.
      expect([who, byName.status, byName.body]).toEqual([who, 409, taken]);
      expect([who, await roleOn(app, accountId, user.id)]).toEqual([who, null]);
    }
    // A person's e-mail is theirs too (a service user's address signs nobody in, so it collides with nobody).
    for (const [who, user] of Object.entries({
      staff: people.staff,
      otherOwner: people.otherOwner,
      loner: people.loner,
    })) {
      const byEmail = await scim.post('/Users', person(`fresh-${who}`, { emails: [{ value: emailOf(user) }] }));
      expect([who, byEmail.status, byEmail.body]).toEqual([who, 409, taken]);
    }
    const provisioned = (await auditOf(app, accountId)).filter((event) => event.type === 'SCIM_USER_PROVISIONED');
    expect(provisioned).toEqual([]);
  });
});

describe('SAML signs in only the provider’s own people, and never past a second factor', () => {
  it('refuses staff and another account’s owner, even with just-in-time users allowed, and audits it', async () => {
    const { staff, otherOwner, loner } = await outsiders();
    for (const user of [staff, otherOwner, loner]) {
      const answer = await samlSignIn(emailOf(user));
      expect([user.username, answer.sessionToken, answer.reason]).toEqual([user.username, null, 'unknownUser']);
    }
    // Not linked by the refused sign-ins either.
    expect(await linksOf(staff.id)).toEqual([]);
    expect(await roleOn(app, accountId, otherOwner.id)).toBeNull();
    expect(await roleOn(app, accountId, loner.id)).toBeNull();
    const refusals = (await auditOf(app, accountId)).filter((event) => event.type === 'SSO_SIGN_IN_FAILED');
    expect(refusals.map((event) => event.actor)).toEqual(expect.arrayContaining([emailOf(staff), emailOf(otherOwner)]));
  });

  it('refuses a linked person who has a second factor, and a linked staff user, with secondFactor', async () => {
    const withMfa = await createUser(app.context.db, { mfaEnabled: true });
    await linkUser(app.context.db, accountId, withMfa.id, 'OWNER');
    const staff = await createUser(app.context.db, { isAdmin: true });
    await linkUser(app.context.db, accountId, staff.id, 'READ_ONLY');
    for (const user of [withMfa, staff]) {
      const answer = await samlSignIn(emailOf(user));
      expect([user.username, answer.sessionToken, answer.reason]).toEqual([user.username, null, 'secondFactor']);
    }
  });

  it('still signs in a linked person without a second factor, and creates a new one just in time', async () => {
    const member = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    expect((await samlSignIn(emailOf(member))).reason).toBeNull();
    const newcomer = await samlSignIn('brand-new@corp.example');
    expect([newcomer.reason, newcomer.sessionToken === null]).toEqual([null, false]);
  });
});

describe('the whole attack: provision by SCIM, then sign in by SAML', () => {
  it('gives no session of staff or of another customer’s owner', async () => {
    const { staff, otherOwner } = await outsiders();
    for (const user of [staff, otherOwner]) {
      await scim.post('/Users', person(user.username, { emails: [{ value: emailOf(user) }] }));
      const answer = await samlSignIn(emailOf(user));
      expect([user.username, answer.sessionToken]).toEqual([user.username, null]);
    }
    // The staff user's account list is untouched, and so are the other owner's links.
    expect(await linksOf(staff.id)).toEqual([]);
    expect((await linksOf(otherOwner.id)).length).toBe(1);
  });

  it('a SCIM user provisioned by the provider signs in, and is refused once deactivated', async () => {
    const created = await scim.create(person('scim-made', { emails: [{ value: 'scim-made@corp.example' }] }));
    expect((await samlSignIn('scim-made@corp.example')).reason).toBeNull();
    await scim.patch(`/Users/${created.id}`, {
      schemas: [SCIM_URNS.patchOp],
      Operations: [{ op: 'replace', path: 'active', value: false }],
    });
    expect((await samlSignIn('scim-made@corp.example')).reason).toBe('unknownUser');
  });

  it('leaves the signed-in console to a provisioned person: no staff endpoint answers them', async () => {
    const created = await scim.create(person('plain-person', { emails: [{ value: 'plain-person@corp.example' }] }));
    const answer = await samlSignIn('plain-person@corp.example');
    expect(answer.sessionToken).not.toBeNull();
    const staffCall = await fetch(`${app.url}${api.staff.featureSwitches.path}`, {
      headers: { cookie: `${SESSION_COOKIE}=${answer.sessionToken}` },
    });
    expect([created.userName, staffCall.status]).toEqual(['plain-person', 403]);
  });
});
