import { api, APPLICATION_VERSIONS, MESSAGES, ZOOKEEPER_KAFKA_VERSIONS, type Endpoint } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse } from '../../../test/api-client.ts';
import { cassandraBody, kafkaBody } from '../../../test/cluster-requests.ts';
import { referenceErrors, referenceSchema } from '../../../test/instaclustr-reference.ts';
import { terraformKafka, withKafkaCdcId } from '../../../test/replays/terraform-docs.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { scriptOf, settle } from './update-test-kit.ts';

/**
 * The create and update rules Instaclustr's clients meet (issue 33 §3), through the real HTTP API:
 * Cassandra's Debezium connector, Kafka's dedicated ZooKeeper, the version policy, mTLS, the
 * Karapace REST Proxy's Schema Registry and the replication factor against the brokers. A rule
 * the console's create route shares is checked there too.
 */

const FAST = { SIMULATED_PROVISIONING_SECONDS: '2' } as const;
const rules = MESSAGES.clusterRequests;

let app: TestApp;
let script: Awaited<ReturnType<typeof scriptOf>>;
let stranger: Awaited<ReturnType<typeof scriptOf>>;
/** A data centre of a Kafka cluster of the script's account, and one of another account's. */
let kafkaDataCentre: string;
let strangersKafkaDataCentre: string;
/** The script's Kafka cluster's own id: not a data centre's. */
let kafkaCluster: string;

const client = () => new ApiClient(app.url);
/** A body sent as a script would: the request's rules are what is under test. */
const publicCall = (endpoint: Endpoint, body: unknown, params?: Record<string, string>) =>
  client().call(endpoint, { body: body as never, params: params as never, headers: script.headers });
const consoleCall = (endpoint: Endpoint, body: unknown) =>
  script.client.call(endpoint, { params: { accountId: script.accountId } as never, body: body as never });

/** What a refusal says: its status, what the reference's error schema finds wrong with it, its body. */
const refusal = (response: ApiResponse) => ({
  status: response.status,
  notInReferenceShape: referenceErrors(referenceSchema('ErrorListResponseV2'), response.body),
  body: response.body,
});
/** A 400 with exactly this one field error, in the reference's error shape. */
const only = (name: string, message: string) => ({
  status: 400,
  notInReferenceShape: [],
  body: { errors: [{ name, message }] },
});

const dataCentresOf = (body: unknown) =>
  (body as { dataCentres: { id: string; debezium?: unknown; nodes: { nodeRoles: string[] }[] }[] }).dataCentres;

beforeAll(async () => {
  app = await startTestApp(FAST);
  script = await scriptOf(app);
  stranger = await scriptOf(app);
  const own = await client().ok(api.public.createKafka, { body: kafkaBody('cdc-target'), headers: script.headers });
  kafkaDataCentre = own.dataCentres[0]?.id ?? '';
  kafkaCluster = own.id;
  const theirs = await client().ok(api.public.createKafka, {
    body: kafkaBody('their-kafka'),
    headers: stranger.headers,
  });
  strangersKafkaDataCentre = theirs.dataCentres[0]?.id ?? '';
});
afterAll(() => app.close());

describe('Cassandra data centres take debezium', () => {
  it('stores the Terraform example’s connector and answers it back, so a Terraform PUT of it changes nothing', async () => {
    const body = { ...withKafkaCdcId(kafkaDataCentre), name: 'cdc-orders', twoFactorDelete: [] };
    const created = await publicCall(api.public.createCassandra, body);
    expect(created.status).toBe(202);
    const { id } = created.body as { id: string };
    const read = await publicCall(api.public.getCassandra, undefined, { clusterId: id });
    expect(referenceErrors(referenceSchema('CassandraClusterV2'), read.body)).toEqual([]);
    const [first, second] = dataCentresOf(read.body);
    expect(first?.debezium).toEqual([]);
    expect(second?.debezium).toEqual([
      { kafkaCdcId: kafkaDataCentre, kafkaTopicPrefix: 'MyTopicPrefix', kafkaVpcType: 'VPC_PEERED', version: '2.0.1' },
    ]);

    await settle(app, id);
    // The provider PUTs the resource as its POST describes it: the same connector is no change.
    const same = await publicCall(api.public.updateCassandra, body, { clusterId: id });
    expect(same.status).toBe(202);
    expect(dataCentresOf(same.body)[1]?.debezium).toEqual(second?.debezium);
  });

  it('takes a changed connector in an update (updatable in Instaclustr’s provider), its Kafka data centre checked again', async () => {
    const body = { ...withKafkaCdcId(kafkaDataCentre), name: 'cdc-updated', twoFactorDelete: [] };
    const { id } = (await publicCall(api.public.createCassandra, body)).body as { id: string };
    await settle(app, id);
    const [first, second] = body.dataCentres;
    const entry = second?.debezium?.[0];
    const withPrefix = (kafkaTopicPrefix: string, kafkaCdcId = kafkaDataCentre) => ({
      dataCentres: [
        { name: first?.name },
        { name: second?.name, debezium: [{ ...entry, kafkaTopicPrefix, kafkaCdcId }] },
      ],
    });

    const changed = await publicCall(api.public.updateCassandra, withPrefix('orders.cdc'), { clusterId: id });
    expect(changed.status).toBe(202);
    const read = await publicCall(api.public.getCassandra, undefined, { clusterId: id });
    expect(dataCentresOf(read.body)[1]?.debezium).toEqual([{ ...entry, kafkaTopicPrefix: 'orders.cdc' }]);

    const elsewhere = await publicCall(api.public.updateCassandra, withPrefix('orders.cdc', strangersKafkaDataCentre), {
      clusterId: id,
    });
    expect(refusal(elsewhere)).toEqual(only('dataCentres.1.debezium.0.kafkaCdcId', rules.debezium.kafkaCdcIdNotFound));
  });

  it('refuses a kafkaCdcId that is not a data centre of one of the account’s Kafka clusters, naming it', async () => {
    const cassandra = await client().ok(api.public.createCassandra, {
      body: cassandraBody('not-a-kafka'),
      headers: script.headers,
    });
    const notKafka = cassandra.dataCentres[0]?.id ?? '';
    for (const [kafkaCdcId, i] of [
      ['7d3c1f0e-5b6a-4c2d-8e9f-0a1b2c3d4e5f', 0], // no data centre at all
      [strangersKafkaDataCentre, 1], // another account's Kafka
      [notKafka, 2], // the account's own, of a Cassandra cluster
      [kafkaCluster, 3], // the Kafka cluster's id, not its data centre's
    ] as const) {
      const response = await publicCall(api.public.createCassandra, {
        ...withKafkaCdcId(kafkaCdcId),
        name: `cdc-refused-${i}`,
      });
      expect(refusal(response)).toEqual(only('dataCentres.1.debezium.0.kafkaCdcId', rules.debezium.kafkaCdcIdNotFound));
    }
  });

  it('holds the console’s create route to the same rules', async () => {
    const unknown = await consoleCall(api.clusters.createCassandra, {
      ...withKafkaCdcId(strangersKafkaDataCentre),
      name: 'console-cdc',
    });
    expect(refusal(unknown)).toEqual(only('dataCentres.1.debezium.0.kafkaCdcId', rules.debezium.kafkaCdcIdNotFound));
    const example = withKafkaCdcId(kafkaDataCentre);
    const vpc = await consoleCall(api.clusters.createCassandra, {
      ...example,
      name: 'console-cdc',
      dataCentres: example.dataCentres.map((dc) =>
        'debezium' in dc ? { ...dc, debezium: dc.debezium?.map((e) => ({ ...e, kafkaVpcType: 'SEPARATE_VPC' })) } : dc,
      ),
    });
    expect(refusal(vpc)).toEqual(only('dataCentres.1.debezium.0.kafkaVpcType', rules.debezium.kafkaVpcType));
    const accepted = await consoleCall(api.clusters.createCassandra, { ...example, name: 'console-cdc' });
    expect(accepted.status).toBe(202);
  });
});

describe('Kafka takes dedicatedZookeeper where the version still has ZooKeeper', () => {
  it('accepts the Terraform example on Kafka 3.x: answered as sent, its brokers no KRaft controllers', async () => {
    const created = await publicCall(api.public.createKafka, { ...terraformKafka, name: 'zk-kafka' });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ dedicatedZookeeper: terraformKafka.dedicatedZookeeper, kraft: [] });
    const roles = dataCentresOf(created.body)[0]?.nodes.map((node) => node.nodeRoles);
    expect(roles).toEqual([['KAFKA_BROKER'], ['KAFKA_BROKER'], ['KAFKA_BROKER']]);
  });

  it('refuses it on a version that runs KRaft only, saying why, from the console too', async () => {
    for (const kafkaVersion of APPLICATION_VERSIONS.KAFKA.filter((v) => !ZOOKEEPER_KAFKA_VERSIONS.includes(v))) {
      const body = { ...terraformKafka, name: 'zk-on-kraft', kafkaVersion };
      const message = rules.zookeeperKraftOnly(kafkaVersion, ZOOKEEPER_KAFKA_VERSIONS);
      expect(message).toContain('KRaft only');
      expect(refusal(await publicCall(api.public.createKafka, body))).toEqual(only('dedicatedZookeeper', message));
      expect(refusal(await consoleCall(api.clusters.createKafka, body))).toEqual(only('dedicatedZookeeper', message));
    }
  });

  it('refuses it beside a kraft entry: a cluster runs one or the other', async () => {
    const body = { ...terraformKafka, name: 'zk-and-kraft', kraft: [{ controllerNodeCount: 3 }] };
    expect(refusal(await publicCall(api.public.createKafka, body))).toEqual(only('kraft', rules.zookeeperWithKraft));
  });
});

describe('versions no longer offered', () => {
  it('are refused with the offered versions, and the one to use for the same major.minor', async () => {
    const replaced = await publicCall(api.public.createKafka, { ...kafkaBody('old-kafka'), kafkaVersion: '3.9.0' });
    expect(refusal(replaced)).toEqual(
      only('kafkaVersion', rules.versionNotOffered('3.9.0', APPLICATION_VERSIONS.KAFKA, '3.9.2')),
    );
    expect(JSON.stringify(replaced.body)).toContain('use 3.9.2. Offered versions: 3.9.2, 4.1.2, 4.2.1');

    const gone = await publicCall(api.public.createKafka, { ...kafkaBody('old-kafka'), kafkaVersion: '3.7.0' });
    expect(refusal(gone)).toEqual(
      only('kafkaVersion', rules.versionNotOffered('3.7.0', APPLICATION_VERSIONS.KAFKA, null)),
    );

    const cassandra = await consoleCall(api.clusters.createCassandra, {
      ...cassandraBody('old-cassandra'),
      cassandraVersion: '4.1.3',
    });
    expect(refusal(cassandra)).toEqual(
      only('cassandraVersion', rules.versionNotOffered('4.1.3', APPLICATION_VERSIONS.APACHE_CASSANDRA, '4.1.10')),
    );
  });
});

/** The test account's Kafka body with some fields of another value. */
const kafka = (name: string, fields: Record<string, unknown>) => ({ ...kafkaBody(name), ...fields });
/** A Karapace REST Proxy without the Schema Registry, integrated with it or not. */
const proxy = (integrateRestProxyWithSchemaRegistry: boolean) =>
  kafka('proxy-kafka', {
    karapaceSchemaRegistry: [],
    karapaceRestProxy: [{ integrateRestProxyWithSchemaRegistry, version: '3.15.0' }],
  });

describe('Kafka’s rules across fields', () => {
  it('mTLS needs client encryption', async () => {
    const mtls = kafka('mtls-kafka', { clientBrokerAuthWithMtls: true, clientToClusterEncryption: false });
    expect(refusal(await publicCall(api.public.createKafka, mtls))).toEqual(
      only('clientBrokerAuthWithMtls', rules.mtlsNeedsEncryption),
    );
    expect(refusal(await consoleCall(api.clusters.createKafka, mtls))).toEqual(
      only('clientBrokerAuthWithMtls', rules.mtlsNeedsEncryption),
    );
    const encrypted = await publicCall(api.public.createKafka, { ...mtls, clientToClusterEncryption: true });
    expect(encrypted.status).toBe(202);
    expect(encrypted.body).toMatchObject({ clientBrokerAuthWithMtls: true, clientToClusterEncryption: true });
  });

  it('a Karapace REST Proxy integrated with the Schema Registry needs the Schema Registry; alone it does not', async () => {
    const field = 'karapaceRestProxy.0.integrateRestProxyWithSchemaRegistry';
    expect(refusal(await publicCall(api.public.createKafka, proxy(true)))).toEqual(
      only(field, rules.restProxyNeedsSchemaRegistry),
    );
    expect(refusal(await consoleCall(api.clusters.createKafka, proxy(true)))).toEqual(
      only(field, rules.restProxyNeedsSchemaRegistry),
    );
    expect((await publicCall(api.public.createKafka, proxy(false))).status).toBe(202);
  });

  it('refuses a default replication factor above the brokers of the data centre', async () => {
    const tooMany = kafka('replicas-kafka', { defaultReplicationFactor: 5 });
    const message = rules.replicationFactorAboveBrokers(5, 3);
    expect(refusal(await publicCall(api.public.createKafka, tooMany))).toEqual(
      only('defaultReplicationFactor', message),
    );
    expect(refusal(await consoleCall(api.clusters.createKafka, tooMany))).toEqual(
      only('defaultReplicationFactor', message),
    );
  });
});
