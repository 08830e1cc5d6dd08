import { api, ERROR_CODES, MESSAGES, ROLES, type Role } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../test/api-client.ts';
import { auditOf } from '../../../test/audit.ts';
import { createAccount, createMember } from '../../../test/factories.ts';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { organisationOwners } from '../../platform/db/schema.ts';
import { createOrganisation } from '../organisations/organisations-test-kit.ts';
import { writeFeatureSwitches } from '../../platform/feature-switches.ts';

const details = {
  name: 'Acme Production',
  companyName: 'Acme Pty Ltd',
  supportContacts: ' ops@acme.example ; dev@acme.example;',
  emergencyContacts: '',
  maintenanceContacts: 'maint@acme.example',
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('account details', () => {
  afterEach(() => writeFeatureSwitches(app.context.db, { databaseMaintenance: false }, app.clock.now()));

  it.each(ROLES)('shows %s the account, without an organisation', async (role: Role) => {
    const { accountId, client } = await signedInMember(app, role);
    const shown = await client.ok(api.accountDetails.get, { params: { accountId } });
    expect(shown).toMatchObject({ id: accountId, companyName: '', accountType: 'OTHER', organisation: null });
  });

  it('shows the organisation, its emergency contacts falling back to support, and whether the caller owns it', async () => {
    const { accountId, client, user } = await signedInMember(app, 'OWNER');
    const organisationId = await createOrganisation(app.context.db, user.id, [accountId], {
      name: 'Acme Group',
      supportContacts: 'group@acme.example',
    });
    const asOwner = await client.ok(api.accountDetails.get, { params: { accountId } });
    expect(asOwner.organisation).toEqual({
      id: organisationId,
      name: 'Acme Group',
      supportContacts: 'group@acme.example',
      emergencyContacts: 'group@acme.example',
      callerIsOwner: true,
    });
    const reader = await signedInMember(app, 'READ_ONLY', accountId);
    const asReader = await reader.client.ok(api.accountDetails.get, { params: { accountId } });
    expect(asReader.organisation?.callerIsOwner).toBe(false);
  });

  it('saves the form for the roles that edit the account, the lists written back tidy', async () => {
    const { accountId, client } = await signedInMember(app, 'OWNER');
    const saved = await client.ok(api.accountDetails.update, { params: { accountId }, body: details });
    expect(saved).toMatchObject({
      name: 'Acme Production',
      companyName: 'Acme Pty Ltd',
      supportContacts: 'ops@acme.example;dev@acme.example',
      maintenanceContacts: 'maint@acme.example',
    });
    expect(await client.ok(api.accountDetails.get, { params: { accountId } })).toEqual(saved);
    expect((await auditOf(app, accountId)).map((event) => [event.type, event.detail])).toEqual([
      ['ACCOUNT_DETAILS_UPDATED', 'Name "Acme Production"'],
    ]);
  });

  it.each(['CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const)('refuses %s the update (403)', async (role) => {
    const { accountId, client } = await signedInMember(app, role);
    const response = await client.call(api.accountDetails.update, { params: { accountId }, body: details });
    expect(response.status).toBe(403);
  });

  it.each([
    [
      { supportContacts: 'ok@acme.example;not-an-address' },
      'supportContacts',
      MESSAGES.accountDetails.invalidContact('not-an-address'),
    ],
    [
      { emergencyContacts: Array.from({ length: 21 }, (_, i) => `p${i}@acme.example`).join(';') },
      'emergencyContacts',
      MESSAGES.accountDetails.tooManyContacts,
    ],
    [{ name: '   ' }, 'name', 'Enter the account name'],
    [{ name: 'x'.repeat(101) }, 'name', 'Use at most 100 characters'],
    [{ companyName: 'x'.repeat(201) }, 'companyName', 'Use at most 200 characters'],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const { accountId, client } = await signedInMember(app, 'OWNER');
    const response = await client.call(api.accountDetails.update, {
      params: { accountId },
      body: { ...details, ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: field, message }] });
  });

  it('refuses the update during scheduled database maintenance (409)', async () => {
    const { accountId, client } = await signedInMember(app, 'OWNER');
    await writeFeatureSwitches(app.context.db, { databaseMaintenance: true }, app.clock.now());
    const response = await client.call(api.accountDetails.update, { params: { accountId }, body: details });
    expect(response.status).toBe(409);
    expect(errorNames(response.body)).toEqual([ERROR_CODES.maintenance]);
  });
});

describe('creating an organisation from the account', () => {
  it('makes the account its first and the caller its owner, its contacts the account’s', async () => {
    const accountId = await createAccount(app.context.db, {
      supportContacts: 'ops@acme.example',
      emergencyContacts: 'pager@acme.example',
    });
    const { client, user } = await signedInMember(app, 'OWNER', accountId);
    const created = await client.ok(api.accountDetails.createOrganisation, {
      params: { accountId },
      body: { name: ' Acme Group ' },
    });
    expect(created).toMatchObject({
      name: 'Acme Group',
      isBillingSynced: false,
      hasBillingDetails: false,
      supportContacts: 'ops@acme.example',
      emergencyContacts: 'pager@acme.example',
      accounts: [{ id: accountId, billingSynced: false }],
    });
    const owners = await app.context.db
      .select()
      .from(organisationOwners)
      .where(eq(organisationOwners.organisationId, created.id));
    expect(owners.map((o) => o.userId)).toEqual([user.id]);
    expect((await auditOf(app, accountId)).map((event) => event.type)).toEqual(['ORGANISATION_CREATED']);
    expect(await client.ok(api.organisations.list)).toEqual({
      organisations: [{ id: created.id, name: 'Acme Group' }],
    });

    const again = await client.call(api.accountDetails.createOrganisation, {
      params: { accountId },
      body: { name: 'Two' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [{ name: 'accountId', message: MESSAGES.organisations.alreadyMember }] });
  });

  it.each(['CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'] as const)('refuses %s (403)', async (role) => {
    const { accountId, client } = await signedInMember(app, role);
    const response = await client.call(api.accountDetails.createOrganisation, {
      params: { accountId },
      body: { name: 'G' },
    });
    expect(response.status).toBe(403);
  });

  it.each(['AWS_SAAS', 'GCP_SAAS'] as const)('refuses a %s marketplace account (403)', async (accountType) => {
    const accountId = await createAccount(app.context.db, { accountType });
    const { client } = await signedInMember(app, 'OWNER', accountId);
    const response = await client.call(api.accountDetails.createOrganisation, {
      params: { accountId },
      body: { name: 'G' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.organisations.marketplace }],
    });
  });

  it('refuses a blank or too long name with a 400 naming it', async () => {
    const { accountId, client } = await signedInMember(app, 'OWNER');
    for (const [name, message] of [
      ['  ', 'Enter the organization name'],
      ['x'.repeat(101), 'Use at most 100 characters'],
    ] as const) {
      const response = await client.call(api.accountDetails.createOrganisation, {
        params: { accountId },
        body: { name },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: [{ name: 'name', message }] });
    }
  });

  it('answers 404 for an account the caller is not linked to', async () => {
    const { client } = await signedInMember(app, 'OWNER');
    const other = await createAccount(app.context.db);
    await createMember(app.context.db, other, 'OWNER');
    const response = await client.call(api.accountDetails.createOrganisation, {
      params: { accountId: other },
      body: { name: 'G' },
    });
    expect(response.status).toBe(404);
  });
});
