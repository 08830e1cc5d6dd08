import { api, type AddressDetails, type Invoice } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  accounts,
  auditEvents,
  billingProfiles,
  invoiceNumbering,
  invoices,
  organisations,
} from '../../../platform/db/schema.ts';
import { SESSION_COOKIE } from '@datadeck/contracts';
import { clusterWithNodes, pricedSize } from './charges-test-kit.ts';
import { formatCents } from './invoice-pdf.ts';
import { pdfText } from './pdf-text.ts';

/** The test clock's now: 2026-11-22T12:00Z, so October has ended and November has not. */
let app: TestApp;
let accountId: string;
let owner: ApiClient;

const ADDRESS: AddressDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+61 2 9876 5432',
  companyName: 'Analytical Engines Pty Ltd',
  streetAddress: '1 Engine Street',
  extendedAddress: null,
  locality: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  countryCodeAlpha2: 'AU',
};

async function signedIn(account: string, role: Parameters<typeof createMember>[2]): Promise<ApiClient> {
  const client = new ApiClient(app.url);
  await client.signIn((await createMember(app.context.db, account, role)).username, TEST_PASSWORD);
  return client;
}

/** An account with a cluster that ran all of September and October. */
async function accountWithCharges(values: Partial<typeof accounts.$inferInsert> = {}): Promise<string> {
  const id = await createAccount(app.context.db, values);
  await clusterWithNodes(app.context.db, id, {
    size: pricedSize(app.context.catalogue),
    nodes: 3,
    createdAt: '2026-09-01T00:00:00Z',
    name: 'ledger',
  });
  return id;
}

const lastNumber = async () =>
  (await app.context.db.select().from(invoiceNumbering).where(eq(invoiceNumbering.id, 1)))[0]?.lastNumber ?? -1;

/** The PDF as a browser downloads it: raw bytes, with the compression a browser accepts. */
async function download(client: ApiClient, account: string, invoiceId: string) {
  const response = await fetch(`${app.url}/v1/accounts/${account}/billing/invoices/${invoiceId}/pdf`, {
    headers: { cookie: `${SESSION_COOKIE}=${client.sessionToken}`, 'accept-encoding': 'br, gzip, deflate' },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startTestApp();
  accountId = await accountWithCharges({ billingCountry: 'AU', name: 'Engines' });
  await app.context.db.insert(billingProfiles).values({
    accountId,
    contactEmail: 'ada@engines.example',
    addressDetails: ADDRESS,
    updatedAt: new Date('2026-10-01T00:00:00Z'),
  });
  owner = await signedIn(accountId, 'OWNER');
});
afterAll(() => app.close());

describe('issuing an invoice', () => {
  let october: Invoice;

  it("issues a month's invoice from its charges, numbered, with GST, and audits it", async () => {
    const before = await lastNumber();
    const charges = await owner.ok(api.billing.charges, { params: { accountId }, query: { month: '2026-10' } });
    october = await owner.ok(api.billing.issueInvoice, { params: { accountId }, body: { month: '2026-10' } });
    expect(october).toMatchObject({
      number: `DD-${String(before + 1).padStart(6, '0')}`,
      month: '2026-10',
      status: 'ISSUED',
      subtotalCents: charges.subtotalCents,
      gstCents: charges.gstCents,
      totalCents: charges.totalCents,
      issuedAt: '2026-11-22T12:00:00.000Z',
    });
    expect(charges.subtotalCents).toBeGreaterThan(0);
    const [row] = await app.context.db.select().from(invoices).where(eq(invoices.id, october.id));
    expect(row?.lines).toEqual(charges.clusters);
    expect(row?.billedTo).toEqual({
      name: 'Ada Lovelace',
      companyName: 'Analytical Engines Pty Ltd',
      email: 'ada@engines.example',
      address: ['1 Engine Street', 'Sydney NSW 2000', 'AU'],
    });
    const audit = await app.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.type, 'INVOICE_ISSUED')));
    expect(audit.map((e) => e.detail)).toEqual([`${october.number} for 2026-10`]);
  });

  it('answers the same invoice when the month is issued again, taking no number', async () => {
    const before = await lastNumber();
    const again = await owner.ok(api.billing.issueInvoice, { params: { accountId }, body: { month: '2026-10' } });
    expect(again).toEqual(october);
    expect(await lastNumber()).toBe(before);
  });

  it.each(['2026-11', '2026-12', '2027-01'])(
    'refuses %s, a month that has not ended, with a 400 naming month',
    async (month) => {
      const before = await lastNumber();
      const response = await owner.call(api.billing.issueInvoice, { params: { accountId }, body: { month } });
      expect(response.status).toBe(400);
      expect(errorNames(response.body)).toEqual(['month']);
      expect(await lastNumber()).toBe(before);
    },
  );

  it('refuses a malformed month with a 400 naming month', async () => {
    const response = await owner.call(api.billing.issueInvoice, { params: { accountId }, body: { month: '10/2026' } });
    expect(response.status).toBe(400);
    expect(new Set(errorNames(response.body))).toEqual(new Set(['month']));
  });

  it('issues one invoice and takes one number when the same month is issued many times at once', async () => {
    const account = await accountWithCharges();
    const billing = await signedIn(account, 'BILLING');
    const before = await lastNumber();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        billing.ok(api.billing.issueInvoice, { params: { accountId: account }, body: { month: '2026-09' } }),
      ),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers[0]?.number).toBe(`DD-${String(before + 1).padStart(6, '0')}`);
    expect(await lastNumber()).toBe(before + 1);
    const rows = await app.context.db.select().from(invoices).where(eq(invoices.accountId, account));
    expect(rows).toHaveLength(1);
  });

  it('numbers invoices of different accounts and months without gaps', async () => {
    const other = await accountWithCharges();
    const otherOwner = await signedIn(other, 'OWNER');
    await Promise.all([
      otherOwner.ok(api.billing.issueInvoice, { params: { accountId: other }, body: { month: '2026-10' } }),
      otherOwner.ok(api.billing.issueInvoice, { params: { accountId: other }, body: { month: '2026-09' } }),
      owner.ok(api.billing.issueInvoice, { params: { accountId }, body: { month: '2026-09' } }),
    ]);
    const numbers = (await app.context.db.select({ number: invoices.number }).from(invoices))
      .map((r) => r.number)
      .toSorted((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(await lastNumber()).toBe(numbers.length);
  });

  it("bills an account synced to its organisation at the organisation's address", async () => {
    const { db } = app.context;
    const [organisation] = await db.insert(organisations).values({ name: 'Holding' }).returning();
    if (!organisation) throw new Error('organisation not created');
    await db.insert(billingProfiles).values({
      organisationId: organisation.id,
      contactEmail: 'accounts@holding.example',
      addressDetails: { ...ADDRESS, firstName: 'Grace', lastName: 'Hopper', companyName: 'Holding Inc' },
      updatedAt: new Date('2026-10-01T00:00:00Z'),
    });
    const synced = await accountWithCharges({ organisationId: organisation.id, billingSynced: true });
    const invoice = await (await signedIn(synced, 'OWNER')).ok(api.billing.issueInvoice, {
      params: { accountId: synced },
      body: { month: '2026-10' },
    });
    const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.billedTo).toMatchObject({ name: 'Grace Hopper', companyName: 'Holding Inc' });
  });

  it('bills an account without billing details by its name and company', async () => {
    const plain = await accountWithCharges({ name: 'Plain account', companyName: 'Plain Co' });
    const invoice = await (await signedIn(plain, 'OWNER')).ok(api.billing.issueInvoice, {
      params: { accountId: plain },
      body: { month: '2026-10' },
    });
    const [row] = await app.context.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.billedTo).toEqual({ name: 'Plain account', companyName: 'Plain Co', email: null, address: [] });
  });

  it('lets only EDIT_BILLING issue: CLUSTER_ADMIN and READ_ONLY are refused', async () => {
    for (const role of ['CLUSTER_ADMIN', 'READ_ONLY'] as const) {
      const response = await (await signedIn(accountId, role)).call(api.billing.issueInvoice, {
        params: { accountId },
        body: { month: '2026-08' },
      });
      expect(response.status).toBe(403);
    }
  });
});

describe('listing and downloading invoices', () => {
  it('lists the account’s invoices, newest month first', async () => {
    const { invoices: listed } = await owner.ok(api.billing.invoices, { params: { accountId } });
    expect(listed.map((i) => i.month)).toEqual(['2026-10', '2026-09']);
    const readOnly = await (await signedIn(accountId, 'READ_ONLY')).call(api.billing.invoices, {
      params: { accountId },
    });
    expect(readOnly.status).toBe(403);
    const clusterAdmin = await signedIn(accountId, 'CLUSTER_ADMIN');
    expect((await clusterAdmin.ok(api.billing.invoices, { params: { accountId } })).invoices).toHaveLength(2);
  });

  it('sends the PDF as an attachment named by its number, uncompressed, with the invoice in its text', async () => {
    const [invoice] = (await owner.ok(api.billing.invoices, { params: { accountId } })).invoices;
    if (!invoice) throw new Error('no invoice');
    const { response, bytes } = await download(owner, accountId, invoice.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    const { text } = await pdfText(bytes);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('Period 1–31 October 2026');
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('ledger');
    expect(text).toContain(formatCents(invoice.subtotalCents));
    expect(text).toContain(formatCents(invoice.gstCents));
    expect(text).toContain(formatCents(invoice.totalCents));
  });

  it("lets VIEW_BILLING download, refuses READ_ONLY, and finds no other account's invoice", async () => {
    const [invoice] = (await owner.ok(api.billing.invoices, { params: { accountId } })).invoices;
    if (!invoice) throw new Error('no invoice');
    expect((await download(await signedIn(accountId, 'BILLING'), accountId, invoice.id)).response.status).toBe(200);
    expect((await download(await signedIn(accountId, 'READ_ONLY'), accountId, invoice.id)).response.status).toBe(403);

    const stranger = await createAccount(app.context.db);
    const strangerOwner = await signedIn(stranger, 'OWNER');
    const foreign = await strangerOwner.call(api.billing.invoicePdf, {
      params: { accountId: stranger, invoiceId: invoice.id },
    });
    expect(foreign.status).toBe(404);
    const malformed = await owner.call(api.billing.invoicePdf, { params: { accountId, invoiceId: 'not-a-uuid' } });
    expect(malformed.status).toBe(400);
    expect(errorNames(malformed.body)).toEqual(['invoiceId']);
  });
});
