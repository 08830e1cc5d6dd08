import { api, DEFAULT_PROVIDER_ACCOUNT_NAME, TIME } from '@datadeck/contracts';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNames } from '../../../test/api-client.ts';
import { basicAuth, signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { javaDouble } from './public-answer.ts';
import { cassandraNodes, KAFKA_SETTINGS, monitoredCluster } from './monitoring-test-kit.ts';

let app: TestApp;
let owner: Awaited<ReturnType<typeof signedInMember>>;
let headers: { authorization: string };

beforeAll(async () => {
  app = await startTestApp();
  owner = await signedInMember(app, 'OWNER');
  const { key } = await owner.client.ok(api.apiKeys.generate, {
    params: { accountId: owner.accountId },
    body: { apiKeyType: 'MONITORING' },
  });
  headers = basicAuth(owner.user.username, key);
});
afterAll(() => app.close());

/**
 * Instaclustr's answer as its clients read it (github.com/instaclustr/ICAPI-DataDog,
 * test-data/instaclustr-metrics.json and localdatadog/helper.py's buildTags), written out here
 * rather than derived from the contracts so the test checks them against the real shape.
 */
const REAL_SHAPE = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'payload', 'publicIp', 'privateIp', 'rack'],
    properties: {
      id: { type: 'string' },
      publicIp: { type: ['string', 'null'] },
      privateIp: { type: 'string' },
      payload: {
        type: 'array',
        items: {
          type: 'object',
          required: ['metric', 'type', 'unit', 'values'],
          properties: {
            metric: { type: 'string' },
            type: { type: 'string' },
            unit: { type: 'string' },
            values: {
              type: 'array',
              items: {
                type: 'object',
                required: ['value', 'time'],
                additionalProperties: false,
                properties: {
                  value: { type: 'string', pattern: '^-?[0-9]+\\.[0-9]+(E-?[0-9]+)?$' },
                  time: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$' },
                },
              },
            },
          },
        },
      },
      rack: {
        type: 'object',
        required: ['name', 'dataCentre', 'providerAccount'],
        properties: {
          name: { type: 'string' },
          dataCentre: {
            type: 'object',
            required: ['name', 'provider', 'customDCName'],
            properties: { name: { type: 'string' }, provider: { type: 'string' }, customDCName: { type: 'string' } },
          },
          providerAccount: {
            type: 'object',
            required: ['name', 'provider'],
            properties: { name: { type: 'string' }, provider: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;
const matchesRealShape = new Ajv({ allErrors: true }).compile(REAL_SHAPE);
/** Validates against the real shape, showing ajv's errors when it does not match. */
function expectRealShape(body: unknown) {
  matchesRealShape(body);
  expect(matchesRealShape.errors ?? []).toEqual([]);
}

/** A request as a real client makes it: a URL it wrote itself and basic credentials. */
async function get(path: string, auth: { authorization: string } = headers) {
  const response = await fetch(`${app.url}${path}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as unknown };
}

const cassandra = () => monitoredCluster(app, owner.accountId, cassandraNodes());

describe('the public Monitoring API, as Instaclustr answers it', () => {
  it('answers a real client’s request with the latest value of each metric, as strings, the rack as an object', async () => {
    const cluster = await cassandra();
    const { status, body } = await get(
      `/monitoring/v1/clusters/${cluster.id}?metrics=n::cpuutilization,n::cassandraReads`,
    );
    expect(status).toBe(200);
    expectRealShape(body);
    const answer = api.public.clusterMetrics.response.parse(body);
    expect(answer.map((n) => n.id)).toEqual(cluster.nodes.map((n) => n.id));
    const now = app.clock.now().toISOString();
    for (const [i, node] of answer.entries()) {
      expect(node.payload.map((s) => s.metric)).toEqual(['cpuUtilization', 'cassandraReads']);
      for (const series of node.payload) {
        expect(series.values).toHaveLength(1);
        expect(series.values[0]?.time).toBe(now);
      }
      expect(node.rack).toEqual({
        name: cluster.nodes[i]?.rack,
        dataCentre: { name: 'US_EAST_1', provider: 'AWS_VPC', customDCName: 'AWS_VPC_US_EAST_1' },
        providerAccount: { name: DEFAULT_PROVIDER_ACCOUNT_NAME, provider: 'AWS_VPC' },
      });
    }
    expect(answer[0]?.publicIp).toBeNull();
    expect(answer[1]?.publicIp).toBe('54.0.0.11');

    // The latest value is the console chart's last point, written the way Instaclustr writes numbers.
    const chart = await owner.client.ok(api.monitoring.cluster, {
      params: { accountId: owner.accountId, clusterId: cluster.id },
      query: { metrics: 'n::cpuUtilization,n::reads' },
    });
    const latest = (i: number, k: number) => javaDouble(chart[i]?.payload[k]?.values.at(-1)?.value ?? Number.NaN);
    expect(answer.map((n) => n.payload.map((s) => s.values[0]?.value))).toEqual(
      chart.map((_, i) => [latest(i, 0), latest(i, 1)]),
    );
  });

  it('reads metric names in any case and answers them in their canonical case', async () => {
    const cluster = await cassandra();
    const path = (metrics: string) => `/monitoring/v1/clusters/${cluster.id}?metrics=${metrics}`;
    const shouted = await get(path('N::CPUUTILIZATION,N::CLIENTREQUESTREAD'));
    const canonical = await get(path('n::cpuUtilization,n::clientRequestRead'));
    expect(shouted.status).toBe(200);
    expect(shouted.body).toEqual(canonical.body);
    const [node] = api.public.clusterMetrics.response.parse(shouted.body);
    expect(node?.payload.map((s) => [s.metric, s.type])).toEqual([
      ['cpuUtilization', 'percentage'],
      ['clientRequestRead', '95thPercentile'],
      ['clientRequestRead', '99thPercentile'],
    ]);
  });

  it('names units as Instaclustr does: 1 for percentages and counts, us for latencies, 1/s for rates', async () => {
    const cluster = await cassandra();
    const metrics = 'n::cpuUtilization,n::cassandraReads,n::clientRequestRead,n::compactions';
    const { status, body } = await get(`/monitoring/v1/clusters/${cluster.id}?metrics=${metrics}`);
    expect(status).toBe(200);
    const [node] = api.public.clusterMetrics.response.parse(body);
    // As fcgravalos/instaclustr_exporter's recorded answer of Instaclustr's API has them.
    expect(node?.payload.map((s) => [s.metric, s.type, s.unit])).toEqual([
      ['cpuUtilization', 'percentage', '1'],
      ['cassandraReads', 'count', '1/s'],
      ['clientRequestRead', '95thPercentile', 'us'],
      ['clientRequestRead', '99thPercentile', 'us'],
      ['compactions', 'pendingtasks', '1'],
    ]);
    // Microseconds, then: the same value as the console's chart, whose contract says `us` too.
    const chart = await owner.client.ok(api.monitoring.cluster, {
      params: { accountId: owner.accountId, clusterId: cluster.id },
      query: { metrics: 'n::clientRequestRead' },
    });
    const latency = chart[0]?.payload[0];
    expect(latency?.unit).toBe('us');
    expect(node?.payload[2]?.values[0]?.value).toBe(javaDouble(latency?.values.at(-1)?.value ?? Number.NaN));
    expect(Number(node?.payload[2]?.values[0]?.value)).toBeGreaterThan(100);
  });

  it('answers every point of a range when start and end are given', async () => {
    const cluster = await cassandra();
    const end = app.clock.now().getTime();
    const start = end - 60 * TIME.MINUTE_MS;
    const { status, body } = await get(
      `/monitoring/v1/nodes/${cluster.nodes[0]?.id}?metrics=n::diskUtilization&start=${start}&end=${new Date(end).toISOString()}`,
    );
    expect(status).toBe(200);
    expectRealShape(body);
    const [node] = api.public.nodeMetrics.response.parse(body);
    const values = node?.payload[0]?.values ?? [];
    expect(values).toHaveLength(180);
    expect(values.at(-1)?.time).toBe(new Date(end).toISOString());
  });

  it('answers one node the same as the cluster’s answer does', async () => {
    const cluster = await cassandra();
    const query = '?metrics=n::osLoad,n::repairs,n::readstage';
    const byNode = await get(`/monitoring/v1/nodes/${cluster.nodes[2]?.id}${query}`);
    const byCluster = await get(`/monitoring/v1/clusters/${cluster.id}${query}`);
    expect(byNode.status).toBe(200);
    expect(byNode.body).toEqual([(byCluster.body as unknown[])[2]]);
  });

  it('offers the Kafka metrics Instaclustr documents, one controller across the cluster', async () => {
    const cluster = await monitoredCluster(
      app,
      owner.accountId,
      [['KAFKA_BROKER', 'KAFKA_CONTROLLER'], ['KAFKA_BROKER'], ['KAFKA_BROKER']],
      { application: 'KAFKA', applicationVersion: '4.2.1', settings: KAFKA_SETTINGS },
    );
    const { status, body } = await get(
      `/monitoring/v1/clusters/${cluster.id}?metrics=k::activeControllerCount,k::kafkaBrokerState,k::isrShrinkRate`,
    );
    expect(status).toBe(200);
    expectRealShape(body);
    const answer = api.public.clusterMetrics.response.parse(body);
    expect(answer.map((n) => n.payload[0]?.values[0]?.value)).toEqual(['1.0', '0.0', '0.0']);
    expect(answer.map((n) => n.payload[1]?.values[0]?.value)).toEqual(['3.0', '3.0', '3.0']);
    expect(answer[0]?.payload.slice(2).map((s) => s.type)).toEqual(['count', 'one_minute_rate', 'mean_rate']);
  });
});

describe('refusals of the public Monitoring API', () => {
  it('names `metrics` for an unknown metric and for one of another application', async () => {
    const cluster = await cassandra();
    const unknown = await get(`/monitoring/v1/clusters/${cluster.id}?metrics=n::cpuutilization,n::bogus`);
    expect(unknown.status).toBe(400);
    expect(errorNames(unknown.body)).toEqual(['metrics']);
    expect(JSON.stringify(unknown.body)).toContain('n::bogus');

    const kafka = await get(`/monitoring/v1/clusters/${cluster.id}?metrics=n::cpuutilization,K::LEADERCOUNT`);
    expect(kafka.status).toBe(400);
    expect(kafka.body).toEqual({
      errors: [{ name: 'metrics', message: 'Metric k::leaderCount does not apply to Apache Cassandra clusters' }],
    });
  });

  it('names `start` for a range that ends before it starts', async () => {
    const cluster = await cassandra();
    const now = app.clock.now().getTime();
    const response = await get(
      `/monitoring/v1/clusters/${cluster.id}?metrics=n::cpuutilization&start=${now}&end=${now - 1}`,
    );
    expect(response.status).toBe(400);
    expect(errorNames(response.body)).toEqual(['start']);
  });

  it('does not answer without a monitoring key', async () => {
    const cluster = await cassandra();
    const response = await fetch(`${app.url}/monitoring/v1/clusters/${cluster.id}?metrics=n::cpuutilization`);
    expect(response.status).toBe(401);
  });
});
