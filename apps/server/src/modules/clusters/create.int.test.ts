import { api, LIMITS, MESSAGES } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { cassandraBody, cassandraDataCentre, kafkaBody, opensearchBody } from '../../../test/cluster-requests.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accounts, clusterEvents } from '../../platform/db/schema.ts';

let app: TestApp;
let owner: ApiClient;
let accountId: string;

const signedIn = async (role: 'OWNER' | 'CLUSTER_ADMIN' | 'BILLING' | 'READ_ONLY', account = accountId) => {
  const member = await createMember(app.context.db, account, role);
  const client = new ApiClient(app.url);
  await client.signIn(member.username, TEST_PASSWORD);
  return client;
};

beforeAll(async () => {
  app = await startTestApp();
  accountId = await createAccount(app.context.db);
  owner = await signedIn('OWNER');
});
afterAll(() => app.close());

describe('creating clusters through the console API', () => {
  it('creates a Cassandra cluster: 202, GENESIS, nodes laid out, add-ons and tags on the card', async () => {
    const response = await owner.call(api.clusters.createCassandra, {
      params: { accountId },
      body: cassandraBody('orders-db'),
    });
    expect(response.status).toBe(202);
    const cluster = api.clusters.get.response.parse(response.body);
    expect(cluster).toMatchObject({
      name: 'orders-db',
      status: 'GENESIS',
      application: 'APACHE_CASSANDRA',
      applicationVersion: '5.0.6',
      cassandraVersion: '5.0.6',
      luceneEnabled: true,
      currentClusterOperationStatus: 'OPERATION_IN_PROGRESS',
      tags: { team: 'orders' },
      connection: { defaultUsername: 'iccassandra', ports: [{ name: 'CQL', port: 9042 }] },
    });
    expect(cluster.otherBundles.map((b) => b.bundleType.name)).toEqual(['CASSANDRA_LUCENE']);
    const nodes = cluster.dataCentres[0]?.nodes ?? [];
    expect(nodes.map((n) => [n.rack, n.privateAddress, n.status])).toEqual([
      ['us-east-1a', '10.0.0.10', 'PROVISIONING'],
      ['us-east-1b', '10.0.0.11', 'PROVISIONING'],
      ['us-east-1c', '10.0.0.12', 'PROVISIONING'],
    ]);
    const listed = await owner.ok(api.clusters.list, { params: { accountId }, query: {} });
    expect(listed.results.map((c) => c.name)).toContain('orders-db');
    const events = await app.context.db.select().from(clusterEvents).where(eq(clusterEvents.clusterId, cluster.id));
    expect(events.map((e) => e.toStatus)).toEqual(['GENESIS']);
  });

  it('creates a Kafka cluster with KRaft controllers and Karapace', async () => {
    const cluster = await owner.ok(api.clusters.createKafka, {
      params: { accountId },
      body: kafkaBody('events-kafka'),
    });
    expect(cluster).toMatchObject({ application: 'KAFKA', kafkaVersion: '4.2.1', kraft: [{ controllerNodeCount: 3 }] });
    expect(cluster.dataCentres[0]?.nodes.every((n) => n.nodeRoles.includes('KAFKA_CONTROLLER'))).toBe(true);
    expect(cluster.connection.ports.map((p) => p.port)).toEqual([9092, 8085]);
  });

  it('creates an OpenSearch cluster with data, manager and dashboards nodes', async () => {
    const cluster = await owner.ok(api.clusters.createOpensearch, {
      params: { accountId },
      body: opensearchBody('search-os'),
    });
    const roles = cluster.dataCentres[0]?.nodes.map((n) => n.nodeRoles.join('+'));
    expect(roles).toEqual([
      'OPENSEARCH_DATA+OPENSEARCH_CLUSTER_MANAGER',
      'OPENSEARCH_DATA+OPENSEARCH_CLUSTER_MANAGER',
      'OPENSEARCH_DATA+OPENSEARCH_CLUSTER_MANAGER',
      'OPENSEARCH_DASHBOARDS',
    ]);
    expect(cluster.dataCentres[0]?.numberOfNodes).toBe(4);
    expect(cluster.otherBundles.map((b) => b.bundleType.name)).toEqual(['OPENSEARCH_DASHBOARDS']);
  });

  it('starts the free trial with the first cluster of an account without billing details', async () => {
    const fresh = await createAccount(app.context.db);
    const client = await signedIn('CLUSTER_ADMIN', fresh);
    expect(await client.ok(api.accounts.freeTrial, { params: { accountId: fresh } })).toMatchObject({
      status: 'NOT_STARTED',
    });
    expect(await client.ok(api.clusters.createInfo, { params: { accountId: fresh } })).toMatchObject({
      startsFreeTrial: true,
      creationAllowed: true,
    });
    const cluster = await client.ok(api.clusters.createKafka, {
      params: { accountId: fresh },
      body: kafkaBody('first-one'),
    });
    expect(cluster.freeTrialPending).toBe(true);
    expect(cluster.freeTrialExpires).toBe(
      new Date(app.clock.now().getTime() + LIMITS.freeTrialDays * 86_400_000).toISOString(),
    );
    expect(await client.ok(api.accounts.freeTrial, { params: { accountId: fresh } })).toMatchObject({
      status: 'STARTED',
      daysRemaining: 14,
    });
  });

  it('answers 400 naming the field for invalid bodies, and nothing is created', async () => {
    const before = (await owner.ok(api.clusters.list, { params: { accountId }, query: {} })).total;
    const bad = {
      ...cassandraBody('x'),
      dataCentres: [{ ...cassandraDataCentre, network: '8.8.0.0/16', numberOfNodes: 4 }],
    };
    const response = await owner.call(api.clusters.createCassandra, { params: { accountId }, body: bad });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual(
      expect.arrayContaining(['name', 'dataCentres.0.network', 'dataCentres.0.numberOfNodes']),
    );
    expect((await owner.ok(api.clusters.list, { params: { accountId }, query: {} })).total).toBe(before);
  });

  it('checks regions and node sizes against the catalogue', async () => {
    const body = {
      ...cassandraBody('catalogue-check'),
      dataCentres: [{ ...cassandraDataCentre, region: 'MOON_BASE_1' }],
    };
    const response = await owner.call(api.clusters.createCassandra, { params: { accountId }, body });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toContain('dataCentres.0.region');
  });

  it('refuses a second live cluster of the same name with 409', async () => {
    const response = await owner.call(api.clusters.createKafka, {
      params: { accountId },
      body: kafkaBody('EVENTS-KAFKA'),
    });
    expect(response.status).toBe(409);
    expect(errorNames(response.body)).toEqual(['name']);
  });

  it('lets only one of two simultaneous creates of a name through', async () => {
    const responses = await Promise.all(
      ['Twin-Name', 'twin-name'].map((name) =>
        owner.call(api.clusters.createKafka, { params: { accountId }, body: kafkaBody(name) }),
      ),
    );
    expect(responses.map((r) => r.status).toSorted()).toEqual([202, 409]);
  });

  it('forbids READ_ONLY and BILLING users with 403', async () => {
    for (const role of ['READ_ONLY', 'BILLING'] as const) {
      const client = await signedIn(role);
      const response = await client.call(api.clusters.createKafka, {
        params: { accountId },
        body: kafkaBody(`by-${role.toLowerCase()}`),
      });
      expect(response.status).toBe(403);
      expect(await client.ok(api.clusters.createInfo, { params: { accountId } })).toMatchObject({
        creationAllowed: false,
        creationBlockedReason: MESSAGES.clusters.createNotPermitted,
      });
    }
  });

  it('refuses creation with 403 when the account may not create clusters', async () => {
    const closed = await createAccount(app.context.db, { clusterCreationAllowed: false });
    const client = await signedIn('OWNER', closed);
    const response = await client.call(api.clusters.createKafka, {
      params: { accountId: closed },
      body: kafkaBody('not-allowed'),
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ errors: [{ name: 'FORBIDDEN', message: MESSAGES.clusters.creationNotAllowed }] });
  });

  it('forces PCI compliance mode and its dependents when the security settings say so', async () => {
    const strict = await createAccount(app.context.db, { forcePciForNewClusters: true, billingCountry: 'AU' });
    const client = await signedIn('OWNER', strict);
    expect(await client.ok(api.clusters.createInfo, { params: { accountId: strict } })).toMatchObject({
      forcePciForNewClusters: true,
      gstApplies: true,
    });
    const cluster = await client.ok(api.clusters.createCassandra, {
      params: { accountId: strict },
      body: { ...cassandraBody('pci-forced'), passwordAndUserAuth: false },
    });
    expect(cluster).toMatchObject({ pciComplianceMode: true, passwordAndUserAuth: true });
    expect(cluster.dataCentres[0]?.clientToClusterEncryption).toBe(true);
    await app.context.db.update(accounts).set({ invoiced: true }).where(eq(accounts.id, strict));
    expect(await client.ok(api.clusters.createInfo, { params: { accountId: strict } })).toMatchObject({
      gstApplies: false,
    });
  });

  it('reveals the default password only to roles allowed to see credentials', async () => {
    const cluster = await owner.ok(api.clusters.createKafka, {
      params: { accountId },
      body: kafkaBody('with-password'),
    });
    const credentials = await owner.ok(api.clusters.credentials, { params: { accountId, clusterId: cluster.id } });
    expect(credentials.username).toBe('ickafka');
    expect(credentials.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(JSON.stringify(cluster)).not.toContain(credentials.password);
    const readOnly = await signedIn('READ_ONLY');
    expect(
      (await readOnly.call(api.clusters.credentials, { params: { accountId, clusterId: cluster.id } })).status,
    ).toBe(403);
  });
});

describe('the Instaclustr-compatible public API', () => {
  it('answers 401 with a basic-auth challenge to an unknown key, for every public endpoint', async () => {
    const anonymous = new ApiClient(app.url);
    for (const endpoint of Object.values(api.public)) {
      const path = endpoint.path
        .replace(':application', 'kafka')
        .replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await anonymous.raw(endpoint.method, path, {
        headers: {
          authorization: `Basic ${Buffer.from('someone:not-a-key').toString('base64')}`,
          'content-type': 'application/json',
        },
        ...(endpoint.method === 'POST' ? { body: JSON.stringify(kafkaBody('public')) } : {}),
      });
      expect({
        path: endpoint.path,
        status: response.status,
        challenge: response.headers.get('www-authenticate'),
      }).toEqual({
        path: endpoint.path,
        status: 401,
        challenge: expect.stringContaining('Basic'),
      });
      expect(errorNames(response.body)).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('is not reachable with a console session either', async () => {
    const response = await owner.call(api.public.listClusters);
    expect(response.status).toBe(401);
  });
});
