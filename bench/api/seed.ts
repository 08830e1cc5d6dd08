import { hashPassword } from '../../apps/server/src/platform/auth/password-hashing.ts';
import type { PostgresDatabase } from './database.ts';

export const BENCH_USER = { username: 'bench-owner', password: 'Bench-password-for-load-1' } as const;

/**
 * Search terms of the list benchmarks. Tags come from a hash of the row number, independent of
 * the name: tags.team is team-<h % 100> (team-42 matches ~1 % of clusters, spread over the
 * whole name order), tags.env is prod for about half of them.
 */
export const SEARCHES = { selective: 'team-42', broad: 'prod' } as const;

export interface Seeded {
  accountId: string;
  clusters: number;
  /** The account's maintained count (trigger of migration 0001) after the insert. */
  clusterCount: number;
  seconds: number;
}

/**
 * One row per n of generate_series, with variety where the list reads it: names from ten
 * prefixes (every tenth capitalised, numbers permuted so insertion order is not name order),
 * five statuses, three applications with their add-ons, some deletion requests and free
 * trials. Name prefix and tags derive from a hash h of n, so no search term lines up with the
 * name order. Descriptions avoid the words "team" and "prod" so the search shares stay exact.
 */
const INSERT_CLUSTERS = `
insert into clusters (
  account_id, name, description, application, application_version, sla_tier, status,
  provisioning_progress, provisioning_message, delete_request_date, free_trial_expires, addons, tags, settings
)
select
  $1::uuid,
  (case when n % 10 = 0 then initcap(prefix) else prefix end) || '-' || lpad(((n::bigint * 7919) % $2::int)::text, 6, '0'),
  case when n % 7 = 0 then null
       else (array['Order history for the web shop', 'Click-stream and order events', 'Catalogue search index',
                   'Fleet metrics', 'Session store', 'Audit log archive'])[1 + n % 6] || ' #' || n end,
  application,
  case application when 'APACHE_CASSANDRA' then '5.0.6' when 'KAFKA' then '4.1.2' else '2.19.1' end,
  case when env = 'prod' then 'PRODUCTION' else 'NON_PRODUCTION' end,
  case n % 20 when 0 then 'PROVISIONING' when 1 then 'FAILED' when 2 then 'DEGRADED' when 3 then 'GENESIS'
              else 'RUNNING' end,
  case when n % 20 = 0 then (n % 97) / 100.0 end,
  case when n % 20 = 0 then 'Provisioning nodes' end,
  case when n % 50 = 5 then now() - interval '3 days' end,
  case when n % 25 = 4 then now() + interval '10 days' end,
  case application when 'KAFKA' then '["KARAPACE_SCHEMA_REGISTRY", "KARAPACE_REST_PROXY"]'::jsonb
                   when 'OPENSEARCH' then '["OPENSEARCH_DASHBOARDS"]'::jsonb
                   else (case when n % 4 = 0 then '["CASSANDRA_LUCENE"]' else '[]' end)::jsonb end,
  jsonb_build_object('team', 'team-' || (h % 100), 'env', env),
  -- The application's own fields (migration 0002, not null); the list does not read them.
  '{}'::jsonb
from generate_series(0, $2::int - 1) as n,
  lateral (select abs(hashint4(n)::bigint) as h) as hashed,
  lateral (select (array['orders', 'payments', 'search', 'events', 'metrics', 'cluster', 'analytics', 'audit',
                         'billing', 'inventory'])[1 + (h / 200) % 10] as prefix,
                  (array['APACHE_CASSANDRA', 'KAFKA', 'OPENSEARCH'])[1 + n % 3] as application,
                  case when (h / 100) % 2 = 0 then 'prod' else 'dev' end as env) as pick
`;

/** An account with one OWNER user and `count` clusters, then VACUUM ANALYZE (a settled table). */
export async function seed(database: PostgresDatabase, count: number): Promise<Seeded> {
  const started = performance.now();
  const pool = database.pool;
  const passwordHash = await hashPassword(BENCH_USER.password);

  const account = await pool.query<{ id: string }>(`insert into accounts (name) values ('Bench Account') returning id`);
  const accountId = account.rows[0]?.id;
  if (accountId === undefined) throw new Error('account not created');
  const user = await pool.query<{ id: string }>(
    `insert into users (username, display_name, email, password_hash) values ($1, 'Bench Owner', $2, $3) returning id`,
    [BENCH_USER.username, `${BENCH_USER.username}@bench.example`, passwordHash],
  );
  const userId = user.rows[0]?.id;
  if (userId === undefined) throw new Error('user not created');
  await pool.query(`insert into account_users (account_id, user_id, role) values ($1, $2, 'OWNER')`, [
    accountId,
    userId,
  ]);

  const inserted = await pool.query(INSERT_CLUSTERS, [accountId, count]);
  await pool.query('vacuum (analyze) clusters');
  await pool.query('analyze');

  const counted = await pool.query<{ cluster_count: number }>('select cluster_count from accounts where id = $1', [
    accountId,
  ]);
  return {
    accountId,
    clusters: inserted.rowCount ?? 0,
    clusterCount: counted.rows[0]?.cluster_count ?? 0,
    seconds: (performance.now() - started) / 1000,
  };
}
