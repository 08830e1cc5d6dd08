import { api, MESSAGES, publicRequestBody, ZOOKEEPER_KAFKA_VERSIONS, type Endpoint } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { referenceErrors, referenceSchema } from '../../../test/instaclustr-reference.ts';
import { signedInMember } from '../../../test/members.ts';
import { operatorCassandra, operatorKafka, operatorOpensearch } from '../../../test/replays/kubernetes-operator.ts';
import {
  terraformCassandra,
  terraformKafka,
  terraformOpensearch,
  withKafkaCdcId,
} from '../../../test/replays/terraform-docs.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { keyHeaders } from '../encryption-keys/encryption-keys-test-kit.ts';

let app: TestApp;
let script: ApiClient;
let owner: Awaited<ReturnType<typeof signedInMember>>;
let headers: Record<string, string>;
/** The Terraform Cassandra example with its Debezium connector aimed at a Kafka data centre of the account. */
let cassandraExample: ReturnType<typeof withKafkaCdcId>;
beforeAll(async () => {
  app = await startTestApp();
  script = new ApiClient(app.url);
  owner = await signedInMember(app, 'OWNER');
  headers = await keyHeaders(owner, 'PROVISIONING');
  const cdcTarget = await script.ok(api.public.createKafka, {
    body: { ...terraformKafka, name: 'cdc-target' },
    headers,
  });
  cassandraExample = withKafkaCdcId(cdcTarget.dataCentres[0]?.id ?? '');
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };
const RESOURCES = '/cluster-management/v2/resources/applications';

/** Each application's resource: its path segment, the reference's schema and its endpoints. */
const RESOURCE = {
  cassandra: { schema: 'CassandraClusterV2', get: api.public.getCassandra, delete: api.public.deleteCassandra },
  kafka: { schema: 'KafkaClusterV2', get: api.public.getKafka, delete: api.public.deleteKafka },
  opensearch: { schema: 'OpenSearchClusterV2', get: api.public.getOpensearch, delete: api.public.deleteOpensearch },
} as const;
type Resource = keyof typeof RESOURCE;

/** Each replay's body, read when its test runs (the Cassandra example's needs the account's Kafka data centre). */
const REPLAYS: [string, Resource, () => Record<string, unknown>, string][] = [
  ['Terraform documentation', 'cassandra', () => cassandraExample, ''], // with its Debezium connector
  ['Terraform documentation', 'kafka', () => terraformKafka, ''], // with its dedicated ZooKeeper
  ['Terraform documentation', 'opensearch', () => terraformOpensearch, '/'], // the reference's OpenSearch create path
  ['Kubernetes operator', 'cassandra', () => operatorCassandra, '/'],
  ['Kubernetes operator', 'kafka', () => operatorKafka, '/'],
  ['Kubernetes operator', 'opensearch', () => operatorOpensearch, '/'],
];

/** The Terraform Kafka example on a version that runs KRaft only, so without its dedicated ZooKeeper. */
const { dedicatedZookeeper: _zookeeper, ...kraftKafka } = { ...terraformKafka, kafkaVersion: '4.2.1' as const };

describe('replays of real clients’ request bodies', () => {
  it.each(REPLAYS)(
    '%s, %s: accepted (202), answered and read back with every field sent, in the reference’s shape',
    async (_client, resource, bodyOf, slash) => {
      const body = bodyOf();
      const { schema, get } = RESOURCE[resource];
      const created = await script.raw('POST', `${RESOURCES}/${resource}/clusters/v2${slash}`, {
        body: JSON.stringify(body),
        headers: { ...headers, ...json },
      });
      expect(created).toMatchObject({ status: 202 }); // the body shows in a failure
      expect(referenceErrors(referenceSchema(schema), created.body)).toEqual([]);
      // Everything sent comes back as sent (nulls meant "none", read-only state is not input).
      expect(created.body).toMatchObject(publicRequestBody(body) as Record<string, unknown>);

      const { id } = created.body as { id: string };
      const read = await script.call(get, { params: { clusterId: id }, headers });
      expect(read.status).toBe(200);
      expect(referenceErrors(referenceSchema(schema), read.body)).toEqual([]);
      expect(read.body).toMatchObject(publicRequestBody(body) as Record<string, unknown>);
      expect(read.body).toMatchObject({ currentClusterOperationStatus: 'OPERATION_IN_PROGRESS', status: 'GENESIS' });

      // What a script creates the console shows.
      const inConsole = await owner.client.ok(api.clusters.get, {
        params: { accountId: owner.accountId, clusterId: id },
      });
      expect(inConsole.name).toBe(body.name);
    },
  );
});

describe('answers in the reference’s shapes', () => {
  it('lists the account’s clusters as AccountClustersV2, with ?search=name:', async () => {
    const created = await script.ok(api.public.createKafka, {
      body: { ...terraformKafka, name: 'listed-kafka' },
      headers,
    });
    const all = await script.call(api.public.listClusters, { headers });
    expect(referenceErrors({ type: 'array', items: referenceSchema('AccountClustersV2') }, all.body)).toEqual([]);
    expect(all.body).toEqual([
      { accountId: owner.accountId, clusters: expect.arrayContaining([{ id: created.id, application: 'KAFKA' }]) },
    ]);
    const trailing = await script.raw(
      'GET',
      '/cluster-management/v2/data-sources/clusters/v2/?search=name:listed-kafka',
      {
        headers,
      },
    );
    expect(trailing.body).toEqual([
      { accountId: owner.accountId, clusters: [{ id: created.id, application: 'KAFKA' }] },
    ]);
    const none = await script.ok(api.public.listClusters, { query: { search: 'name:nobody' }, headers });
    expect(none).toEqual([{ accountId: owner.accountId, clusters: [] }]);
    const bad = await script.call(api.public.listClusters, { query: { search: 'listed-kafka' }, headers });
    expect(bad.status).toBe(400);
    expect(errorNames(bad.body)).toEqual(['search']);
  });

  it('deletes with 204 and no body; a cluster of another application is a JSON 404 there', async () => {
    const created = await script.ok(api.public.createCassandra, {
      body: { ...cassandraExample, name: 'deleted-cassandra', twoFactorDelete: [] },
      headers,
    });
    const params = { clusterId: created.id };
    const elsewhere = await script.call(api.public.getKafka, { params, headers });
    expect(elsewhere.status).toBe(404);
    expect(referenceErrors(referenceSchema('ErrorListResponseV2'), elsewhere.body)).toEqual([]);
    expect((await script.call(api.public.deleteKafka, { params, headers })).status).toBe(404);

    const deleted = await script.call(api.public.deleteCassandra, { params, headers });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe('');
    const again = await script.call(api.public.deleteCassandra, { params, headers });
    expect(again.status).toBe(409);
    expect(referenceErrors(referenceSchema('ErrorListResponseV2'), again.body)).toEqual([]);
  });

  it('answers node roles by the real names, and no field of another application or of the console', async () => {
    const kafka = await script.ok(api.public.createKafka, {
      body: { ...kraftKafka, name: 'roles-kafka' },
      headers,
    });
    const roles = kafka.dataCentres[0]?.nodes.map((node) => node.nodeRoles);
    expect(roles).toEqual([
      ['KAFKA_BROKER', 'KAFKA_KRAFT_CONTROLLER'],
      ['KAFKA_BROKER', 'KAFKA_KRAFT_CONTROLLER'],
      ['KAFKA_BROKER', 'KAFKA_KRAFT_CONTROLLER'],
    ]);
    const raw = (await script.call(api.public.getKafka, { params: { clusterId: kafka.id }, headers })).body;
    for (const field of ['cassandraVersion', 'opensearchVersion', 'provisioningDetails', 'connection', 'application'])
      expect(raw).not.toHaveProperty(field);
    const search = await script.ok(api.public.createOpensearch, {
      body: { ...terraformOpensearch, name: 'roles-search' },
      headers,
    });
    expect(new Set(search.dataCentres[0]?.nodes.flatMap((node) => node.nodeRoles))).toEqual(
      new Set(['OPENSEARCH_MASTER', 'OPENSEARCH_DATA']),
    );
  });
});

describe('fields refused by name, never dropped', () => {
  const refusals: [string, Endpoint, Record<string, unknown>, string, string][] = [
    [
      "a Kafka data centre's replicationFactor (not a field of the real API)",
      api.public.createKafka,
      { ...terraformKafka, dataCentres: [{ ...terraformKafka.dataCentres[0], replicationFactor: 3 }] },
      'dataCentres.0.replicationFactor',
      MESSAGES.requests.unknownField,
    ],
    [
      'dedicated ZooKeeper nodes on a Kafka version that runs KRaft only',
      api.public.createKafka,
      { ...terraformKafka, kafkaVersion: '4.2.1' },
      'dedicatedZookeeper',
      MESSAGES.clusterRequests.zookeeperKraftOnly('4.2.1', ZOOKEEPER_KAFKA_VERSIONS),
    ],
    [
      'a field of the Debezium block Instaclustr does not have',
      api.public.createCassandra,
      {
        ...terraformCassandra,
        dataCentres: terraformCassandra.dataCentres.map((dc) =>
          'debezium' in dc ? { ...dc, debezium: dc.debezium?.map((entry) => ({ ...entry, topic: 'cdc' })) } : dc,
        ),
      },
      'dataCentres.1.debezium.0.topic',
      MESSAGES.requests.unknownField,
    ],
    [
      'Private Link on',
      api.public.createOpensearch,
      { ...terraformOpensearch, dataCentres: [{ ...terraformOpensearch.dataCentres[0], privateLink: true }] },
      'dataCentres.0.privateLink',
      MESSAGES.notOffered.privateLink,
    ],
    [
      'an unknown root field',
      api.public.createCassandra,
      { ...terraformCassandra, colour: 'blue' },
      'colour',
      MESSAGES.requests.unknownField,
    ],
  ];
  it.each(refusals)('%s: 400 naming it', async (_case, endpoint, body, field, message) => {
    const response = await script.call(endpoint, { body, headers });
    expect(response.status).toBe(400);
    expect(referenceErrors(referenceSchema('ErrorListResponseV2'), response.body)).toEqual([]);
    expect(response.body).toEqual({ errors: [{ name: field, message }] });
  });
});

describe('unknown paths under the API prefixes', () => {
  it.each([
    ['GET', '/cluster-management/v2/resources/applications/postgresql/clusters/v2'],
    ['POST', '/cluster-management/v2/resources/applications/redis/clusters/v2/'],
    ['GET', '/cluster-management/v2/operations/generate-terraform-code/v3'],
    ['GET', '/cluster-management/v2/data-sources/clusters/v3/'],
    ['GET', '/cluster-management/'],
    ['GET', '/monitoring/v1/'],
    ['GET', '/monitoring/v2/clusters/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/v1/accounts/'],
    ['GET', '/api/nothing.json'],
    // /scim/v2 answers in SCIM's own error shape (modules/scim); the rest of /scim in ours.
    ['PUT', '/scim/v1/Groups'],
  ])('%s %s is a JSON 404', async (method, path) => {
    const response = await script.raw(method, path, { headers });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(errorNames(response.body)).toEqual(['NOT_FOUND']);
  });
});
