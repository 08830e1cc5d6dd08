import { MESSAGES, scimUserSchema } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMember, createUser, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityProviderUsers, users } from '../../platform/db/schema.ts';
import { patchOp, person, roleOn, scimError, scimEvents, scimProvider, scimRecordOf } from './scim-test-kit.ts';

/** Whom SCIM adopts and manages, the owner rule, and requests at once (RFC 7644 beside the account's rules). */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const M = MESSAGES.scim;

describe('adopting people who exist already', () => {
  it('links a person found by e-mail and keeps the role of one who is linked', async () => {
    const { scim, accountId, providerId } = await scimProvider(app);
    const owner = await createMember(app.context.db, accountId, 'OWNER');
    const stranger = await createUser(app.context.db);
    const adoptedOwner = await scim.create(
      person(owner.username.toUpperCase(), { emails: [{ value: `${owner.username}@TEST.example` }] }),
    );
    expect(adoptedOwner.id).toBe(owner.id);
    expect(await roleOn(app, accountId, owner.id)).toBe('OWNER');
    expect((await scimRecordOf(app, providerId, owner.id))?.source).toBe('SCIM');
    // A person of no account is nobody's to adopt (issue 31, N1): the plain conflict, and no link.
    const refused = await scim.post(
      '/Users',
      person(stranger.username, { emails: [{ value: `${stranger.username}@test.example` }] }),
    );
    expect([refused.status, refused.body]).toEqual([409, scimError(409, M.uniqueness, 'uniqueness')]);
    expect(await roleOn(app, accountId, stranger.id)).toBeNull();
    expect((await scimEvents(app, accountId)).map((event) => event.detail)).toEqual([
      `${owner.username.toUpperCase()}: existing user adopted, OWNER`,
    ]);
  });

  it('takes over the row of a person the provider signed in by SAML', async () => {
    const { scim, accountId, providerId } = await scimProvider(app);
    const member = await createMember(app.context.db, accountId, 'BILLING');
    await app.context.db.insert(identityProviderUsers).values({ providerId, userId: member.id, source: 'SAML' });
    const adopted = await scim.create(
      person(member.username, { emails: [{ value: `${member.username}@test.example` }] }),
    );
    expect(adopted.id).toBe(member.id);
    expect(await scimRecordOf(app, providerId, member.id)).toEqual({ source: 'SCIM', externalId: null, active: true });
    expect(await roleOn(app, accountId, member.id)).toBe('BILLING');
  });

  it('keeps the username, e-mail and name of a person who came to belong to another account too', async () => {
    const { scim, accountId } = await scimProvider(app);
    const provisioned = await scim.create(person('shared-later'));
    // An owner elsewhere invites them: their profile is now that account's as much as this one's.
    await linkUser(app.context.db, await createAccount(app.context.db), provisioned.id, 'OWNER');
    const patched = await scim.patch(
      `/Users/${provisioned.id}`,
      patchOp({ op: 'replace', path: 'emails[type eq "work"].value', value: 'takeover@evil.example' }),
    );
    expect(scimUserSchema.parse(patched.body).emails[0]?.value).toBe('shared-later@scim.example');
    const [stored] = await app.context.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, provisioned.id));
    expect(stored?.email).toBe('shared-later@scim.example');
    // Their access to this account is the provider's to manage all the same.
    await scim.patch(`/Users/${provisioned.id}`, patchOp({ op: 'replace', path: 'active', value: false }));
    expect(await roleOn(app, accountId, provisioned.id)).toBeNull();
  });

  it('refuses with 409 uniqueness what would collide with other users', async () => {
    const { scim, accountId } = await scimProvider(app);
    const first = await createUser(app.context.db);
    const second = await createUser(app.context.db);
    // The account's own service user is named as such; anyone else's is a plain conflict.
    const service = await createUser(app.context.db, { kind: 'service' });
    await linkUser(app.context.db, accountId, service.id, 'READ_ONLY');
    const mixed = await scim.post(
      '/Users',
      person(first.username, { emails: [{ value: `${second.username}@test.example` }] }),
    );
    expect([mixed.status, mixed.body]).toEqual([409, scimError(409, M.uniqueness, 'uniqueness')]);
    // A username that is someone else's e-mail address would shadow them at sign-in.
    const user = await scim.create(person('shadow'));
    const shadow = await scim.patch(
      `/Users/${user.id}`,
      patchOp({ op: 'replace', path: 'userName', value: `${first.username}@test.example` }),
    );
    expect([shadow.status, shadow.body]).toEqual([409, scimError(409, M.uniqueness, 'uniqueness')]);
    const serviceUser = await scim.post('/Users', person(service.username));
    expect([serviceUser.status, serviceUser.body]).toEqual([409, scimError(409, M.notPerson, 'uniqueness')]);
  });
});

describe('the owner rule: SCIM never leaves an account without its owners', () => {
  it('refuses to deactivate or delete the last owner (409, the rule’s words)', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await createMember(app.context.db, accountId, 'OWNER');
    const { scim } = await scimProvider(app, { accountId });
    await scim.create(person(owner.username, { emails: [{ value: `${owner.username}@test.example` }] }));
    const refusal = scimError(409, MESSAGES.linkedUsers.lastOwner, 'mutability');

    const patched = await scim.patch(`/Users/${owner.id}`, patchOp({ op: 'replace', path: 'active', value: false }));
    expect([patched.status, patched.body]).toEqual([409, refusal]);
    const put = await scim.put(`/Users/${owner.id}`, { ...person(owner.username), active: false });
    expect([put.status, put.body]).toEqual([409, refusal]);
    const deleted = await scim.delete(`/Users/${owner.id}`);
    expect([deleted.status, deleted.body]).toEqual([409, refusal]);
    expect(await roleOn(app, accountId, owner.id)).toBe('OWNER');
    expect(scimUserSchema.parse((await scim.get(`/Users/${owner.id}`)).body).active).toBe(true);
  });

  it('keeps two owners under inactivity revocation, and lets a third go', async () => {
    const accountId = await createAccount(app.context.db, { inactivityRevocation: true });
    const owners = [
      await createMember(app.context.db, accountId, 'OWNER'),
      await createMember(app.context.db, accountId, 'OWNER'),
      await createMember(app.context.db, accountId, 'OWNER'),
    ];
    const { scim } = await scimProvider(app, { accountId });
    for (const owner of owners) {
      await scim.create(person(owner.username, { emails: [{ value: `${owner.username}@test.example` }] }));
    }
    const [first, second, third] = owners;
    if (!first || !second || !third) throw new Error('no owners');
    const deactivate = patchOp({ op: 'replace', path: 'active', value: false });
    expect((await scim.patch(`/Users/${first.id}`, deactivate)).status).toBe(200);
    const refused = await scim.patch(`/Users/${second.id}`, deactivate);
    expect([refused.status, refused.body]).toEqual([
      409,
      scimError(409, MESSAGES.linkedUsers.twoOwnersNeeded, 'mutability'),
    ]);
    expect((await scim.delete(`/Users/${third.id}`)).status).toBe(409);
  });
});

describe('at once', () => {
  it('creates a user sent twice together once: the other answer is 409', async () => {
    const { scim, accountId } = await scimProvider(app);
    const answers = await Promise.all([scim.post('/Users', person('twin')), scim.post('/Users', person('twin'))]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([201, 409]);
    expect(await scimEvents(app, accountId)).toHaveLength(1);
  });

  it('deactivates only one of the last two owners when both are deactivated together', async () => {
    const accountId = await createAccount(app.context.db);
    const owners = [
      await createMember(app.context.db, accountId, 'OWNER'),
      await createMember(app.context.db, accountId, 'OWNER'),
    ];
    const { scim } = await scimProvider(app, { accountId });
    for (const owner of owners) {
      await scim.create(person(owner.username, { emails: [{ value: `${owner.username}@test.example` }] }));
    }
    const deactivate = patchOp({ op: 'replace', path: 'active', value: false });
    const answers = await Promise.all(owners.map((owner) => scim.patch(`/Users/${owner.id}`, deactivate)));
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    const roles = await Promise.all(owners.map((owner) => roleOn(app, accountId, owner.id)));
    expect(roles.filter((role) => role === 'OWNER')).toHaveLength(1);
  });
});
