import { api, LIMITS } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import {
  createAccount,
  createCluster,
  createMember,
  OPENSEARCH_SETTINGS,
  TEST_PASSWORD,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { clusters, dataCentres } from '../../platform/db/schema.ts';

let app: TestApp;
let client: ApiClient;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  accountId = await createAccount(app.context.db);
  const owner = await createMember(app.context.db, accountId, 'READ_ONLY');
  client = new ApiClient(app.url);
  await client.signIn(owner.username, TEST_PASSWORD);
});
afterAll(() => app.close());

const list = (query: { search?: string; startIndex?: number } = {}) =>
  client.ok(api.clusters.list, { params: { accountId }, query });
const names = async (query: { search?: string; startIndex?: number } = {}) =>
  (await list(query)).results.map((c) => c.name);

describe('the cluster list of the landing page', () => {
  let orders: { id: string };
  beforeAll(async () => {
    const { db } = app.context;
    orders = await createCluster(db, accountId, {
      name: 'Orders',
      description: 'Order history of the shop',
      tags: { team: 'checkout', 'cost-centre': 'CC-4410' },
      application: 'KAFKA',
      addons: ['KARAPACE_SCHEMA_REGISTRY', 'CASSANDRA_LUCENE'],
      status: 'PROVISIONING',
      provisioningProgress: 0.5,
      provisioningMessage: 'Creating nodes',
      deleteRequestDate: new Date('2026-11-20T00:00:00Z'),
    });
    await createCluster(db, accountId, { name: 'analytics', description: '50% sampled_events' });
    await createCluster(db, accountId, { name: 'Billing-events', tags: { team: 'payments' } });
    await createCluster(db, accountId, { name: 'zz-gone', status: 'DELETED', tags: { team: 'checkout' } });
    const elsewhere = await createAccount(db);
    await createCluster(db, elsewhere, { name: 'others-orders', tags: { team: 'checkout' } });
  });

  it('lists the account’s live clusters by name, ignoring case, with the total', async () => {
    const page = await list();
    expect(page.results.map((c) => c.name)).toEqual(['analytics', 'Billing-events', 'Orders']);
    expect(page).toMatchObject({ total: 3, startIndex: 0, search: '' });
  });

  it('shapes each card as SPEC §3 describes', async () => {
    const card = (await list({ search: 'orders' })).results[0];
    expect(card).toEqual({
      id: orders.id,
      name: 'Orders',
      description: 'Order history of the shop',
      status: 'PROVISIONING',
      deleteRequestDate: '2026-11-20T00:00:00.000Z',
      freeTrialPending: false,
      freeTrialExpires: null,
      provisioningDetails: { progress: 0.5, message: 'Creating nodes' },
      mainApplication: { bundleType: { name: 'KAFKA', logoSrc: '/logos/kafka.svg' } },
      otherBundles: [
        {
          bundleType: { name: 'KARAPACE_SCHEMA_REGISTRY', logoSrc: '/logos/karapace_schema_registry.svg' },
          hideNonPrimaryBundleLogo: false,
        },
        {
          bundleType: { name: 'CASSANDRA_LUCENE', logoSrc: '/logos/cassandra_lucene.svg' },
          hideNonPrimaryBundleLogo: true,
        },
      ],
      tags: { team: 'checkout', 'cost-centre': 'CC-4410' },
    });
  });

  it.each([
    ['a name, in any case', 'ORD', ['Orders']],
    ['a description', 'history', ['Orders']],
    ['a tag value', 'checkout', ['Orders']],
    ['a tag value, ignoring case', 'cc-4410', ['Orders']],
    ['a tag key', 'cost-centre', ['Orders']],
    ['a tag key shared by several', 'team', ['Billing-events', 'Orders']],
    ['LIKE wildcards literally', '50%', ['analytics']],
    ['an underscore literally', 'd_e', ['analytics']],
    ['nothing for JSON punctuation', '":"', []],
  ])('searches %s', async (_what, search, expected) => {
    const page = await list({ search });
    expect(page.results.map((c) => c.name)).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(page.search).toBe(search);
  });

  it('searches by the cluster id', async () => {
    expect(await names({ search: orders.id.slice(0, 13).toUpperCase() })).toEqual(['Orders']);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await list({ search: 'no such cluster' })).toEqual({
      results: [],
      search: 'no such cluster',
      startIndex: 0,
      total: 0,
      totalIsLowerBound: false,
    });
  });

  it('names the invalid paging and search parameters', async () => {
    const negative = await client.call(api.clusters.list, { params: { accountId }, query: { startIndex: -5 } });
    expect(negative.status).toBe(400);
    expect(errorNames(negative.body)).toEqual(['startIndex']);
    const notANumber = await client.raw('GET', `/v1/accounts/${accountId}/clusters?startIndex=abc`);
    expect(errorNames(notANumber.body)).toEqual(['startIndex']);
    const tooLong = await client.call(api.clusters.list, {
      params: { accountId },
      query: { search: 'x'.repeat(LIMITS.clusterSearchMaxLength + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(errorNames(tooLong.body)).toEqual(['search']);
  });
});

describe('paging', () => {
  let pagedAccount: string;
  let pagedClient: ApiClient;
  beforeAll(async () => {
    const { db } = app.context;
    pagedAccount = await createAccount(db);
    const member = await createMember(db, pagedAccount, 'OWNER');
    pagedClient = new ApiClient(app.url);
    await pagedClient.signIn(member.username, TEST_PASSWORD);
    const rows = Array.from({ length: 120 }, (_, i) => ({
      accountId: pagedAccount,
      name: `node-${String(i).padStart(3, '0')}`,
      application: 'OPENSEARCH' as const,
      applicationVersion: '3.6.0',
      slaTier: 'PRODUCTION' as const,
      status: 'RUNNING' as const,
      tags: { parity: i % 2 === 0 ? 'even' : 'odd' },
      settings: OPENSEARCH_SETTINGS,
    }));
    await db.insert(clusters).values(rows);
  });

  const page = (query: { search?: string; startIndex?: number }) =>
    pagedClient.ok(api.clusters.list, { params: { accountId: pagedAccount }, query });

  it('serves pages of 50 from startIndex, with the total of all matches', async () => {
    const pages = await Promise.all([0, 50, 100].map((startIndex) => page({ startIndex })));
    expect(pages.map((p) => p.results.length)).toEqual([LIMITS.clusterPageSize, LIMITS.clusterPageSize, 20]);
    expect(pages.every((p) => p.total === 120)).toBe(true);
    const all = pages.flatMap((p) => p.results.map((c) => c.name));
    expect(all).toEqual(Array.from({ length: 120 }, (_, i) => `node-${String(i).padStart(3, '0')}`));
    expect((await page({ startIndex: 500 })).results).toEqual([]);
  });

  it('pages a search too', async () => {
    const second = await page({ search: 'odd', startIndex: 50 });
    expect(second.total).toBe(60);
    expect(second.results.map((c) => c.name)).toEqual([
      'node-101',
      'node-103',
      'node-105',
      'node-107',
      'node-109',
      'node-111',
      'node-113',
      'node-115',
      'node-117',
      'node-119',
    ]);
  });

  it('keeps the total right as clusters are deleted and restored', async () => {
    const { db } = app.context;
    await db.update(clusters).set({ status: 'DELETED' }).where(eq(clusters.name, 'node-000'));
    expect((await page({})).total).toBe(119);
    await db.update(clusters).set({ status: 'RUNNING' }).where(eq(clusters.name, 'node-000'));
    await db.delete(clusters).where(eq(clusters.name, 'node-001'));
    expect((await page({})).total).toBe(119);
  });
});

describe('one cluster', () => {
  it('shows a cluster of the account with its data centres in order', async () => {
    const { db } = app.context;
    const cluster = await createCluster(db, accountId, { name: 'with-centres' });
    await db.insert(dataCentres).values([
      {
        clusterId: cluster.id,
        position: 1,
        name: 'DC2',
        cloudProvider: 'GCP',
        region: 'us-east1',
        nodeSize: 'n2',
        numberOfNodes: 3,
        network: '10.1.0.0/16',
      },
      {
        clusterId: cluster.id,
        position: 0,
        name: 'DC1',
        cloudProvider: 'AWS_VPC',
        region: 'US_EAST_1',
        nodeSize: 'r7g',
        numberOfNodes: 6,
        network: '10.0.0.0/16',
      },
    ]);
    const summary = await client.ok(api.clusters.get, { params: { accountId, clusterId: cluster.id } });
    expect(summary).toMatchObject({
      id: cluster.id,
      name: 'with-centres',
      application: 'APACHE_CASSANDRA',
      applicationVersion: '5.0.6',
    });
    expect(summary.dataCentres.map((dc) => dc.name)).toEqual(['DC1', 'DC2']);
  });

  it('answers 404 for a cluster of another account, a deleted one and an unknown id', async () => {
    const { db } = app.context;
    const foreign = await createCluster(db, await createAccount(db));
    const deleted = await createCluster(db, accountId, { status: 'DELETED' });
    for (const clusterId of [foreign.id, deleted.id, crypto.randomUUID()]) {
      const response = await client.call(api.clusters.get, { params: { accountId, clusterId } });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ errors: [{ name: 'NOT_FOUND', message: 'Cluster not found' }] });
    }
  });

  it('answers 400 naming a malformed cluster id', async () => {
    const response = await client.call(api.clusters.get, { params: { accountId, clusterId: 'abc' } });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual(['clusterId']);
  });
});
