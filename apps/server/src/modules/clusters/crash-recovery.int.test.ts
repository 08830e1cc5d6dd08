import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, type ClusterStatus } from '@datadeck/contracts';
import { inArray } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { kafkaBody } from '../../../test/cluster-requests.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startServerProcess as startServer } from '../../../test/server-process.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { migrateDatabase, openDatabase, type Database } from '../../platform/db/database.ts';
import { clusterEvents, clusters } from '../../platform/db/schema.ts';
import { ADVANCE_CLUSTER } from './engine.ts';
import { onPgliteOnly, onPostgresOnly } from '../../../test/postgres-only.ts';

const PROVISIONING_MS = 3_000;
/**
 * What recovery may take beyond the provisioning time left: a look is due every 100 ms and the
 * queue is polled every 0.5 s; the rest is room for a busy machine. The bug it guards against
 * held clusters for a minute or more.
 */
const RECOVERY_SLACK_MS = 3_000;

/** The server process of test/server-process.ts, provisioning as fast as these tests wait. */
const startServerProcess = (database: { DATABASE_URL: string } | { DATA_DIR: string }) =>
  startServer({ ...database, SIMULATED_PROVISIONING_SECONDS: String(PROVISIONING_MS / 1_000) });

/**
 * A process killed while it runs cluster looks must not hold those clusters (or any other) up
 * when the console starts again. Two server processes cannot share a PGlite data directory, and
 * holding a look mid-way needs a second connection, so this runs on PostgreSQL, as CI does with
 * DATABASE_URL set.
 */
describe(
  'a server killed mid-lifecycle',
  onPostgresOnly('two server processes share one database, and a look is held on a second connection'),
  () => {
    let database: Database & { kind: 'postgres' };
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      const fresh = await freshDatabase();
      if (fresh.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      database = fresh.database;
      dispose = fresh.dispose;
    });
    afterAll(() => dispose());

    const statuses = async (ids: string[]) =>
      new Map(
        (
          await database.db
            .select({ id: clusters.id, status: clusters.status })
            .from(clusters)
            .where(inArray(clusters.id, ids))
        ).map((row) => [row.id, row.status]),
      );

    /** The advance jobs pg-boss holds `active` for these clusters. */
    const activeLooks = async (ids: string[]) => {
      const { rows } = await database.pool.query<{ key: string }>(
        `select singleton_key as key from pgboss.job where name = $1 and state = 'active' and singleton_key = any($2)`,
        [ADVANCE_CLUSTER, ids],
      );
      return new Set(rows.map((row) => row.key));
    };

    it('finishes every provisioning and deletion within a look of the restart', async () => {
      const first = await startServerProcess({ DATABASE_URL: database.url });
      const accountId = await createAccount(database.db);
      const member = await createMember(database.db, accountId, 'OWNER');
      const owner = new ApiClient(first.url);
      await owner.signIn(member.username, TEST_PASSWORD);

      const create = async (name: string) =>
        (await owner.ok(api.clusters.createKafka, { params: { accountId }, body: kafkaBody(name) })).id;
      const provisioning = await Promise.all(['crash-a', 'crash-b', 'crash-c'].map(create));
      const deleting = await Promise.all(['crash-d', 'crash-e'].map(create));
      for (const clusterId of deleting) await owner.ok(api.clusters.delete, { params: { accountId, clusterId } });
      const all = [...provisioning, ...deleting];

      // Looks under way when the process dies: their writes wait on these row locks, as a look
      // waits on a slow cloud API, so pg-boss holds their jobs `active` at the kill.
      const locker = new Client({ connectionString: database.url });
      await locker.connect();
      let crashed = false;
      try {
        await locker.query('begin');
        await locker.query('select id from clusters where id = any($1) for update', [all]);
        while ((await activeLooks(all)).size === 0) {
          // Read again: each read waits for the database, which is what the engine is moving on.
        }
        await first.crash();
        crashed = true;
      } finally {
        await locker.query('rollback');
        await locker.end();
        if (!crashed) await first.crash();
      }
      const before = await statuses(all);
      expect([...before.values()].some((status) => status !== 'RUNNING' && status !== 'DELETED')).toBe(true);

      const second = await startServerProcess({ DATABASE_URL: database.url });
      const restarted = Date.now();
      try {
        const final = (id: string, status: ClusterStatus | undefined) =>
          status === (deleting.includes(id) ? 'DELETED' : 'RUNNING');
        let now = await statuses(all);
        while (
          !all.every((id) => final(id, now.get(id))) &&
          Date.now() - restarted < PROVISIONING_MS + RECOVERY_SLACK_MS
        ) {
          now = await statuses(all);
        }
        expect(Object.fromEntries(all.map((id) => [id, now.get(id)]))).toEqual(
          Object.fromEntries(all.map((id) => [id, deleting.includes(id) ? 'DELETED' : 'RUNNING'])),
        );
      } finally {
        await second.stop();
      }
      // Every cluster went through each of its stages once, across the two processes.
      const events = await database.db
        .select({ clusterId: clusterEvents.clusterId, status: clusterEvents.toStatus })
        .from(clusterEvents)
        .where(inArray(clusterEvents.clusterId, all));
      const passed = events.map((event) => `${event.clusterId} ${event.status}`);
      expect(passed.length).toBe(new Set(passed).size);
    }, 60_000);
  },
);

/**
 * The same on the embedded database `npm start` uses: the data directory of a killed process
 * opens again and the clusters carry on. Without a second connection no look can be held
 * mid-way, so the kill comes at whatever point the engine has reached once clusters are moving.
 */
describe('a server on PGlite killed mid-lifecycle', onPgliteOnly('the restart reopens its data directory'), () => {
  it('opens its data directory again and finishes every provisioning and deletion within a look', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-crash-'));
    try {
      const setup = await openDatabase({ kind: 'pglite', dataDir });
      await migrateDatabase(setup);
      const accountId = await createAccount(setup.db);
      const member = await createMember(setup.db, accountId, 'OWNER');
      await setup.close();

      const first = await startServerProcess({ DATA_DIR: dataDir });
      const owner = new ApiClient(first.url);
      await owner.signIn(member.username, TEST_PASSWORD);
      const create = async (name: string) =>
        (await owner.ok(api.clusters.createKafka, { params: { accountId }, body: kafkaBody(name) })).id;
      const provisioning = await Promise.all(['crash-a', 'crash-b'].map(create));
      const deleting = await Promise.all(['crash-c', 'crash-d'].map(create));
      for (const clusterId of deleting) await owner.ok(api.clusters.delete, { params: { accountId, clusterId } });
      const all = [...provisioning, ...deleting];
      /** A cluster's status as the API shows it; a deleted one is not found. */
      const statusesVia = async (client: ApiClient) =>
        new Map(
          await Promise.all(
            all.map(async (clusterId) => {
              const answer = await client.call(api.clusters.get, { params: { accountId, clusterId } });
              const status = answer.status === 404 ? 'DELETED' : api.clusters.get.response.parse(answer.body).status;
              return [clusterId, status] as const;
            }),
          ),
        );
      while (![...(await statusesVia(owner)).values()].includes('PROVISIONING')) {
        // Read again until the engine has clusters moving.
      }
      await first.crash();

      const second = await startServerProcess({ DATA_DIR: dataDir });
      const restarted = Date.now();
      try {
        // The session outlives the process: it is in the database.
        const again = new ApiClient(second.url);
        again.sessionToken = owner.sessionToken;
        again.csrfToken = owner.csrfToken;
        const expected = Object.fromEntries(all.map((id) => [id, deleting.includes(id) ? 'DELETED' : 'RUNNING']));
        let now = Object.fromEntries(await statusesVia(again));
        while (
          JSON.stringify(now) !== JSON.stringify(expected) &&
          Date.now() - restarted < PROVISIONING_MS + RECOVERY_SLACK_MS
        ) {
          now = Object.fromEntries(await statusesVia(again));
        }
        expect(now).toEqual(expected);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two server processes start on PGlite (about 25 s each on two busy cores); the bound under
    // test is the recovery's, asserted above, not this.
  }, 120_000);
});
