import { api, MESSAGES, type PublicNode } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody, cassandraDataCentre, kafkaBody } from '../../../test/cluster-requests.ts';
import { referenceErrors, referenceSchema } from '../../../test/instaclustr-reference.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { clusterNodes } from '../../platform/db/schema.ts';
import { scriptOf, settle } from './update-test-kit.ts';

// What the public API answers of nodes (the reference's NodeDetailsV2: status, startTime,
// deletionTime) through a cluster's life, and the deletion refused while an update runs. The
// simulated driver is moved on the manual clock: a resize step is a quarter of the 2 s provisioning.
const FAST = { SIMULATED_PROVISIONING_SECONDS: '2' } as const;
const RESIZE_STEP_MS = 500;
const BIGGER_CASSANDRA = 'CAS-PRD-r7g.large-800';
const DC = cassandraDataCentre.name;

let app: TestApp;
let script: Awaited<ReturnType<typeof scriptOf>>;
const client = () => new ApiClient(app.url);
beforeAll(async () => {
  app = await startTestApp(FAST);
  script = await scriptOf(app);
});
afterAll(() => app.close());

/** The Cassandra cluster as a script reads it, checked against the reference's CassandraClusterV2. */
async function readCassandra(clusterId: string) {
  const read = await client().call(api.public.getCassandra, { params: { clusterId }, headers: script.headers });
  expect(read.status).toBe(200);
  expect(referenceErrors(referenceSchema('CassandraClusterV2'), read.body)).toEqual([]);
  return api.public.getCassandra.response.parse(read.body);
}
const nodesOf = (cluster: { dataCentres: readonly { nodes: readonly PublicNode[] }[] }) =>
  cluster.dataCentres.flatMap((dc) => dc.nodes);
/** Three of a value: one per node of the three-node clusters here. */
const thrice = <T>(make: () => T): T[] => Array.from({ length: 3 }, make);
const statuses = (nodes: readonly PublicNode[]) => nodes.map((n) => `${n.status} ${n.nodeSize}`);

describe('nodes as the public API answers them', () => {
  it('starts a node’s startTime when it first runs; a resize shows RESIZING, then RUNNING, and keeps it', async () => {
    const createdAt = app.clock.now().toISOString();
    const created = await client().ok(api.public.createCassandra, {
      body: cassandraBody('node-times'),
      headers: script.headers,
    });
    const provisioning = nodesOf(await readCassandra(created.id));
    expect(provisioning.map((n) => [n.status, n.startTime, n.deletionTime])).toEqual(
      thrice(() => ['PROVISIONING', null, null]),
    );

    await settle(app, created.id);
    const running = nodesOf(await readCassandra(created.id));
    const [first] = running;
    const startTime = first?.startTime ?? '';
    expect(startTime > createdAt && startTime <= app.clock.now().toISOString()).toBe(true);
    expect(running.map((n) => [n.status, n.startTime, n.deletionTime])).toEqual(
      thrice(() => ['RUNNING', startTime, null]),
    );

    const put = await client().call(api.public.updateCassandra, {
      params: { clusterId: created.id },
      body: { dataCentres: [{ name: DC, nodeSize: BIGGER_CASSANDRA }] },
      headers: script.headers,
    });
    expect(put.status).toBe(202);
    const old = running[0]?.nodeSize;
    // The update's answer already shows the first node being resized, one at a time after it.
    expect(statuses(nodesOf(api.public.updateCassandra.response.parse(put.body)))).toEqual([
      `RESIZING ${old}`,
      `RUNNING ${old}`,
      `RUNNING ${old}`,
    ]);
    const seen: string[][] = [];
    for (let step = 0; step < 3; step++) {
      app.clock.advance(RESIZE_STEP_MS);
      await app.engine.advance(created.id);
      seen.push(statuses(nodesOf(await readCassandra(created.id))));
    }
    expect(seen).toEqual([
      [`RUNNING ${BIGGER_CASSANDRA}`, `RESIZING ${old}`, `RUNNING ${old}`],
      [`RUNNING ${BIGGER_CASSANDRA}`, `RUNNING ${BIGGER_CASSANDRA}`, `RESIZING ${old}`],
      Array(3).fill(`RUNNING ${BIGGER_CASSANDRA}`),
    ]);
    const after = await readCassandra(created.id);
    expect(after.currentClusterOperationStatus).toBe('NO_OPERATION');
    // A resize does not make the node start again, nor delete one.
    expect(nodesOf(after).map((n) => [n.startTime, n.deletionTime])).toEqual(thrice(() => [startTime, null]));
    expect(after.dataCentres[0]?.deletedNodes).toEqual([]);
  });

  it('shows the console the same RESIZING nodes', async () => {
    const created = await client().ok(api.public.createCassandra, {
      body: cassandraBody('node-console'),
      headers: script.headers,
    });
    await settle(app, created.id);
    const body = { dataCentres: [{ name: DC, nodeSize: BIGGER_CASSANDRA }], resizeSettings: [{ concurrency: 2 }] };
    expect(
      (
        await client().call(api.public.updateCassandra, {
          params: { clusterId: created.id },
          body,
          headers: script.headers,
        })
      ).status,
    ).toBe(202);
    const view = await script.client.ok(api.clusters.get, {
      params: { accountId: script.accountId, clusterId: created.id },
    });
    expect(view.dataCentres[0]?.nodes.map((n) => n.status)).toEqual(['RESIZING', 'RESIZING', 'RUNNING']);
    await settle(app, created.id);
  });

  it('gives nodes an update adds their own startTime when they come up', async () => {
    const created = await client().ok(api.public.createKafka, {
      body: kafkaBody('node-added'),
      headers: script.headers,
    });
    await settle(app, created.id);
    app.clock.advance(60_000);
    const grown = await client().call(api.public.updateKafka, {
      params: { clusterId: created.id },
      body: { dataCentres: [{ name: DC, numberOfNodes: 6 }] },
      headers: script.headers,
    });
    expect(grown.status).toBe(202);
    const during = nodesOf(api.public.updateKafka.response.parse(grown.body));
    expect(during.slice(3).map((n) => [n.status, n.startTime])).toEqual(thrice(() => ['PROVISIONING', null]));

    await settle(app, created.id);
    const read = await client().call(api.public.getKafka, {
      params: { clusterId: created.id },
      headers: script.headers,
    });
    expect(referenceErrors(referenceSchema('KafkaClusterV2'), read.body)).toEqual([]);
    const nodes = nodesOf(api.public.getKafka.response.parse(read.body));
    const [original, added] = [nodes[0]?.startTime ?? '', nodes[3]?.startTime ?? ''];
    expect(nodes.every((n) => n.status === 'RUNNING' && n.deletionTime === null)).toBe(true);
    expect(nodes.map((n) => n.startTime)).toEqual([...Array(3).fill(original), ...Array(3).fill(added)]);
    expect(added > original).toBe(true);
  });
});

describe('deleting a cluster while an update runs', () => {
  it('answers 409 naming why, on the public path and the console’s; once it ends, deletion goes ahead', async () => {
    const created = await client().ok(api.public.createKafka, {
      body: kafkaBody('busy-delete'),
      headers: script.headers,
    });
    await settle(app, created.id);
    const grow = await client().call(api.public.updateKafka, {
      params: { clusterId: created.id },
      body: { dataCentres: [{ name: DC, numberOfNodes: 6 }] },
      headers: script.headers,
    });
    expect(grow.status).toBe(202);

    const refusal = { errors: [{ name: 'CONFLICT', message: MESSAGES.clusters.deleteDuringOperation }] };
    const scripted = await client().call(api.public.deleteKafka, {
      params: { clusterId: created.id },
      headers: script.headers,
    });
    expect(scripted).toMatchObject({ status: 409, body: refusal });
    const clicked = await script.client.call(api.clusters.delete, {
      params: { accountId: script.accountId, clusterId: created.id },
    });
    expect(clicked).toMatchObject({ status: 409, body: refusal });
    // Nothing was lodged: the operation carries on and the cluster stays.
    const during = await script.client.ok(api.clusters.get, {
      params: { accountId: script.accountId, clusterId: created.id },
    });
    expect(during).toMatchObject({ deleteRequestDate: null, currentClusterOperationStatus: 'OPERATION_IN_PROGRESS' });

    await settle(app, created.id);
    const deleted = await client().call(api.public.deleteKafka, {
      params: { clusterId: created.id },
      headers: script.headers,
    });
    expect(deleted.status).toBe(204);
  });

  it('stamps each node’s deletionTime when the deletion takes it away, keeping its startTime', async () => {
    const created = await client().ok(api.public.createCassandra, {
      body: cassandraBody('node-deleted'),
      headers: script.headers,
    });
    await settle(app, created.id);
    const [running] = nodesOf(await readCassandra(created.id));
    expect(running?.deletionTime).toBeNull();
    const deleted = await client().call(api.public.deleteCassandra, {
      params: { clusterId: created.id },
      headers: script.headers,
    });
    expect(deleted.status).toBe(204);
    // DELETING: the nodes are going, not gone.
    app.clock.advance(100);
    await app.engine.advance(created.id);
    expect(nodesOf(await readCassandra(created.id)).map((n) => [n.status, n.deletionTime])).toEqual(
      thrice(() => ['DELETING', null]),
    );
    await settle(app, created.id);
    const gone = app.clock.now();
    // A deleted cluster is not found any more (as Instaclustr's), so its nodes are read where they are kept.
    const read = await client().call(api.public.getCassandra, {
      params: { clusterId: created.id },
      headers: script.headers,
    });
    expect(read.status).toBe(404);
    const rows = await app.context.db.select().from(clusterNodes).where(eq(clusterNodes.clusterId, created.id));
    expect(rows.map((n) => [n.status, n.startTime?.toISOString(), n.deletionTime?.getTime()])).toEqual(
      thrice(() => ['DELETED', running?.startTime, gone.getTime()]),
    );
  });
});
