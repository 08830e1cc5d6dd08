import { api, MESSAGES, SCIM_BASE_PATH, SCIM_URNS, scimUserSchema } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, createUser, linkUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../platform/db/schema.ts';
import {
  bjensen,
  patchOp,
  person,
  roleOn,
  scimError,
  scimEvents,
  scimProvider,
  scimRecordOf,
} from './scim-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const M = MESSAGES.scim;
const location = (id: string) => `${app.context.config.publicUrl.replace(/\/+$/, '')}${SCIM_BASE_PATH}/Users/${id}`;

/** A person with the test password, linked with `role`, signed in to the console. */
async function signedInPerson(accountId: string, role: Parameters<typeof linkUser>[3]) {
  const user = await createMember(app.context.db, accountId, role);
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD);
  return { ...user, email: `${user.username}@test.example`, client };
}

describe('RFC 7644 §3.3: creating a User', () => {
  it('refuses the RFC’s own example, which has no e-mail address: a person signs in with one', async () => {
    const { scim } = await scimProvider(app);
    const { emails: _, ...withoutEmails } = bjensen();
    const response = await scim.post('/Users', withoutEmails);
    expect([response.status, response.body]).toEqual([400, scimError(400, M.emailRequired, 'invalidValue')]);
  });

  it('creates bjensen: 201 with Location and the resource, a person linked READ_ONLY with no usable password', async () => {
    const { scim, accountId, providerId } = await scimProvider(app);
    const response = await scim.post('/Users', bjensen());
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/scim\+json/);
    const user = scimUserSchema.parse(response.body);
    expect(response.headers.get('location')).toBe(location(user.id));
    const now = app.clock.now().toISOString();
    expect(user).toEqual({
      schemas: [SCIM_URNS.user],
      id: user.id,
      externalId: 'bjensen',
      userName: 'bjensen',
      // displayName wins; without it, "givenName familyName".
      name: { formatted: 'Barbara Jensen' },
      displayName: 'Barbara Jensen',
      // The primary address, not the first of the list.
      emails: [{ value: 'bjensen@example.com', type: 'work', primary: true }],
      active: true,
      meta: { resourceType: 'User', created: now, lastModified: now, location: location(user.id) },
    });

    expect(await roleOn(app, accountId, user.id)).toBe('READ_ONLY');
    expect(await scimRecordOf(app, providerId, user.id)).toEqual({
      source: 'SCIM',
      externalId: 'bjensen',
      active: true,
    });
    const [stored] = await app.context.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const signIn = await new ApiClient(app.url).call(api.auth.login, {
      body: { username: 'bjensen', password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(401);

    expect(await scimEvents(app, accountId)).toEqual([
      {
        type: 'SCIM_USER_PROVISIONED',
        actor: 'SCIM (Okta)',
        detail: 'bjensen: new user, READ_ONLY',
        actorUserId: null,
        sourceIp: '127.0.0.1',
      },
    ]);
    // GET answers the same resource.
    const read = await scim.get(`/Users/${user.id}`);
    expect([read.status, read.body]).toEqual([200, user]);
  });

  it('takes displayName over the name parts, and creates an inactive user unlinked', async () => {
    const { scim, accountId } = await scimProvider(app);
    const user = await scim.create(person('inactive-ian', { displayName: 'Ian (contractor)', active: false }));
    expect([user.displayName, user.active]).toEqual(['Ian (contractor)', false]);
    expect(await roleOn(app, accountId, user.id)).toBeNull();
  });

  it('answers 409 uniqueness when the provider created the user already', async () => {
    const { scim } = await scimProvider(app);
    await scim.create(person('twice'));
    const again = await scim.post('/Users', person('twice'));
    expect([again.status, again.body]).toEqual([409, scimError(409, M.alreadyProvisioned, 'uniqueness')]);
  });
});

describe('RFC 7644 §3.5.2: PATCH, and deactivation taking effect at once', () => {
  it('deactivating a signed-in person refuses their next request to the account; reactivating links them READ_ONLY', async () => {
    const accountId = await createAccount(app.context.db);
    await createMember(app.context.db, accountId, 'OWNER');
    const { scim } = await scimProvider(app, { accountId });
    const admin = await signedInPerson(accountId, 'CLUSTER_ADMIN');
    const adopted = await scim.create(person(admin.username, { emails: [{ value: admin.email }] }));
    expect(adopted.id).toBe(admin.id);
    expect((await admin.client.call(api.clusters.list, { params: { accountId } })).status).toBe(200);

    // RFC 7644 §3.5.2.3's form: replace of a path.
    const deactivated = await scim.patch(
      `/Users/${admin.id}`,
      patchOp({ op: 'replace', path: 'active', value: false }),
    );
    expect(deactivated.status).toBe(200);
    expect(scimUserSchema.parse(deactivated.body).active).toBe(false);
    expect((await admin.client.call(api.clusters.list, { params: { accountId } })).status).toBe(404);
    expect(await roleOn(app, accountId, admin.id)).toBeNull();
    expect(scimUserSchema.parse((await scim.get(`/Users/${admin.id}`)).body).active).toBe(false);

    // Azure AD's form: "Replace", and a boolean as a string.
    const reactivated = await scim.patch(
      `/Users/${admin.id}`,
      patchOp({ op: 'Replace', path: 'active', value: 'True' }),
    );
    expect(scimUserSchema.parse(reactivated.body).active).toBe(true);
    expect(await roleOn(app, accountId, admin.id)).toBe('READ_ONLY');
    expect((await admin.client.call(api.clusters.list, { params: { accountId } })).status).toBe(200);

    expect((await scimEvents(app, accountId)).map(({ type, detail }) => [type, detail])).toEqual([
      ['SCIM_USER_PROVISIONED', `${admin.username}: existing user adopted, CLUSTER_ADMIN`],
      ['SCIM_USER_DEACTIVATED', `${admin.username}: CLUSTER_ADMIN access removed`],
      ['SCIM_USER_UPDATED', `${admin.username}: active, linked as READ_ONLY`],
    ]);
  });

  it('takes Okta’s form: an operation without a path, its value an object of attributes', async () => {
    const { scim, accountId } = await scimProvider(app);
    const user = await scim.create(person('okta-olga'));
    const response = await scim.patch(`/Users/${user.id}`, patchOp({ op: 'replace', value: { active: false } }));
    expect(scimUserSchema.parse(response.body).active).toBe(false);
    expect(await roleOn(app, accountId, user.id)).toBeNull();

    const renamed = await scim.patch(
      `/Users/${user.id}`,
      patchOp({
        op: 'replace',
        value: {
          active: true,
          name: { givenName: 'Olga', familyName: 'Okta' },
          emails: [{ value: 'olga@okta.example', primary: true }],
          password: 'never stored',
        },
      }),
    );
    expect(scimUserSchema.parse(renamed.body)).toMatchObject({
      active: true,
      displayName: 'Olga Okta',
      emails: [{ value: 'olga@okta.example', type: 'work', primary: true }],
    });
  });

  it('takes Azure AD’s paths: name parts, the work e-mail, externalId, displayName; ignores what it does not keep', async () => {
    const { scim, accountId } = await scimProvider(app, { displayName: 'Entra ID' });
    const user = await scim.create(
      bjensen({ userName: 'azure-bjensen', emails: [{ value: 'azure-bjensen@example.com' }] }),
    );
    app.clock.advance(60_000);
    const response = await scim.patch(
      `/Users/${user.id}`,
      patchOp(
        { op: 'Replace', path: 'name.givenName', value: 'Babs' },
        { op: 'Add', path: 'emails[type eq "work"].value', value: 'babs@example.com' },
        { op: 'Add', path: 'externalId', value: '00u1ab' },
        { op: 'Add', path: 'title', value: 'Tour Guide' },
        { op: 'Add', path: `${SCIM_URNS.enterpriseUser}:department`, value: 'Tours' },
        { op: 'Replace', path: 'phoneNumbers[type eq "work"].value', value: '555-555-5555' },
      ),
    );
    expect(response.status).toBe(200);
    const patched = scimUserSchema.parse(response.body);
    expect(patched).toMatchObject({
      // The family name is kept from the display name it made.
      displayName: 'Babs Jensen',
      emails: [{ value: 'babs@example.com' }],
      externalId: '00u1ab',
      meta: { created: user.meta.created, lastModified: app.clock.now().toISOString() },
    });

    const named = await scim.patch(
      `/Users/${user.id}`,
      patchOp(
        { op: 'REPLACE', path: `${SCIM_URNS.user}:displayName`, value: 'Barbara J.' },
        { op: 'remove', path: 'externalId' },
      ),
    );
    const after = scimUserSchema.parse(named.body);
    expect([after.displayName, after.externalId]).toEqual(['Barbara J.', undefined]);
    expect((await scimEvents(app, accountId)).slice(1).map(({ type, actor, detail }) => [type, actor, detail])).toEqual(
      [
        ['SCIM_USER_UPDATED', 'SCIM (Entra ID)', 'azure-bjensen: emails, displayName, externalId'],
        ['SCIM_USER_UPDATED', 'SCIM (Entra ID)', 'azure-bjensen: displayName, externalId'],
      ],
    );
    // Nothing to change: no event, lastModified kept.
    const same = await scim.patch(
      `/Users/${user.id}`,
      patchOp({ op: 'replace', path: 'displayName', value: 'Barbara J.' }),
    );
    expect(scimUserSchema.parse(same.body).meta.lastModified).toBe(after.meta.lastModified);
    expect(await scimEvents(app, accountId)).toHaveLength(3);
  });

  it('refuses operations it cannot apply, with the RFC’s scimType, and changes nothing', async () => {
    const { scim } = await scimProvider(app);
    const user = await scim.create(person('patch-errors'));
    const cases: [object, number, string][] = [
      [patchOp({ op: 'replace', path: 'frobnicate', value: 1 }), 400, 'invalidPath'],
      [patchOp({ op: 'replace', path: 'name[givenName eq "x"]', value: 'y' }), 400, 'invalidPath'],
      [patchOp({ op: 'remove', path: 'userName' }), 400, 'mutability'],
      [patchOp({ op: 'remove', path: 'emails' }), 400, 'mutability'],
      [patchOp({ op: 'remove' }), 400, 'noTarget'],
      [patchOp({ op: 'replace', path: 'active', value: 'maybe' }), 400, 'invalidValue'],
      [patchOp({ op: 'replace', path: 'userName', value: 'no spaces allowed' }), 400, 'invalidValue'],
      [patchOp({ op: 'replace', path: 'emails[type eq "work"].value', value: 'not-an-address' }), 400, 'invalidValue'],
      [patchOp({ op: 'replace', value: ['not', 'an', 'object'] }), 400, 'invalidValue'],
      [patchOp({ op: 'add', path: 'displayName' }), 400, 'invalidValue'],
      [patchOp({ op: 'move', path: 'displayName', value: 'x' }), 400, 'invalidSyntax'],
      [patchOp(), 400, 'invalidSyntax'],
      [{ Operations: [{ op: 'replace', path: 'active', value: false }] }, 400, 'invalidSyntax'],
      // All or nothing: the first operation is not applied when the second fails.
      [
        patchOp({ op: 'replace', path: 'active', value: false }, { op: 'replace', path: 'nope', value: 1 }),
        400,
        'invalidPath',
      ],
    ];
    for (const [body, status, scimType] of cases) {
      const response = await scim.patch(`/Users/${user.id}`, body);
      expect([body, response.status, response.body]).toEqual([
        body,
        status,
        expect.objectContaining({ schemas: [SCIM_URNS.error], status: String(status), scimType }),
      ]);
    }
    expect((await scim.get(`/Users/${user.id}`)).body).toEqual(user);
  });
});

describe('RFC 7644 §3.5.1: PUT replaces the user', () => {
  it('replaces userName, names and e-mail, clears externalId, leaves active alone unless sent', async () => {
    const { scim, accountId } = await scimProvider(app);
    const user = await scim.create(person('put-paul', { externalId: 'ext-1' }));
    const replaced = await scim.put(`/Users/${user.id}`, {
      schemas: [SCIM_URNS.user],
      userName: 'put-pauline',
      name: { givenName: 'Pauline', familyName: 'Put' },
      emails: [{ value: 'pauline@scim.example', type: 'work' }],
    });
    expect(replaced.status).toBe(200);
    expect(scimUserSchema.parse(replaced.body)).toMatchObject({
      id: user.id,
      userName: 'put-pauline',
      displayName: 'Pauline Put',
      emails: [{ value: 'pauline@scim.example' }],
      active: true,
    });
    expect(scimUserSchema.parse(replaced.body).externalId).toBeUndefined();

    const deactivated = await scim.put(`/Users/${user.id}`, { ...person('put-pauline'), active: false });
    expect(scimUserSchema.parse(deactivated.body).active).toBe(false);
    expect(await roleOn(app, accountId, user.id)).toBeNull();
  });

  it('answers 409 uniqueness for another user’s userName or e-mail', async () => {
    const { scim } = await scimProvider(app);
    const user = await scim.create(person('put-quinn'));
    const other = await createUser(app.context.db);
    const byName = await scim.put(
      `/Users/${user.id}`,
      person(other.username, { emails: [{ value: 'q@scim.example' }] }),
    );
    expect([byName.status, byName.body]).toEqual([409, scimError(409, M.uniqueness, 'uniqueness')]);
    const byEmail = await scim.patch(
      `/Users/${user.id}`,
      patchOp({ op: 'replace', path: 'emails', value: [{ value: `${other.username}@TEST.example` }] }),
    );
    expect([byEmail.status, byEmail.body]).toEqual([409, scimError(409, M.uniqueness, 'uniqueness')]);
  });
});

describe('RFC 7644 §3.6: DELETE', () => {
  it('unlinks the person and forgets the provider’s record; the person stays', async () => {
    const { scim, accountId, providerId } = await scimProvider(app);
    const user = await scim.create(person('delete-dora'));
    const response = await scim.delete(`/Users/${user.id}`);
    expect([response.status, response.body]).toEqual([204, '']);
    expect(await roleOn(app, accountId, user.id)).toBeNull();
    expect(await scimRecordOf(app, providerId, user.id)).toBeNull();
    expect(await app.context.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([
      { id: user.id },
    ]);
    const gone = await scim.get(`/Users/${user.id}`);
    expect([gone.status, gone.body]).toEqual([404, scimError(404, M.userNotFound)]);
    expect((await scim.delete(`/Users/${user.id}`)).status).toBe(404);
    expect((await scimEvents(app, accountId)).at(-1)).toMatchObject({
      type: 'SCIM_USER_DELETED',
      detail: 'delete-dora: READ_ONLY access removed',
    });
    // They are nobody's now, and SCIM adopts only its account's people (issue 31, N1).
    const again = await scim.post('/Users', person('delete-dora'));
    expect([again.status, again.body]).toEqual([409, scimError(409, M.uniqueness, 'uniqueness')]);
  });
});
