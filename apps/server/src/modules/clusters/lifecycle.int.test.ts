import { api, LIMITS, type ClusterStatus } from '@datadeck/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody, kafkaBody, opensearchBody } from '../../../test/cluster-requests.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { freshDatabase, startServerOn, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { systemClock } from '../../platform/clock.ts';
import type { ClusterDriver } from '../../drivers/driver.ts';
import { simulatedDriver } from '../../drivers/simulated/simulated-driver.ts';
import type { Database } from '../../platform/db/database.ts';
import { clusterEvents, clusters, outboundEmails } from '../../platform/db/schema.ts';

const LIFECYCLE: ClusterStatus[] = ['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'RUNNING'];
const FAST = { SIMULATED_PROVISIONING_SECONDS: '2' } as const;

async function ownerOf(app: TestApp<{ now(): Date }>, accountId: string): Promise<ApiClient> {
  const member = await createMember(app.context.db, accountId, 'OWNER');
  const client = new ApiClient(app.url);
  await client.signIn(member.username, TEST_PASSWORD);
  return client;
}

const transitions = async (db: TestApp['context']['db'], clusterId: string) =>
  (
    await db.select().from(clusterEvents).where(eq(clusterEvents.clusterId, clusterId)).orderBy(asc(clusterEvents.at))
  ).map((e) => e.toStatus);

/**
 * A driver whose looks can be awaited: the engine on pg-boss runs on real time, so a test waits
 * for the look that finds the status it expects, not for a guessed number of milliseconds.
 */
function watched(driver: ClusterDriver) {
  const lastSeen = new Map<string, ClusterStatus>();
  const waiters: { clusterId: string; status: ClusterStatus; seen: () => void }[] = [];
  const watchedDriver: ClusterDriver = {
    name: driver.name,
    pollIntervalMs: driver.pollIntervalMs,
    watchesRunning: driver.watchesRunning,
    admit: (plan) => driver.admit(plan),
    caCertificate: (cluster) => driver.caCertificate(cluster),
    provision: (cluster) => driver.provision(cluster),
    deprovision: (cluster) => driver.deprovision(cluster),
    metrics: (request) => driver.metrics(request),
    ziaGateways: driver.ziaGateways,
    validateEncryptionKey: (key) => driver.validateEncryptionKey(key),
    observeOperation: (operation, now) => driver.observeOperation(operation, now),
    observe: async (cluster, now) => {
      const seen = await driver.observe(cluster, now);
      lastSeen.set(cluster.id, seen.status);
      for (const waiter of waiters.filter((w) => w.clusterId === cluster.id && w.status === seen.status)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.seen();
      }
      return seen;
    },
  };

  /**
   * Waits for a look that finds the status, then for the engine's write of it, which follows the
   * look: the stored status is read once per turn of the event loop until it is there.
   */
  async function waitForStatus(db: TestApp['context']['db'], clusterId: string, status: ClusterStatus) {
    if (lastSeen.get(clusterId) !== status) {
      await new Promise<void>((seen) => waiters.push({ clusterId, status, seen }));
    }
    for (let read = 0; read < 1_000; read++) {
      const [row] = await db.select({ status: clusters.status }).from(clusters).where(eq(clusters.id, clusterId));
      if (row?.status === status) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`the engine saw ${status}, but the cluster was not stored so`);
  }
  return { driver: watchedDriver, waitForStatus };
}

describe('the provisioning engine, stepped on a manual clock', () => {
  let app: TestApp;
  let owner: ApiClient;
  let accountId: string;
  beforeAll(async () => {
    app = await startTestApp(FAST);
    accountId = await createAccount(app.context.db);
    owner = await ownerOf(app, accountId);
  });
  afterAll(() => app.close());

  /** Moves time in steps of 100 ms, one engine step each, recording what the API shows. */
  async function runToEnd(clusterId: string) {
    const seen: { status: ClusterStatus; progress: number | null }[] = [];
    for (let step = 0; step < 60; step++) {
      app.clock.advance(100);
      const more = await app.engine.advance(clusterId);
      const cluster = await owner.ok(api.clusters.get, { params: { accountId, clusterId } });
      seen.push({ status: cluster.status, progress: cluster.provisioningDetails?.progress ?? null });
      if (more === 'done') break;
    }
    return seen;
  }

  /** Every application goes through the same lifecycle: its name and its create call. */
  const APPLICATIONS: [application: string, create: (name: string) => Promise<{ id: string }>][] = [
    [
      'Cassandra',
      (name) => owner.ok(api.clusters.createCassandra, { params: { accountId }, body: cassandraBody(name) }),
    ],
    ['Kafka', (name) => owner.ok(api.clusters.createKafka, { params: { accountId }, body: kafkaBody(name) })],
    [
      'OpenSearch',
      (name) => owner.ok(api.clusters.createOpensearch, { params: { accountId }, body: opensearchBody(name) }),
    ],
  ];

  it.each(APPLICATIONS)(
    'takes a cluster through every stage once, with progress, to RUNNING (%s)',
    async (application, create) => {
      const { id } = await create(`stepped-${application.toLowerCase()}`);
      const seen = await runToEnd(id);
      expect(seen.at(-1)?.status).toBe('RUNNING');
      const progress = seen.filter((s) => s.status === 'PROVISIONING').map((s) => s.progress ?? -1);
      expect(progress.length).toBeGreaterThan(5);
      expect(progress.every((p, i) => p >= 0 && p <= 1 && p >= (progress[i - 1] ?? 0))).toBe(true);
      expect(await transitions(app.context.db, id)).toEqual(LIFECYCLE);
      const cluster = await owner.ok(api.clusters.get, { params: { accountId, clusterId: id } });
      expect(cluster).toMatchObject({ provisioningDetails: null, currentClusterOperationStatus: 'NO_OPERATION' });
      const nodes = cluster.dataCentres[0]?.nodes ?? [];
      expect(nodes.length).toBeGreaterThan(0);
      expect(nodes.every((n) => n.status === 'RUNNING')).toBe(true);
    },
  );

  it.each(APPLICATIONS)('has metrics from the moment it first runs, none before (%s)', async (application, create) => {
    const { id } = await create(`measured-${application.toLowerCase()}`);
    const metrics = async () => {
      const now = app.clock.now().getTime();
      const nodes = await owner.ok(api.monitoring.cluster, {
        params: { accountId, clusterId: id },
        query: { metrics: 'n::cpuUtilization', from: String(now - 3_600_000), to: String(now) },
      });
      return nodes.flatMap((n) => n.payload.flatMap((p) => p.values));
    };
    expect(await metrics()).toEqual([]);
    await runToEnd(id);
    const [running] = await app.context.db
      .select()
      .from(clusterEvents)
      .where(eq(clusterEvents.clusterId, id))
      .orderBy(desc(clusterEvents.at))
      .limit(1);
    expect(running?.toStatus).toBe('RUNNING');
    app.clock.advance(120_000);
    const values = await metrics();
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((v) => new Date(v.time) >= (running?.at ?? new Date(0)))).toBe(true);
  });

  it('ends a fail-sim cluster FAILED', async () => {
    const { id } = await owner.ok(api.clusters.createKafka, {
      params: { accountId },
      body: kafkaBody('demo-fail-sim'),
    });
    const seen = await runToEnd(id);
    expect(seen.at(-1)?.status).toBe('FAILED');
    expect(await transitions(app.context.db, id)).toEqual(['GENESIS', 'PROVISIONING', 'FAILED']);
    const cluster = await owner.ok(api.clusters.get, { params: { accountId, clusterId: id } });
    expect(cluster.currentClusterOperationStatus).toBe('OPERATION_FAILED');
  });

  it('never applies one step twice when two engines race on the same state', async () => {
    const { id } = await owner.ok(api.clusters.createKafka, { params: { accountId }, body: kafkaBody('raced') });
    for (let step = 0; step < 25; step++) {
      app.clock.advance(100);
      // Two concurrent looks at the same instant, as two server instances would take.
      await Promise.all([app.engine.advance(id), app.engine.advance(id)]);
    }
    expect(await transitions(app.context.db, id)).toEqual(LIFECYCLE);
  });

  it('deletes a cluster at once without two-factor delete: DELETING, DELETED, then gone from the list', async () => {
    const { id, name } = await owner.ok(api.clusters.createKafka, {
      params: { accountId },
      body: kafkaBody('to-delete'),
    });
    await runToEnd(id);
    const requested = await owner.call(api.clusters.delete, { params: { accountId, clusterId: id } });
    expect(requested.status).toBe(202);
    const card = (await owner.ok(api.clusters.list, { params: { accountId }, query: { search: name } })).results[0];
    expect(card?.deleteRequestDate).toBe(app.clock.now().toISOString());
    expect((await owner.call(api.clusters.delete, { params: { accountId, clusterId: id } })).status).toBe(409);
    await app.engine.advance(id);
    expect((await owner.ok(api.clusters.get, { params: { accountId, clusterId: id } })).status).toBe('DELETING');
    app.clock.advance(1_000);
    expect(await app.engine.advance(id)).toBe('done');
    expect((await owner.call(api.clusters.get, { params: { accountId, clusterId: id } })).status).toBe(404);
    expect((await owner.ok(api.clusters.list, { params: { accountId }, query: { search: name } })).results).toEqual([]);
    expect((await transitions(app.context.db, id)).slice(-2)).toEqual(['DELETING', 'DELETED']);
  });

  it('waits for the e-mailed link before deleting a cluster with two-factor delete', async () => {
    const body = { ...kafkaBody('two-factor'), twoFactorDelete: [{ confirmationEmail: 'ops@example.com' }] };
    const { id } = await owner.ok(api.clusters.createKafka, { params: { accountId }, body });
    await runToEnd(id);
    const requested = await owner.ok(api.clusters.delete, { params: { accountId, clusterId: id } });
    expect(requested).toMatchObject({ status: 'RUNNING', deletionAwaitingConfirmation: true });
    expect(requested.deleteRequestDate).not.toBeNull();
    // Nothing happens until the link is followed, however long the engine looks.
    app.clock.advance(60_000);
    expect(await app.engine.advance(id)).toBe('done');
    expect((await owner.ok(api.clusters.get, { params: { accountId, clusterId: id } })).status).toBe('RUNNING');

    const [mail] = await app.context.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.recipient, 'ops@example.com'));
    const sent = app.context.secrets.open(mail?.body ?? '');
    const token = /token=([A-Za-z0-9_-]+)/.exec(sent)?.[1] ?? '';
    expect(sent).toContain(`${app.context.config.publicUrl}/confirm-cluster-deletion?token=`);
    expect(mail?.body).not.toContain(token);
    const anonymous = new ApiClient(app.url);
    expect((await anonymous.call(api.clusters.confirmDeletion, { body: { token: 'wrong' } })).status).toBe(404);
    expect(await anonymous.ok(api.clusters.confirmDeletion, { body: { token } })).toEqual({
      clusterId: id,
      clusterName: 'two-factor',
    });
    // The link works once.
    expect((await anonymous.call(api.clusters.confirmDeletion, { body: { token } })).status).toBe(404);
    await app.engine.advance(id);
    app.clock.advance(1_000);
    await app.engine.advance(id);
    expect((await owner.call(api.clusters.get, { params: { accountId, clusterId: id } })).status).toBe(404);
  });

  it('refuses an expired confirmation link', async () => {
    const body = { ...kafkaBody('expiring'), twoFactorDelete: [{ confirmationEmail: 'late@example.com' }] };
    const { id } = await owner.ok(api.clusters.createKafka, { params: { accountId }, body });
    await owner.ok(api.clusters.delete, { params: { accountId, clusterId: id } });
    const [mail] = await app.context.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.recipient, 'late@example.com'));
    const token = /token=([A-Za-z0-9_-]+)/.exec(app.context.secrets.open(mail?.body ?? ''))?.[1] ?? '';
    app.clock.advance(LIMITS.deleteConfirmationLifetimeMs + 1);
    expect((await new ApiClient(app.url).call(api.clusters.confirmDeletion, { body: { token } })).status).toBe(404);

    // The sweep lapses the request: the cluster stays, no longer DELETE REQUESTED...
    await app.engine.sweep();
    owner = await ownerOf(app, accountId);
    expect(await owner.ok(api.clusters.get, { params: { accountId, clusterId: id } })).toMatchObject({
      deleteRequestDate: null,
      deletionAwaitingConfirmation: false,
    });
    // ...and it can be lodged again, with a new link.
    const again = await owner.ok(api.clusters.delete, { params: { accountId, clusterId: id } });
    expect(again).toMatchObject({
      deletionAwaitingConfirmation: true,
      deleteRequestDate: app.clock.now().toISOString(),
    });
    expect(
      await app.context.db.select().from(outboundEmails).where(eq(outboundEmails.recipient, 'late@example.com')),
    ).toHaveLength(2);
  });

  it('forbids READ_ONLY users to delete with 403', async () => {
    // The clock has moved days on by now: a fresh sign-in.
    owner = await ownerOf(app, accountId);
    const { id } = await owner.ok(api.clusters.createKafka, { params: { accountId }, body: kafkaBody('kept') });
    const member = await createMember(app.context.db, accountId, 'READ_ONLY');
    const readOnly = new ApiClient(app.url);
    await readOnly.signIn(member.username, TEST_PASSWORD);
    expect((await readOnly.call(api.clusters.delete, { params: { accountId, clusterId: id } })).status).toBe(403);
  });
});

describe('the provisioning engine on pg-boss, in real time', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
  });
  afterAll(() => dispose());

  const jobsOn = { ...FAST, JOBS: 'true' } as const;

  it('reaches RUNNING on its own in about the configured time', async () => {
    const { driver, waitForStatus } = watched(simulatedDriver(2_000));
    const app = await startServerOn(database, systemClock, jobsOn, driver);
    try {
      const accountId = await createAccount(app.context.db);
      const owner = await ownerOf(app, accountId);
      const started = Date.now();
      const { id } = await owner.ok(api.clusters.createCassandra, {
        params: { accountId },
        body: cassandraBody('by-jobs'),
      });
      await waitForStatus(app.context.db, id, 'RUNNING');
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      expect(await transitions(app.context.db, id)).toEqual(LIFECYCLE);
    } finally {
      await app.close();
    }
  });

  it('looks again at once after a look fails, instead of waiting for the minute sweep', async () => {
    const simulated = simulatedDriver(2_000);
    let failures = 0;
    const flaky: ClusterDriver = {
      ...simulated,
      observe: async (cluster, now) => {
        if (failures === 0) {
          failures += 1;
          throw new Error('the cloud API timed out');
        }
        return simulated.observe(cluster, now);
      },
    };
    const { driver, waitForStatus } = watched(flaky);
    const app = await startServerOn(database, systemClock, jobsOn, driver);
    try {
      const accountId = await createAccount(app.context.db);
      const owner = await ownerOf(app, accountId);
      const { id } = await owner.ok(api.clusters.createCassandra, {
        params: { accountId },
        body: cassandraBody('flaky-cloud'),
      });
      const created = Date.now();
      await waitForStatus(app.context.db, id, 'RUNNING');
      // Well before the minute's sweep could rescue it (2 s of provisioning, a look every 100 ms).
      expect(Date.now() - created).toBeLessThan(6_000);
      expect(failures).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('resumes a cluster after a restart mid-provisioning', async () => {
    const { driver, waitForStatus } = watched(simulatedDriver(2_000));
    const first = await startServerOn(database, systemClock, jobsOn, driver);
    const accountId = await createAccount(first.context.db);
    const owner = await ownerOf(first, accountId);
    const { id } = await owner.ok(api.clusters.createKafka, { params: { accountId }, body: kafkaBody('restarted') });
    await waitForStatus(first.context.db, id, 'PROVISIONING');
    await first.close();
    const second = await startServerOn(database, systemClock, jobsOn, driver);
    try {
      await waitForStatus(second.context.db, id, 'RUNNING');
      expect(await transitions(second.context.db, id)).toEqual(LIFECYCLE);
    } finally {
      await second.close();
    }
  });

  it('picks up a cluster whose job was lost: the sweep finds it', async () => {
    // A process without workers queues nothing, as if the job had been lost.
    const noJobs = await startServerOn(database, systemClock, FAST);
    const accountId = await createAccount(noJobs.context.db);
    const owner = await ownerOf(noJobs, accountId);
    const { id } = await owner.ok(api.clusters.createKafka, { params: { accountId }, body: kafkaBody('orphan') });
    await noJobs.close();
    const { driver, waitForStatus } = watched(simulatedDriver(2_000));
    const worker = await startServerOn(database, systemClock, jobsOn, driver);
    try {
      await waitForStatus(worker.context.db, id, 'RUNNING');
      expect(await transitions(worker.context.db, id)).toEqual(LIFECYCLE);
    } finally {
      await worker.close();
    }
  });

  it('never advances a cluster twice with two instances on one database', async () => {
    // One watched driver for both: either instance may make the look that finds RUNNING.
    const { driver, waitForStatus } = watched(simulatedDriver(2_000));
    const one = await startServerOn(database, systemClock, jobsOn, driver);
    const two = await startServerOn(database, systemClock, jobsOn, driver);
    try {
      const accountId = await createAccount(one.context.db);
      const owner = await ownerOf(one, accountId);
      const ids = await Promise.all(
        ['pair-a', 'pair-b', 'pair-c'].map(
          async (name) =>
            (await owner.ok(api.clusters.createKafka, { params: { accountId }, body: kafkaBody(name) })).id,
        ),
      );
      // Both instances look (each sweeps at start, and queued jobs go to whichever polls first).
      await two.engine.sweep();
      for (const id of ids) await waitForStatus(one.context.db, id, 'RUNNING');
      for (const id of ids) expect(await transitions(one.context.db, id)).toEqual(LIFECYCLE);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
