import { api, ERROR_CODES, MESSAGES, ROLES, type UpdateOrganisationBody } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createUser, linkUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { auditOf } from '../../../test/audit.ts';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accounts, billingProfiles } from '../../platform/db/schema.ts';
import { ADDRESS } from '../billing/billing-test-kit.ts';
import { staffUser } from '../../../test/staff.ts';
import { createOrganisation } from './organisations-test-kit.ts';

const form: UpdateOrganisationBody = {
  name: 'Acme Group',
  supportContacts: 'group@acme.example',
  emergencyContacts: '',
  isBillingSynced: false,
};

describe('organisations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** An owner signed in, owning an organisation of their account and one more account they own. */
  async function ownedOrganisation(values: Parameters<typeof createOrganisation>[3] = {}) {
    const owner = await signedInMember(app, 'OWNER');
    const second = await createAccount(app.context.db, { name: 'Acme Second' });
    await linkUser(app.context.db, second, owner.user.id, 'OWNER');
    const organisationId = await createOrganisation(app.context.db, owner.user.id, [owner.accountId, second], values);
    return { ...owner, organisationId, second };
  }

  const billingSyncedOf = async (accountId: string) =>
    (await app.context.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]?.billingSynced;

  it('lists only the organisations the caller owns', async () => {
    const { client, organisationId } = await ownedOrganisation({ name: 'Mine' });
    await ownedOrganisation({ name: 'Theirs' });
    expect(await client.ok(api.organisations.list)).toEqual({ organisations: [{ id: organisationId, name: 'Mine' }] });
  });

  it('shows its owner the organisation and its accounts', async () => {
    const { client, organisationId, accountId, second } = await ownedOrganisation({ name: 'Acme' });
    const shown = await client.ok(api.organisations.get, { params: { organisationId } });
    expect(shown).toMatchObject({ id: organisationId, name: 'Acme', isBillingSynced: false, hasBillingDetails: false });
    expect(shown.accounts.map((a) => a.id).toSorted()).toEqual([accountId, second].toSorted());
  });

  it.each(ROLES)('answers 404 to an account %s who does not own the organisation, on every call', async (role) => {
    const { organisationId, accountId, second } = await ownedOrganisation();
    const { client } = await signedInMember(app, role, accountId);
    const params = { organisationId };
    const answers = [
      await client.call(api.organisations.get, { params }),
      await client.call(api.organisations.update, { params, body: form }),
      await client.call(api.organisations.linkAccount, {
        params,
        body: { accountId: await createAccount(app.context.db) },
      }),
      await client.call(api.organisations.unlinkAccount, { params: { organisationId, accountId: second } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.organisations.notFound }],
      });
    }
  });

  it('updates the name and contacts', async () => {
    const { client, organisationId } = await ownedOrganisation();
    const saved = await client.ok(api.organisations.update, {
      params: { organisationId },
      body: { ...form, supportContacts: 'a@acme.example ; b@acme.example' },
    });
    expect(saved).toMatchObject({
      name: 'Acme Group',
      supportContacts: 'a@acme.example;b@acme.example',
      emergencyContacts: '',
    });
    // Each account of the organisation keeps the change in its audit log.
    for (const account of saved.accounts) {
      expect((await auditOf(app, account.id)).map((event) => event.type)).toContain('ORGANISATION_UPDATED');
    }
  });

  it.each([
    [{ supportContacts: 'a@acme.example;nope' }, 'supportContacts', MESSAGES.accountDetails.invalidContact('nope')],
    [{ name: '' }, 'name', 'Enter the organization name'],
    [{ name: 'x'.repeat(101) }, 'name', 'Use at most 100 characters'],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const { client, organisationId } = await ownedOrganisation();
    const response = await client.call(api.organisations.update, {
      params: { organisationId },
      body: { ...form, ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: field, message }] });
  });

  it('turns billing sync on only with billing details of its own (409 without)', async () => {
    const { client, organisationId } = await ownedOrganisation();
    const refused = await client.call(api.organisations.update, {
      params: { organisationId },
      body: { ...form, isBillingSynced: true },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errors: [{ name: 'isBillingSynced', message: MESSAGES.organisations.noBillingDetails }],
    });
    await app.context.db.insert(billingProfiles).values({
      organisationId,
      contactEmail: 'billing@acme.example',
      addressDetails: ADDRESS,
      updatedAt: app.clock.now(),
    });
    const saved = await client.ok(api.organisations.update, {
      params: { organisationId },
      body: { ...form, isBillingSynced: true },
    });
    expect(saved).toMatchObject({ isBillingSynced: true, hasBillingDetails: true });
  });

  it('links another account the caller owns; with billing sync on, it uses the organisation’s billing', async () => {
    const { client, organisationId, user } = await ownedOrganisation({ billingSynced: true });
    const third = await createAccount(app.context.db, { name: 'Acme Third' });
    await linkUser(app.context.db, third, user.id, 'OWNER');
    const linked = await client.ok(api.organisations.linkAccount, {
      params: { organisationId },
      body: { accountId: third },
    });
    expect(linked.accounts).toContainEqual({ id: third, name: 'Acme Third', billingSynced: true });
    expect(await billingSyncedOf(third)).toBe(true);
    expect((await auditOf(app, third)).map((event) => event.type)).toEqual(['ORGANISATION_ACCOUNT_LINKED']);
  });

  it('links without billing sync when the organisation has it off', async () => {
    const { client, organisationId, user } = await ownedOrganisation();
    const third = await createAccount(app.context.db);
    await linkUser(app.context.db, third, user.id, 'OWNER');
    await client.ok(api.organisations.linkAccount, { params: { organisationId }, body: { accountId: third } });
    expect(await billingSyncedOf(third)).toBe(false);
  });

  it.each(['CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const)(
    'refuses to link an account the caller is %s on (403)',
    async (role) => {
      const { client, organisationId, user } = await ownedOrganisation();
      const third = await createAccount(app.context.db);
      await linkUser(app.context.db, third, user.id, role);
      const response = await client.call(api.organisations.linkAccount, {
        params: { organisationId },
        body: { accountId: third },
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.organisations.notAccountOwner }],
      });
    },
  );

  it('answers 404 for an account not found or not the caller’s, and 409 for one in an organisation', async () => {
    const { client, organisationId, user } = await ownedOrganisation();
    const strangers = await createAccount(app.context.db);
    await linkUser(app.context.db, strangers, (await createUser(app.context.db)).id, 'OWNER');
    for (const accountId of [strangers, crypto.randomUUID()]) {
      const response = await client.call(api.organisations.linkAccount, {
        params: { organisationId },
        body: { accountId },
      });
      expect(response.status).toBe(404);
    }
    const elsewhere = await ownedOrganisation();
    await linkUser(app.context.db, elsewhere.second, user.id, 'OWNER');
    const taken = await client.call(api.organisations.linkAccount, {
      params: { organisationId },
      body: { accountId: elsewhere.second },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ errors: [{ name: 'accountId', message: MESSAGES.organisations.alreadyMember }] });
  });

  it('unlinks an account, which stops using the organisation’s billing; never its last (409)', async () => {
    const { client, organisationId, accountId, second } = await ownedOrganisation();
    await app.context.db.update(accounts).set({ billingSynced: true }).where(eq(accounts.id, second));
    const left = await client.ok(api.organisations.unlinkAccount, { params: { organisationId, accountId: second } });
    expect(left.accounts.map((a) => a.id)).toEqual([accountId]);
    expect(await billingSyncedOf(second)).toBe(false);
    expect((await auditOf(app, second)).map((event) => event.type)).toEqual(['ORGANISATION_ACCOUNT_UNLINKED']);
    const gone = await client.call(api.organisations.unlinkAccount, { params: { organisationId, accountId: second } });
    expect(gone.status).toBe(404);
    const last = await client.call(api.organisations.unlinkAccount, { params: { organisationId, accountId } });
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ errors: [{ name: 'accountId', message: MESSAGES.organisations.lastAccount }] });
  });

  it('answers 400 naming a malformed organisation id', async () => {
    const { client } = await ownedOrganisation();
    const response = await client.raw('GET', '/v1/organisations/not-a-uuid');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: 'organisationId', message: 'Organisation id must be a UUID' }] });
  });

  it('refuses its owner until MFA is set up when an account of theirs enforces it (403)', async () => {
    const accountId = await createAccount(app.context.db, { enforceMFA: true });
    const user = await createUser(app.context.db);
    await linkUser(app.context.db, accountId, user.id, 'OWNER');
    const organisationId = await createOrganisation(app.context.db, user.id, [accountId]);
    const client = new ApiClient(app.url);
    await client.signIn(user.username, TEST_PASSWORD);
    const response = await client.call(api.organisations.get, { params: { organisationId } });
    expect(response.status).toBe(403);
    expect(errorNames(response.body)).toEqual([ERROR_CODES.mfaSetupRequired]);
  });

  it('answers 404 to staff impersonating its owner: an impersonation is confined to one account', async () => {
    const { organisationId, accountId, user } = await ownedOrganisation();
    const staff = await staffUser(app);
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: user.id } });
    const response = await staff.client.call(api.organisations.get, { params: { organisationId } });
    expect(response.status).toBe(404);
    // The account itself is still theirs to see.
    expect((await staff.client.call(api.accountDetails.get, { params: { accountId } })).status).toBe(200);
  });
});
