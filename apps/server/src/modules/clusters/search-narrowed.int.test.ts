import { api, clusterSearchPattern, LIMITS } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, OPENSEARCH_SETTINGS, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { indexSubterm, trigramShares } from './search-trigrams.ts';

/** Every cluster has the tag key "team" (its trigrams in every row), as the API bench's do. */
const CLUSTERS = 400;

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
  await db.execute(sql`
    insert into clusters (account_id, name, application, application_version, sla_tier, status, tags, settings)
    select ${accountId}::uuid, 'svc-' || lpad(((n * 7919) % ${CLUSTERS})::text, 4, '0'), 'OPENSEARCH', '3.6.0',
      'PRODUCTION', 'RUNNING',
      jsonb_build_object('team', case when n = 5 then 'team_7' else 'team-' || (n % 40) end,
                         'env', case when n % 2 = 0 then 'prod' else 'dev' end),
      ${JSON.stringify(OPENSEARCH_SETTINGS)}::jsonb
    from generate_series(0, ${CLUSTERS - 1}) as n`);
  // Before the first search: the app reads the trigram statistics once, on its first search.
  await db.execute(sql`analyze clusters`);
}, 120_000);
afterAll(() => app.close());

/** Every match in list order, by the plain LIKE the narrowed search must agree with. */
async function expected(search: string): Promise<string[]> {
  const result = await app.context.db.execute<{ name: string }>(sql`
    select name from clusters
    where account_id = ${accountId} and status <> 'DELETED' and search_text like ${clusterSearchPattern(search)}
    order by lower(name) collate "C", id`);
  const rows: { name: string }[] = Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows;
  return rows.map((r) => r.name);
}

async function everyPage(search: string) {
  const names: string[] = [];
  for (let startIndex = 0; ; startIndex += LIMITS.clusterPageSize) {
    const page = await client.ok(api.clusters.list, { params: { accountId }, query: { search, startIndex } });
    expect(page).toMatchObject({ totalIsLowerBound: false });
    names.push(...page.results.map((c) => c.name));
    if (page.results.length < LIMITS.clusterPageSize) return { names, total: page.total };
  }
}

describe('a search whose term has a word in every row', () => {
  it('gives the index only the rare part, by the statistics ANALYZE gathered', async () => {
    const shares = await trigramShares(app.context.db)();
    expect(shares.get('tea')).toBeGreaterThan(0.99);
    expect(indexSubterm('team-7', shares)).toBe('-7');
    expect(indexSubterm('team_7', shares)).toBe('_7');
    expect(indexSubterm('prod', shares)).toBeNull();
  });

  it.each([
    // Narrow: through the trigram index, given only the term's rare part.
    'team-7',
    'team-1',
    'TEAM-39 ',
    'team_7',
    'am-7',
    'team-7 dev',
    'svc-0012 team',
    // Broad (half the rows or more, or too short for a trigram): walking the name index.
    'prod',
    'dev',
    'te',
    's',
  ])('finds exactly what the whole term matches, in order, on every page: %s', async (search) => {
    const want = await expected(search.trim().toLowerCase());
    const got = await everyPage(search);
    expect(got.names).toEqual(want);
    expect(got.total).toBe(want.length);
  });
});
