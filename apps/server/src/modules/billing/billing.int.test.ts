import { api, ERROR_CODES, MESSAGES, type BillingUpdateInput, type Role } from '@datadeck/contracts';
import { SANDBOX_CLIENT_KEY } from '@datadeck/contracts/provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../test/api-client.ts';
import { createAccount } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accounts, billingProfiles, organisations } from '../../platform/db/schema.ts';
import { writeFeatureSwitches } from '../../platform/feature-switches.ts';
import { ADDRESS, auditOf, billingForm, billingMember, postRaw } from './billing-test-kit.ts';

/** The billing form without a card: views, roles, field rules, organisation-synced billing. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PAY_PUBLIC_URL: 'https://pay.example.com' });
});
afterAll(() => app.close());

/** An account billed by its organisation, whose own billing profile is on file. */
async function syncedAccount(values: { invoiced?: boolean } = {}) {
  const db = app.context.db;
  const [organisation] = await db.insert(organisations).values({ name: 'Example Group' }).returning();
  if (!organisation) throw new Error('no organisation');
  await db.insert(billingProfiles).values({
    organisationId: organisation.id,
    contactEmail: 'group-billing@example.com',
    addressDetails: { ...ADDRESS, countryCodeAlpha2: 'NZ' },
    updatedAt: app.clock.now(),
  });
  const accountId = await createAccount(db, { organisationId: organisation.id, billingSynced: true, ...values });
  return { organisation, accountId };
}

describe('the billing view (GET)', () => {
  it('shows an account without details: card mode, the provider configuration, what the role may do', async () => {
    const { accountId, client } = await billingMember(app, 'BILLING');
    expect(await client.ok(api.billing.get, { params: { accountId } })).toEqual({
      mode: 'CARD',
      isInvoiced: false,
      contactEmail: null,
      addressDetails: null,
      savedDetails: null,
      isBillingSynced: false,
      organisation: null,
      editPermitted: true,
      resetPermitted: false,
      clientConfiguration: {
        paymentMethods: ['scheme'],
        brands: ['mc', 'visa'],
        environment: 'test',
        clientKey: SANDBOX_CLIENT_KEY,
        providerUrl: 'https://pay.example.com',
      },
    });
  });

  it('derives the mode from the account: the invoiced flag first, then its marketplace', async () => {
    const cases = [
      [{ accountType: 'AWS_SAAS' as const, invoiced: false }, 'AWS_MARKETPLACE'],
      [{ accountType: 'AZURE_RIYOA' as const, invoiced: false }, 'AZURE_RIYOA'],
      [{ accountType: 'GCP_SAAS' as const, invoiced: true }, 'INVOICED'],
    ] as const;
    for (const [values, mode] of cases) {
      const accountId = await createAccount(app.context.db, values);
      const { client } = await billingMember(app, 'OWNER', accountId);
      const view = await client.ok(api.billing.get, { params: { accountId } });
      expect(view.mode).toBe(mode);
      expect(view.isInvoiced).toBe(values.invoiced);
    }
  });

  it('lets a cluster admin view but not edit; a read-only user sees nothing', async () => {
    const { accountId, client: admin } = await billingMember(app, 'CLUSTER_ADMIN');
    expect(await admin.ok(api.billing.get, { params: { accountId } })).toMatchObject({
      editPermitted: false,
      resetPermitted: false,
    });
    const { client: readOnly } = await billingMember(app, 'READ_ONLY', accountId);
    expect((await readOnly.call(api.billing.get, { params: { accountId } })).status).toBe(403);
  });
});

describe('saving the contact and address (POST billing)', () => {
  it('saves the form, sets the billing country, audits it, and answers the fresh view', async () => {
    const { accountId, client, user } = await billingMember(app, 'BILLING');
    const answer = await client.ok(api.billing.update, { params: { accountId }, body: billingForm() });
    expect(answer).toMatchObject({
      resultCode: 'Authorised',
      action: null,
      billing: {
        contactEmail: 'accounts@example.com',
        addressDetails: billingForm().addressDetails,
        savedDetails: null,
      },
    });
    const [account] = await app.context.db.select().from(accounts).where(eq(accounts.id, accountId));
    // The card is what ends the free trial's "no billing details", not the address.
    expect(account).toMatchObject({ billingCountry: 'AU', hasBillingDetails: false });
    expect(await auditOf(app, accountId)).toEqual([
      {
        type: 'BILLING_DETAILS_UPDATED',
        actor: user.username,
        detail: 'contact accounts@example.com, billing country AU',
      },
    ]);

    const changed = billingForm({ contactEmail: 'ap@example.com' });
    await client.ok(api.billing.update, { params: { accountId }, body: changed });
    const view = await client.ok(api.billing.get, { params: { accountId } });
    expect(view.contactEmail).toBe('ap@example.com');
    expect(
      await app.context.db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId)),
    ).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const { accountId, client } = await billingMember(app, 'OWNER');
    const address = billingForm().addressDetails;
    const cases: [BillingUpdateInput | Record<string, unknown>, string][] = [
      [billingForm({ addressDetails: { ...address, phoneNumber: '02 9876 5432' } }), 'addressDetails.phoneNumber'],
      [
        billingForm({ addressDetails: { ...address, countryCodeAlpha2: 'ZZ' as 'AU' } }),
        'addressDetails.countryCodeAlpha2',
      ],
      [billingForm({ addressDetails: { ...address, firstName: '  ' } }), 'addressDetails.firstName'],
      [billingForm({ contactEmail: 'not-an-email' }), 'contactEmail'],
    ];
    for (const [body, field] of cases) {
      const answer = await postRaw(client, `/v1/accounts/${accountId}/billing`, body);
      expect({ field, status: answer.status, names: errorNames(answer.body) }).toEqual({
        field,
        status: 400,
        names: expect.arrayContaining([field]),
      });
    }
    expect(await app.context.db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId))).toEqual(
      [],
    );
    expect(await auditOf(app, accountId)).toEqual([]);
  });

  it("refuses a card sent with the form while a card provider is configured: it goes through the provider's form", async () => {
    const { accountId, client } = await billingMember(app, 'OWNER');
    const paymentDetails = {
      cardNumber: '4111111111111111',
      cardholderName: 'Jane Smith',
      expirationMonth: '12',
      expirationYear: String(app.clock.now().getUTCFullYear() + 1),
      cvv: '482',
    };
    const answer = await client.call(api.billing.update, {
      params: { accountId },
      body: billingForm({ paymentDetails }),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: [{ name: 'paymentDetails', message: MESSAGES.billing.card.providerTakesCard }] },
    });
    expect(await app.context.db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId))).toEqual(
      [],
    );
  });

  it.each<Role>(['READ_ONLY', 'CLUSTER_ADMIN'])('refuses every edit to %s (403)', async (role) => {
    const { accountId, client } = await billingMember(app, role);
    const form = billingForm();
    expect((await client.call(api.billing.update, { params: { accountId }, body: form })).status).toBe(403);
    const card = {
      type: 'scheme',
      encryptedCardNumber: 'x',
      encryptedExpiryMonth: 'x',
      encryptedExpiryYear: 'x',
      encryptedSecurityCode: 'x',
      holderName: 'J',
      brand: 'mc',
    } as const;
    expect(
      (
        await client.call(api.billing.payment, {
          params: { accountId },
          body: { ...form, savedDetails: { paymentMethod: card } },
        })
      ).status,
    ).toBe(403);
    expect(
      (await client.call(api.billing.result, { params: { accountId }, body: { threeDSResult: 'e30=' } })).status,
    ).toBe(403);
  });
});

describe('billing synced to the organisation (SPEC §4)', () => {
  it("shows the organisation's details and lets an editor only reset them", async () => {
    const { organisation, accountId } = await syncedAccount();
    const { client } = await billingMember(app, 'BILLING', accountId);
    expect(await client.ok(api.billing.get, { params: { accountId } })).toMatchObject({
      contactEmail: 'group-billing@example.com',
      addressDetails: { countryCodeAlpha2: 'NZ' },
      isBillingSynced: true,
      organisation: { id: organisation.id, name: 'Example Group' },
      editPermitted: false,
      resetPermitted: true,
    });
    const { client: admin } = await billingMember(app, 'CLUSTER_ADMIN', accountId);
    expect((await admin.ok(api.billing.get, { params: { accountId } })).resetPermitted).toBe(false);
  });

  it('refuses an update without the reset (409), and with it gives the account its own billing, not invoiced', async () => {
    const { organisation, accountId } = await syncedAccount({ invoiced: true });
    const { client, user } = await billingMember(app, 'OWNER', accountId);
    const refused = await client.call(api.billing.update, { params: { accountId }, body: billingForm() });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      errors: [{ name: 'resetBillingSync', message: MESSAGES.billing.synchronisedRefusal }],
    });

    const reset = await client.ok(api.billing.update, {
      params: { accountId },
      body: billingForm({ resetBillingSync: true }),
    });
    expect(reset.billing).toMatchObject({
      mode: 'CARD',
      isInvoiced: false,
      isBillingSynced: false,
      organisation: null,
      contactEmail: 'accounts@example.com',
      editPermitted: true,
    });
    const [account] = await app.context.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account).toMatchObject({ billingSynced: false, invoiced: false, organisationId: organisation.id });
    // The organisation's own details are untouched.
    const [orgProfile] = await app.context.db
      .select()
      .from(billingProfiles)
      .where(eq(billingProfiles.organisationId, organisation.id));
    expect(orgProfile?.contactEmail).toBe('group-billing@example.com');
    expect((await auditOf(app, accountId)).map((e) => [e.type, e.actor])).toEqual([
      ['BILLING_SYNC_RESET', user.username],
      ['BILLING_DETAILS_UPDATED', user.username],
    ]);
  });

  it('blocks the reset during database maintenance (409), and the view says so', async () => {
    const { accountId } = await syncedAccount();
    const { client } = await billingMember(app, 'OWNER', accountId);
    await writeFeatureSwitches(app.context.db, { databaseMaintenance: true }, app.clock.now());
    try {
      expect((await client.ok(api.billing.get, { params: { accountId } })).resetPermitted).toBe(false);
      const blocked = await client.call(api.billing.update, {
        params: { accountId },
        body: billingForm({ resetBillingSync: true }),
      });
      expect(blocked.status).toBe(409);
      expect(errorNames(blocked.body)).toEqual([ERROR_CODES.maintenance]);
      const [account] = await app.context.db.select().from(accounts).where(eq(accounts.id, accountId));
      expect(account?.billingSynced).toBe(true);
    } finally {
      await writeFeatureSwitches(app.context.db, { databaseMaintenance: false }, app.clock.now());
    }
  });
});
