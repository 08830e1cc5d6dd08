import { api, LIMITS } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, OPENSEARCH_SETTINGS, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

/** More clusters than a search counts exactly, so the bound shows; 120 past it, for paging. */
const CLUSTERS = LIMITS.clusterSearchCountBound + 120;
const pageSize = LIMITS.clusterPageSize;
const nameOf = (n: number) => `bulk-${String(n).padStart(6, '0')}`;

let app: TestApp;
let client: ApiClient;
let accountId: string;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.context;
  accountId = await createAccount(db);
  const member = await createMember(db, accountId, 'READ_ONLY');
  client = new ApiClient(app.url);
  await client.signIn(member.username, TEST_PASSWORD);
  // One statement for all the rows. Tags: part=first for exactly the bound's number of
  // clusters, rare=yes for every hundredth.
  await db.execute(sql`
    insert into clusters (account_id, name, application, application_version, sla_tier, status, tags, settings)
    select ${accountId}::uuid, 'bulk-' || lpad(n::text, 6, '0'), 'OPENSEARCH', '3.6.0', 'PRODUCTION', 'RUNNING',
      jsonb_build_object('part', case when n < ${LIMITS.clusterSearchCountBound} then 'first' else 'rest' end)
        || case when n % 100 = 0 then '{"rare": "yes"}'::jsonb else '{}'::jsonb end,
      ${JSON.stringify(OPENSEARCH_SETTINGS)}::jsonb
    from generate_series(0, ${CLUSTERS - 1}) as n`);
}, 120_000);
afterAll(() => app.close());

const list = (query: { search?: string; startIndex?: number }) =>
  client.ok(api.clusters.list, { params: { accountId }, query });

describe('the total of a search with more matches than the count bound', () => {
  it('is the bound, marked as a lower bound, on the first page', async () => {
    const page = await list({ search: 'bulk' });
    expect(page).toMatchObject({ total: LIMITS.clusterSearchCountBound, totalIsLowerBound: true });
    expect(page.results.map((c) => c.name)).toEqual(Array.from({ length: pageSize }, (_, i) => nameOf(i)));
  });

  it('is exact when exactly the bound match, and below it', async () => {
    expect(await list({ search: 'first' })).toMatchObject({
      total: LIMITS.clusterSearchCountBound,
      totalIsLowerBound: false,
    });
    expect(await list({ search: 'rare' })).toMatchObject({
      total: Math.ceil(CLUSTERS / 100),
      totalIsLowerBound: false,
    });
  });

  it('is exact without a search, however many clusters there are', async () => {
    expect(await list({})).toMatchObject({ total: CLUSTERS, totalIsLowerBound: false });
  });

  it('pages past the bound: a full page raises the lower bound, the last page makes it exact', async () => {
    const beyond = await list({ search: 'bulk', startIndex: LIMITS.clusterSearchCountBound + 50 });
    expect(beyond.results.map((c) => c.name)).toEqual(
      Array.from({ length: pageSize }, (_, i) => nameOf(LIMITS.clusterSearchCountBound + 50 + i)),
    );
    expect(beyond).toMatchObject({ total: LIMITS.clusterSearchCountBound + 100, totalIsLowerBound: true });

    const last = await list({ search: 'bulk', startIndex: LIMITS.clusterSearchCountBound + 100 });
    expect(last.results.map((c) => c.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => nameOf(LIMITS.clusterSearchCountBound + 100 + i)),
    );
    expect(last).toMatchObject({ total: CLUSTERS, totalIsLowerBound: false });
  });

  it('serves a page that ends at the last match read, and one that reaches past it, whole and in order', async () => {
    // The search reads the first bound + 1 matches in name order; this page is their tail.
    const within = LIMITS.clusterSearchCountBound + 1 - pageSize;
    const tail = await list({ search: 'bulk', startIndex: within });
    expect(tail.results.map((c) => c.name)).toEqual(Array.from({ length: pageSize }, (_, i) => nameOf(within + i)));
    expect(tail).toMatchObject({ total: LIMITS.clusterSearchCountBound + 1, totalIsLowerBound: true });

    // Half of this page lies past the matches read: it must not come back cut short.
    const across = LIMITS.clusterSearchCountBound - pageSize / 2;
    const page = await list({ search: 'bulk', startIndex: across });
    expect(page.results.map((c) => c.name)).toEqual(Array.from({ length: pageSize }, (_, i) => nameOf(across + i)));
    expect(page).toMatchObject({ total: across + pageSize, totalIsLowerBound: true });
  });

  it('stays a lower bound on a page past the last match', async () => {
    expect(await list({ search: 'bulk', startIndex: CLUSTERS + 1_000 })).toEqual({
      results: [],
      search: 'bulk',
      startIndex: CLUSTERS + 1_000,
      total: LIMITS.clusterSearchCountBound,
      totalIsLowerBound: true,
    });
  });
});

describe('a search with no more matches than the bound', () => {
  it('pages through them in name order with the exact total, from one reading of its matches', async () => {
    const rare = Array.from({ length: Math.ceil(CLUSTERS / 100) }, (_, i) => nameOf(i * 100));
    const second = await list({ search: 'rare', startIndex: pageSize });
    expect(second.results.map((c) => c.name)).toEqual(rare.slice(pageSize, 2 * pageSize));
    expect(second).toMatchObject({ total: rare.length, totalIsLowerBound: false });
  });

  it('keeps the exact total on a page past its last match', async () => {
    expect(await list({ search: 'rare', startIndex: CLUSTERS })).toMatchObject({
      results: [],
      total: Math.ceil(CLUSTERS / 100),
      totalIsLowerBound: false,
    });
  });
});
