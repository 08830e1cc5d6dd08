import { api, MESSAGES, type ClusterDetails } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { cassandraBody, cassandraDataCentre, kafkaBody, opensearchBody } from '../../../test/cluster-requests.ts';
import { referenceErrors, referenceSchema } from '../../../test/instaclustr-reference.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditEvents } from '../../platform/db/schema.ts';
import { scriptOf, settle } from './update-test-kit.ts';

// PUT …/clusters/v2/{clusterId} (cluster-management-v2.openapi.json, *ClusterUpdateV2): 202 with the cluster.
const FAST = { SIMULATED_PROVISIONING_SECONDS: '2' } as const;
const BIGGER_CASSANDRA = 'CAS-PRD-r7g.large-800';
const BIGGER_KAFKA = 'KFK-DEV-t4g.medium-80';
const DC = cassandraDataCentre.name;

let app: TestApp;
let script: Awaited<ReturnType<typeof scriptOf>>;
const client = () => new ApiClient(app.url);
const consoleView = (clusterId: string) =>
  script.client.ok(api.clusters.get, { params: { accountId: script.accountId, clusterId } });

async function runningCassandra(name: string): Promise<ClusterDetails> {
  const created = await client().ok(api.public.createCassandra, { body: cassandraBody(name), headers: script.headers });
  await settle(app, created.id);
  return consoleView(created.id);
}
async function runningKafka(name: string): Promise<ClusterDetails> {
  const created = await client().ok(api.public.createKafka, { body: kafkaBody(name), headers: script.headers });
  await settle(app, created.id);
  return consoleView(created.id);
}
const putCassandra = (clusterId: string, body: unknown) =>
  client().call(api.public.updateCassandra, {
    params: { clusterId },
    // Bodies a test sends as a script would: the schema is what is under test.
    body: body as never,
    headers: script.headers,
  });
const putKafka = (clusterId: string, body: unknown) =>
  client().call(api.public.updateKafka, {
    params: { clusterId },
    body: body as never,
    headers: script.headers,
  });
const nodesOf = (cluster: ClusterDetails) => cluster.dataCentres.flatMap((dc) => dc.nodes);

beforeAll(async () => {
  app = await startTestApp(FAST);
  script = await scriptOf(app);
});
afterAll(() => app.close());

describe('an update that only changes settings', () => {
  it('changes tags and description at once, audited, with no operation', async () => {
    const { id } = await runningCassandra('settings-only');
    const answer = await putCassandra(id, {
      description: 'Orders, replicated',
      dataCentres: [{ name: DC, tags: [{ key: 'env', value: 'prod' }] }],
    });
    expect(answer.status).toBe(202);
    const after = await consoleView(id);
    expect(after).toMatchObject({
      description: 'Orders, replicated',
      status: 'RUNNING',
      currentClusterOperationStatus: 'NO_OPERATION',
      tags: { env: 'prod' },
    });
    expect(after.operation).toBeUndefined();
    expect(after.dataCentres[0]?.tags).toEqual([{ key: 'env', value: 'prod' }]);
    const audited = await app.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'CLUSTER_UPDATED'), eq(auditEvents.detail, 'settings-only')));
    expect(audited).toHaveLength(1);
  });
});

describe('an update that changes nodes runs as an operation', () => {
  it('resizes nodes one at a time, then carries the new size, NO_OPERATION again', async () => {
    const { id } = await runningCassandra('resized');
    const answer = await putCassandra(id, { dataCentres: [{ name: DC, nodeSize: BIGGER_CASSANDRA }] });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'RUNNING', currentClusterOperationStatus: 'OPERATION_IN_PROGRESS' });
    expect((await consoleView(id)).operation).toEqual({ kind: 'RESIZING_NODES', done: 0, total: 3 });

    // A resize step is a quarter of the 2 s provisioning time: one node per 500 ms.
    const seen: number[] = [];
    for (let step = 0; step < 3; step++) {
      app.clock.advance(500);
      await app.engine.advance(id);
      const view = await consoleView(id);
      seen.push(nodesOf(view).filter((n) => n.nodeSize === BIGGER_CASSANDRA).length);
    }
    expect(seen).toEqual([1, 2, 3]);
    const after = await consoleView(id);
    expect(after.currentClusterOperationStatus).toBe('NO_OPERATION');
    expect(after.operation).toBeUndefined();
    expect(after.dataCentres[0]?.nodeSize).toBe(BIGGER_CASSANDRA);
    expect(nodesOf(after).every((n) => n.nodeSize === BIGGER_CASSANDRA && n.status === 'RUNNING')).toBe(true);
  });

  it('resizes resizeSettings.concurrency nodes at a time', async () => {
    const { id } = await runningCassandra('resized-together');
    const body = { dataCentres: [{ name: DC, nodeSize: BIGGER_CASSANDRA }], resizeSettings: [{ concurrency: 3 }] };
    expect((await putCassandra(id, body)).status).toBe(202);
    app.clock.advance(500);
    expect(await app.engine.advance(id)).toBe('done');
    expect(nodesOf(await consoleView(id)).map((n) => n.nodeSize)).toEqual(Array(3).fill(BIGGER_CASSANDRA));
  });

  it('grows a Kafka cluster: new brokers come up PROVISIONING → RUNNING on addresses of their own', async () => {
    const { id } = await runningKafka('grown');
    const answer = await putKafka(id, { dataCentres: [{ name: DC, numberOfNodes: 6 }] });
    expect(answer.status).toBe(202);
    const during = await consoleView(id);
    expect(during.operation).toEqual({ kind: 'ADDING_NODES', done: 0, total: 3 });
    expect(nodesOf(during).map((n) => n.status)).toEqual([
      ...Array(3).fill('RUNNING'),
      ...Array(3).fill('PROVISIONING'),
    ]);
    await settle(app, id);
    const after = await consoleView(id);
    expect(after.dataCentres[0]?.numberOfNodes).toBe(6);
    expect(nodesOf(after).every((n) => n.status === 'RUNNING')).toBe(true);
    expect(new Set(nodesOf(after).map((n) => n.privateAddress)).size).toBe(6);
    expect(after.currentClusterOperationStatus).toBe('NO_OPERATION');
  });

  it('adds a Cassandra data centre with its nodes', async () => {
    const { id } = await runningCassandra('two-centres');
    const added = { ...cassandraDataCentre, name: 'AWS_VPC_US_EAST_2', region: 'US_EAST_2', network: '10.1.0.0/16' };
    const answer = await putCassandra(id, { dataCentres: [{ name: DC }, added] });
    expect(answer.status).toBe(202);
    await settle(app, id);
    const after = await consoleView(id);
    expect(after.dataCentres.map((dc) => [dc.name, dc.region, dc.nodes.length])).toEqual([
      [DC, 'US_EAST_1', 3],
      ['AWS_VPC_US_EAST_2', 'US_EAST_2', 3],
    ]);
    expect(
      after.dataCentres[1]?.nodes.every((n) => n.status === 'RUNNING' && n.privateAddress.startsWith('10.1.')),
    ).toBe(true);
  });

  it('takes a Terraform-style PUT of the whole create body that changes nothing immutable', async () => {
    const { id, name } = await runningKafka('terraformed');
    const whole = kafkaBody(name);
    const answer = await putKafka(id, {
      ...whole,
      description: 'Managed by Terraform',
      dataCentres: [{ ...whole.dataCentres[0], numberOfNodes: 6, nodeSize: BIGGER_KAFKA }],
    });
    expect(answer.status).toBe(202);
    // The answer is Instaclustr's KafkaClusterV2, its operation under way, as Terraform polls it.
    expect(referenceErrors(referenceSchema('KafkaClusterV2'), answer.body)).toEqual([]);
    expect(answer.body).toMatchObject({ currentClusterOperationStatus: 'OPERATION_IN_PROGRESS', status: 'RUNNING' });
    await settle(app, id);
    const polled = await client().ok(api.public.getKafka, { params: { clusterId: id }, headers: script.headers });
    expect(polled.currentClusterOperationStatus).toBe('NO_OPERATION');
    const after = await consoleView(id);
    expect(after.description).toBe('Managed by Terraform');
    expect(nodesOf(after).map((n) => n.nodeSize)).toEqual(Array(6).fill(BIGGER_KAFKA));
  });
});

describe('what an update refuses', () => {
  it('names a changed name or version (400)', async () => {
    const { id, name } = await runningKafka('immutable');
    const renamed = await putKafka(id, { ...kafkaBody(name), name: 'another-name' });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toEqual({ errors: [{ name: 'name', message: MESSAGES.updates.cannotChange('name') }] });
    const upgraded = await putKafka(id, { ...kafkaBody(name), kafkaVersion: '4.1.2' });
    expect(upgraded.status).toBe(400);
    expect(errorNames(upgraded.body)).toEqual(['kafkaVersion']);
  });

  it('refuses fewer nodes and an unknown field (400 naming them)', async () => {
    const { id } = await runningKafka('no-shrinking');
    const fewer = await putKafka(id, { dataCentres: [{ name: DC, numberOfNodes: 2 }] });
    expect(fewer.status).toBe(400);
    expect(fewer.body).toEqual({
      errors: [{ name: 'dataCentres.0.numberOfNodes', message: MESSAGES.updates.fewerNodes }],
    });
    const unknown = await putKafka(id, { dataCentres: [{ name: DC }], colour: 'blue' });
    expect(unknown.status).toBe(400);
    expect(errorNames(unknown.body)).toEqual(['colour']);
  });

  it('answers 409 while an operation runs and while the cluster is not RUNNING', async () => {
    const { id } = await runningKafka('busy');
    expect((await putKafka(id, { dataCentres: [{ name: DC, numberOfNodes: 6 }] })).status).toBe(202);
    const again = await putKafka(id, { dataCentres: [{ name: DC, numberOfNodes: 9 }] });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errors: [{ name: 'CONFLICT', message: MESSAGES.updates.busy }] });

    const provisioning = await client().ok(api.public.createKafka, {
      body: kafkaBody('young'),
      headers: script.headers,
    });
    const early = await putKafka(provisioning.id, { dataCentres: [{ name: DC, numberOfNodes: 6 }] });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ errors: [{ name: 'CONFLICT', message: MESSAGES.updates.notRunning }] });
  });

  it('makes one operation of two updates sent at once; the other is 409', async () => {
    const { id } = await runningKafka('raced-update');
    const answers = await Promise.all([
      putKafka(id, { dataCentres: [{ name: DC, numberOfNodes: 6 }] }),
      putKafka(id, { dataCentres: [{ name: DC, numberOfNodes: 9 }] }),
    ]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([202, 409]);
    // Two looks at once, as two server instances would take: the step is carried out once.
    app.clock.advance(500);
    await Promise.all([app.engine.advance(id), app.engine.advance(id)]);
    const after = await consoleView(id);
    expect(nodesOf(after).length).toBe(after.dataCentres[0]?.numberOfNodes);
    expect(after.currentClusterOperationStatus).toBe('NO_OPERATION');
    const audited = await app.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'CLUSTER_UPDATED'), eq(auditEvents.detail, 'raced-update')));
    expect(audited).toHaveLength(1);
  });

  it("answers 404 for another application's path and another account's cluster", async () => {
    const { id } = await runningKafka('elsewhere');
    expect((await putCassandra(id, { dataCentres: [{ name: DC }] })).status).toBe(404);
    const other = await scriptOf(app);
    const theirs = await client().call(api.public.updateKafka, {
      params: { clusterId: id },
      body: { dataCentres: [{ name: DC, numberOfNodes: 6 }] },
      headers: other.headers,
    });
    expect(theirs.status).toBe(404);
    expect(nodesOf(await consoleView(id))).toHaveLength(3);
  });

  it('refuses OpenSearch fewer data nodes, and takes a larger count', async () => {
    const created = await client().ok(api.public.createOpensearch, {
      body: opensearchBody('searching'),
      headers: script.headers,
    });
    await settle(app, created.id);
    const put = (body: unknown) =>
      client().call(api.public.updateOpensearch, {
        params: { clusterId: created.id },
        body: body as never,
        headers: script.headers,
      });
    expect(errorNames((await put({ dataNodes: [{ nodeCount: 2 }] })).body)).toEqual(['dataNodes.0.nodeCount']);
    expect((await put({ dataNodes: [{ nodeCount: 6 }] })).status).toBe(202);
    await settle(app, created.id);
    const after = await consoleView(created.id);
    expect(nodesOf(after).filter((n) => n.nodeRoles.includes('OPENSEARCH_DATA'))).toHaveLength(6);
    expect(new Set(nodesOf(after).map((n) => n.privateAddress)).size).toBe(nodesOf(after).length);
  });
});
