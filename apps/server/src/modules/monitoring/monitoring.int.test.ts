import { api, buildPath, LIMITS, METRIC_NAMES, SESSION_COOKIE, TIME, type NodeRole } from '@datadeck/contracts';
import { fetchRaw } from '@datadeck/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createCluster, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { clusterNodes, dataCentres } from '../../platform/db/schema.ts';
import { cassandraNodes, KAFKA_SETTINGS, monitoredCluster } from './monitoring-test-kit.ts';

let app: TestApp;
let accountId: string;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  accountId = await createAccount(app.context.db);
  const member = await createMember(app.context.db, accountId, 'READ_ONLY');
  client = new ApiClient(app.url);
  await client.signIn(member.username, TEST_PASSWORD);
});
afterAll(() => app.close());

const clusterWithNodes = (owner: string, roles: NodeRole[][], values: Parameters<typeof createCluster>[2] = {}) =>
  monitoredCluster(app, owner, roles, values);

describe('cluster metrics', () => {
  it('answers every node in order, one series per metric and type, over the last hour by default', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const answer = await client.ok(api.monitoring.cluster, {
      params: { accountId, clusterId: cluster.id },
      query: { metrics: 'n::cpuUtilization,n::clientRequestRead' },
    });
    expect(answer.map((n) => n.id)).toEqual(cluster.nodes.map((n) => n.id));
    expect(answer.map((n) => n.rack)).toEqual(cluster.nodes.map((n) => n.rack));
    for (const node of answer) {
      expect(node.payload.map((s) => [s.metric, s.type, s.unit])).toEqual([
        ['cpuUtilization', 'value', '%'],
        ['clientRequestRead', '95thPercentile', 'us'],
        ['clientRequestRead', '99thPercentile', 'us'],
      ]);
      const values = node.payload[0]?.values ?? [];
      expect(values).toHaveLength(180);
      expect(values.at(-1)?.time).toBe(app.clock.now().toISOString());
    }
    const again = await client.ok(api.monitoring.cluster, {
      params: { accountId, clusterId: cluster.id },
      query: { metrics: 'n::cpuUtilization,n::clientRequestRead' },
    });
    expect(again).toEqual(answer);
  });

  it('widens the step for a week and stops at the cluster’s creation', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const to = app.clock.now().getTime();
    const [node] = await client.ok(api.monitoring.cluster, {
      params: { accountId, clusterId: cluster.id },
      query: { metrics: 'n::diskUtilization', from: to - LIMITS.monitoringMaxRangeMs, to },
    });
    const values = node?.payload[0]?.values ?? [];
    // Two of the seven days, at the widened step.
    expect(values.length).toBeLessThanOrEqual(LIMITS.monitoringMaxPoints);
    expect(values.length).toBeGreaterThan(100);
    expect(values.length).toBeLessThan(110);
  });

  it('answers anew when a node is added or deleted, or the step moves, not only the kept answer', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const ask = () =>
      client.ok(api.monitoring.cluster, {
        params: { accountId, clusterId: cluster.id },
        query: { metrics: 'n::cpuUtilization' },
      });
    const first = await ask();
    expect(await ask()).toEqual(first);

    const [dc] = await app.context.db
      .select({ id: dataCentres.id })
      .from(dataCentres)
      .where(eq(dataCentres.clusterId, cluster.id));
    const [added] = await app.context.db
      .insert(clusterNodes)
      .values({
        clusterId: cluster.id,
        dataCentreId: dc?.id ?? '',
        position: 3,
        nodeSize: 'CAS-PRD-r7g.large-400',
        status: 'RUNNING',
        rack: 'us-east-1a',
        privateAddress: '10.0.0.13',
        publicAddress: null,
        nodeRoles: ['CASSANDRA'],
      })
      .returning({ id: clusterNodes.id });
    const withAdded = await ask();
    expect(withAdded.map((n) => n.id)).toEqual([...first.map((n) => n.id), added?.id]);
    expect(withAdded.slice(0, 3)).toEqual(first);

    await app.context.db
      .update(clusterNodes)
      .set({ status: 'DELETED' })
      .where(eq(clusterNodes.id, added?.id ?? ''));
    expect(await ask()).toEqual(first);

    // One step (20 s for the last hour) later, every series ends a step later.
    app.clock.advance(LIMITS.monitoringResolutionMs);
    const later = await ask();
    for (const node of later) expect(node.payload[0]?.values.at(-1)?.time).toBe(app.clock.now().toISOString());
    expect(later).not.toEqual(first);
  });

  it('sends the kept answer compressed by Accept-Encoding, the same JSON decoded', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const url = `${app.url}${buildPath(api.monitoring.cluster.path, { accountId, clusterId: cluster.id })}?metrics=n::cpuUtilization`;
    const headers = { cookie: `${SESSION_COOKIE}=${client.sessionToken ?? ''}` };
    const plain = await fetchRaw(url, { headers: { ...headers, 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      // Asked again: the kept answer's compressed bytes.
      ['br', 'br'],
    ] as const) {
      const answer = await fetchRaw(url, { headers: { ...headers, 'Accept-Encoding': accept } });
      expect([accept, answer.status, answer.headers['content-encoding']]).toEqual([accept, 200, encoding]);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.decoded.equals(plain.wire)).toBe(true);
    }
  });

  it('counts one active Kafka controller across the cluster', async () => {
    const cluster = await clusterWithNodes(
      accountId,
      [
        ['KAFKA_BROKER', 'KAFKA_CONTROLLER'],
        ['KAFKA_BROKER', 'KAFKA_CONTROLLER'],
        ['KAFKA_BROKER', 'KAFKA_CONTROLLER'],
        ['KAFKA_BROKER'],
      ],
      { application: 'KAFKA', applicationVersion: '4.2.1', settings: KAFKA_SETTINGS },
    );
    const answer = await client.ok(api.monitoring.cluster, {
      params: { accountId, clusterId: cluster.id },
      query: { metrics: 'k::activeControllerCount,k::brokerTopicBytesIn' },
    });
    const counts = answer.map((n) => n.payload[0]?.values.map((v) => v.value) ?? []);
    expect(counts[0]?.every((v) => v === 1)).toBe(true);
    expect(
      counts
        .slice(1)
        .flat()
        .every((v) => v === 0),
    ).toBe(true);

    // The node endpoint agrees with the cluster's.
    const [first] = await client.ok(api.monitoring.node, {
      params: { accountId, nodeId: cluster.nodes[0]?.id ?? '' },
      query: { metrics: 'k::activeControllerCount' },
    });
    expect(first?.payload[0]?.values.every((v) => v.value === 1)).toBe(true);
  });
});

describe('node metrics', () => {
  it('answers the one node, the same as in the cluster’s answer', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const nodeId = cluster.nodes[1]?.id ?? '';
    const query = { metrics: 'n::cpuUtilization,n::reads' };
    const answer = await client.ok(api.monitoring.node, { params: { accountId, nodeId }, query });
    expect(answer).toHaveLength(1);
    expect(answer[0]?.id).toBe(nodeId);
    expect(answer[0]?.privateIp).toBe('10.0.0.11');
    const whole = await client.ok(api.monitoring.cluster, { params: { accountId, clusterId: cluster.id }, query });
    expect(answer[0]).toEqual(whole[1]);
  });
});

describe('refusals', () => {
  it('refuses more than 20 metrics', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const metrics = [...METRIC_NAMES, 'n::a', 'n::b', 'n::c'].join(',');
    const response = await client.call(api.monitoring.cluster, {
      params: { accountId, clusterId: cluster.id },
      query: { metrics },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(`At most ${LIMITS.monitoringMaxMetrics} metrics per request`);
  });

  it('names an unknown metric', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const response = await client.call(api.monitoring.cluster, {
      params: { accountId, clusterId: cluster.id },
      query: { metrics: 'n::cpuUtilization,n::bogus' },
    });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual(['metrics']);
    expect(JSON.stringify(response.body)).toContain('n::bogus');
  });

  it('names a metric of another application', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const response = await client.call(api.monitoring.cluster, {
      params: { accountId, clusterId: cluster.id },
      query: { metrics: 'n::cpuUtilization,k::activeControllerCount' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [
        { name: 'metrics', message: 'Metric k::activeControllerCount does not apply to Apache Cassandra clusters' },
      ],
    });
  });

  it('refuses a defaulted range that is longer than 7 days', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const from = app.clock.now().getTime() - 8 * TIME.DAY_MS;
    const response = await client.call(api.monitoring.cluster, {
      params: { accountId, clusterId: cluster.id },
      query: { metrics: 'n::cpuUtilization', from },
    });
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual(['from']);
  });

  it('does not find another account’s cluster or node, nor a deleted cluster', async () => {
    const other = await clusterWithNodes(await createAccount(app.context.db), cassandraNodes());
    const deleted = await clusterWithNodes(accountId, cassandraNodes(), { status: 'DELETED' });
    const query = { metrics: 'n::cpuUtilization' };
    for (const clusterId of [other.id, deleted.id]) {
      const response = await client.call(api.monitoring.cluster, { params: { accountId, clusterId }, query });
      expect(response.status).toBe(404);
      expect(errorNames(response.body)).toEqual(['NOT_FOUND']);
    }
    for (const nodeId of [other.nodes[0]?.id ?? '', deleted.nodes[0]?.id ?? '']) {
      const response = await client.call(api.monitoring.node, { params: { accountId, nodeId }, query });
      expect(response.status).toBe(404);
    }
  });

  it('asks for an API key on the public monitoring API', async () => {
    const cluster = await clusterWithNodes(accountId, cassandraNodes());
    const query = { metrics: 'n::cpuUtilization' };
    const byCluster = await client.call(api.public.clusterMetrics, { params: { clusterId: cluster.id }, query });
    const byNode = await client.call(api.public.nodeMetrics, { params: { nodeId: cluster.nodes[0]?.id ?? '' }, query });
    for (const response of [byCluster, byNode]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Basic');
    }
  });
});
