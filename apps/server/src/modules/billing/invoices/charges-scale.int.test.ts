import { api } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { pricedSize } from './charges-test-kit.ts';

const CLUSTERS = 10_000;
const NODES_PER_CLUSTER = 3;

let app: TestApp;
let accountId: string;
let owner: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  const { db, catalogue } = app.context;
  const size = pricedSize(catalogue);
  accountId = await createAccount(db);
  owner = new ApiClient(app.url);
  await owner.signIn((await createMember(db, accountId, 'OWNER')).username, TEST_PASSWORD);
  // 10,000 clusters created one hour apart before the test clock's now (2026-11-22T12:00Z); every
  // other one deleted a day after its creation, as the lifecycle records it.
  await db.execute(sql`
    insert into clusters (account_id, name, application, application_version, sla_tier, status, settings, created_at, updated_at)
    select ${accountId}, 'scale-' || i, 'APACHE_CASSANDRA', '5.0.6', 'PRODUCTION',
      case when i % 2 = 0 then 'DELETED' else 'RUNNING' end, '{}'::jsonb,
      timestamptz '2026-11-22T12:00:00Z' - i * interval '1 hour',
      timestamptz '2026-11-22T12:00:00Z' - i * interval '1 hour' + interval '1 day'
    from generate_series(1, ${CLUSTERS}) as i`);
  await db.execute(sql`
    insert into data_centres (cluster_id, name, cloud_provider, region, node_size, number_of_nodes, network)
    select id, 'AWS_VPC_US_EAST_1', ${size.cloudProvider}, ${size.region}, ${size.name}, ${NODES_PER_CLUSTER}, '10.0.0.0/16'
    from clusters where account_id = ${accountId}`);
  await db.execute(sql`
    insert into cluster_nodes (cluster_id, data_centre_id, position, node_size, rack, private_address, node_roles)
    select d.cluster_id, d.id, n, d.node_size, 'rack' || n, '10.0.0.' || (n + 1), ${JSON.stringify([size.role])}::jsonb
    from data_centres d join clusters c on c.id = d.cluster_id, generate_series(0, ${NODES_PER_CLUSTER - 1}) as n
    where c.account_id = ${accountId}`);
  await db.execute(sql`
    insert into cluster_events (cluster_id, from_status, to_status, at)
    select id, 'DELETING', 'DELETED', updated_at from clusters where account_id = ${accountId} and status = 'DELETED'`);
}, 120_000);
afterAll(() => app.close());

describe('charges of an account with 10,000 clusters', () => {
  it('answers in one reading of the database, well within a second', async ({ annotate }) => {
    // The first call warms the code paths; the timing is the median of the next five.
    await owner.ok(api.billing.charges, { params: { accountId } });
    const timings: number[] = [];
    let clusters = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const charges = await owner.ok(api.billing.charges, { params: { accountId } });
      timings.push(performance.now() - started);
      clusters = charges.clusters.length;
    }
    const median = timings.toSorted((a, b) => a - b)[2] ?? Number.POSITIVE_INFINITY;
    await annotate(`charges of ${CLUSTERS} clusters: median ${median.toFixed(0)} ms (${app.database.kind})`);
    // Every cluster created or still running in November: 11 days, 12 hours at one an hour, and
    // the running half of the older ones.
    expect(clusters).toBeGreaterThan(CLUSTERS / 2);
    expect(median).toBeLessThan(1_000);
  });
});
