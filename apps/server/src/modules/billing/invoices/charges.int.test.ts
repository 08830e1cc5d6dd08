import { api, BILLING_LIMITS, type NodeSize } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { accounts } from '../../../platform/db/schema.ts';
import { cents, clusterWithNodes, pricedSize } from './charges-test-kit.ts';

/** The test clock's now: 2026-11-22T12:00Z. October has 31 days, November 30. */
let app: TestApp;
let accountId: string;
let owner: ApiClient;
let size: NodeSize;
let price: number;

const signedIn = async (role: Parameters<typeof createMember>[2]) => {
  const client = new ApiClient(app.url);
  await client.signIn((await createMember(app.context.db, accountId, role)).username, TEST_PASSWORD);
  return client;
};
/** nodes × price × days / month, rounded half up: the rule the pure module's tests pin down. */
const prorated = (nodes: number, days: number, monthDays: number) => Math.round((nodes * price * days) / monthDays);

beforeAll(async () => {
  app = await startTestApp();
  const { db, catalogue } = app.context;
  size = pricedSize(catalogue);
  price = cents(size);
  accountId = await createAccount(db, { billingCountry: 'AU' });
  owner = await signedIn('OWNER');
  // Created mid-October, still running.
  await clusterWithNodes(db, accountId, { size, nodes: 3, createdAt: '2026-10-16T00:00:00Z', name: 'running' });
  // Created on 1 October, deleted on the 11th.
  await clusterWithNodes(db, accountId, {
    size,
    nodes: 2,
    createdAt: '2026-10-01T00:00:00Z',
    deletedAt: '2026-10-11T00:00:00Z',
    name: 'deleted',
  });
  // Another account's cluster is never this account's charge.
  await clusterWithNodes(db, await createAccount(db), { size, nodes: 5, createdAt: '2026-10-01T00:00:00Z' });
});
afterAll(() => app.close());

describe('GET /v1/accounts/{id}/billing/charges', () => {
  it("charges a past month's clusters for the days each ran, by cluster and node size", async () => {
    const charges = await owner.ok(api.billing.charges, { params: { accountId }, query: { month: '2026-10' } });
    const running = prorated(3, 16, 31);
    const deleted = prorated(2, 10, 31);
    expect(charges).toMatchObject({ month: '2026-10', currency: 'USD', isEstimate: false });
    expect(charges.clusters).toEqual([
      {
        clusterId: expect.any(String),
        name: 'running',
        amountCents: running,
        lines: [{ nodeSize: size.name, nodes: 3, monthlyPriceCents: price, days: 16, amountCents: running }],
      },
      {
        clusterId: expect.any(String),
        name: 'deleted',
        amountCents: deleted,
        lines: [{ nodeSize: size.name, nodes: 2, monthlyPriceCents: price, days: 10, amountCents: deleted }],
      },
    ]);
    expect(charges.byNodeSize).toEqual([{ nodeSize: size.name, nodes: 5, amountCents: running + deleted }]);
    expect(charges.subtotalCents).toBe(running + deleted);
  });

  it('defaults to the current month, estimated to its end for clusters still running', async () => {
    const charges = await owner.ok(api.billing.charges, { params: { accountId } });
    expect(charges).toMatchObject({ month: '2026-11', isEstimate: true, subtotalCents: 3 * price });
    expect(charges.clusters.map((c) => [c.name, c.lines[0]?.days])).toEqual([['running', 30]]);
  });

  it('adds GST for an Australian account that is not invoiced, and none once it is invoiced', async () => {
    const { db } = app.context;
    const au = await owner.ok(api.billing.charges, { params: { accountId } });
    const gst = Math.round((au.subtotalCents * BILLING_LIMITS.gstPercent) / 100);
    expect(au.gstCents).toBe(gst);
    expect(au.totalCents).toBe(au.subtotalCents + gst);

    await db.update(accounts).set({ invoiced: true }).where(eq(accounts.id, accountId));
    const invoiced = await owner.ok(api.billing.charges, { params: { accountId } });
    expect(invoiced.gstCents).toBeNull();
    expect(invoiced.totalCents).toBe(invoiced.subtotalCents);

    await db.update(accounts).set({ invoiced: false, billingCountry: 'NZ' }).where(eq(accounts.id, accountId));
    expect((await owner.ok(api.billing.charges, { params: { accountId } })).gstCents).toBeNull();
    await db.update(accounts).set({ billingCountry: 'AU' }).where(eq(accounts.id, accountId));
  });

  it("gives the last 30 days' cost ending today, each day its month's share", async () => {
    const { daily } = await owner.ok(api.billing.charges, { params: { accountId }, query: { month: '2026-10' } });
    expect(daily).toHaveLength(30);
    const byDate = Object.fromEntries(daily.map((d) => [d.date, d.amountCents]));
    expect(daily[0]?.date).toBe('2026-10-24');
    expect(daily.at(-1)?.date).toBe('2026-11-22');
    expect(byDate['2026-10-24']).toBe(prorated(3, 1, 31));
    expect(byDate['2026-11-01']).toBe(prorated(3, 1, 30));
  });

  it('answers a month without clusters with nothing to pay', async () => {
    const charges = await owner.ok(api.billing.charges, { params: { accountId }, query: { month: '2026-09' } });
    expect(charges).toMatchObject({ clusters: [], byNodeSize: [], subtotalCents: 0, gstCents: 0, totalCents: 0 });
  });

  it.each(['2026-13', '2026-1', 'november', '1999-12'])('refuses the month %s with a 400 naming it', async (month) => {
    const response = await owner.call(api.billing.charges, { params: { accountId }, query: { month } });
    expect(response.status).toBe(400);
    // A month both malformed and out of range is named once per rule it breaks.
    expect(new Set(errorNames(response.body))).toEqual(new Set(['month']));
  });

  it('lets a role with VIEW_BILLING read them and refuses READ_ONLY', async () => {
    expect((await (await signedIn('CLUSTER_ADMIN')).call(api.billing.charges, { params: { accountId } })).status).toBe(
      200,
    );
    expect((await (await signedIn('BILLING')).call(api.billing.charges, { params: { accountId } })).status).toBe(200);
    const readOnly = await (await signedIn('READ_ONLY')).call(api.billing.charges, { params: { accountId } });
    expect(readOnly.status).toBe(403);
  });
});
