import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { api, type ClusterStatus, type EndpointInput } from '@datadeck/contracts';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { basicAuth } from '../../../test/members.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { migrateDatabase, openDatabase } from '../../platform/db/database.ts';

/**
 * The console with CLUSTER_DRIVER=local, end to end on real Apache Kafka (issue 34): a cluster
 * created through the public API in Instaclustr's shape, used by kafkajs with exactly the
 * connection information the console shows, surviving a broker's kill -9 and the console's own,
 * and deleted without a trace. The console runs as a process of its own, so it can be killed.
 */

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
/** Where `npm run engines:fetch` put the distributions (test:engines runs it first). */
const ENGINES_DIR = process.env.ENGINES_DIR || path.join(repoRoot, '.data', 'engines', 'dist');
const ENGINE_PORTS = { first: 20_000, last: 20_999 };

let dataDir: string;
let clustersDir: string;
let console: ServerProcess;
let owner: ApiClient;
let accountId: string;
let script: Record<string, string>;
let monitoring: Record<string, string>;

const startConsole = (env: Record<string, string> = {}) =>
  startServerProcess({
    DATA_DIR: dataDir,
    CLUSTER_DRIVER: 'local',
    ENGINES_DIR,
    ENGINE_PORTS: `${ENGINE_PORTS.first}-${ENGINE_PORTS.last}`,
    ...env,
  });

/** A console restarted on the same data: the session lives in the database and carries over. */
async function restartConsole(env: Record<string, string> = {}, crash = false) {
  await (crash ? console.crash() : console.stop());
  console = await startConsole(env);
  const again = new ApiClient(console.url);
  again.sessionToken = owner.sessionToken;
  again.csrfToken = owner.csrfToken;
  owner = again;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-local-'));
  clustersDir = path.join(dataDir, 'engines', 'clusters');
  const setup = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(setup);
  accountId = await createAccount(setup.db);
  const member = await createMember(setup.db, accountId, 'OWNER');
  await setup.close();
  console = await startConsole();
  owner = new ApiClient(console.url);
  await owner.signIn(member.username, TEST_PASSWORD);
  const { key } = await owner.ok(api.apiKeys.generate, { params: { accountId }, body: { apiKeyType: 'PROVISIONING' } });
  script = basicAuth(member.username, key);
  const monitoringKey = await owner.ok(api.apiKeys.generate, {
    params: { accountId },
    body: { apiKeyType: 'MONITORING' },
  });
  monitoring = basicAuth(member.username, monitoringKey.key);
});

afterAll(async () => {
  await console?.stop();
  // Whatever a failed test left running of this suite's clusters is stopped with it.
  if (clustersDir) spawnSync('pkill', ['-KILL', '-f', clustersDir]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** The Kafka processes of a cluster: each one's command line names its node's configuration. */
function kafkaProcesses(clusterId: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', `kafka.Kafka ${path.join(clustersDir, clusterId)}`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

const statusOf = async (clusterId: string): Promise<ClusterStatus | 'GONE'> => {
  const answer = await owner.call(api.clusters.get, { params: { accountId, clusterId } });
  return answer.status === 404 ? 'GONE' : api.clusters.get.response.parse(answer.body).status;
};

/** Waits until the cluster shows the status, failing with what it showed instead after `withinMs`. */
async function waitForStatus(clusterId: string, wanted: ClusterStatus | 'GONE', withinMs: number) {
  const giveUpAt = Date.now() + withinMs;
  let seen = await statusOf(clusterId);
  while (seen !== wanted && Date.now() < giveUpAt) {
    await delay(250);
    seen = await statusOf(clusterId);
  }
  const details = await owner.call(api.clusters.get, { params: { accountId, clusterId } });
  expect({ status: seen, reason: (details.body as { statusReason?: string }).statusReason }).toMatchObject({
    status: wanted,
  });
}

type KafkaRequest = NonNullable<EndpointInput<typeof api.public.createKafka>['body']>;
type KafkaDataCentre = KafkaRequest['dataCentres'][number];

const DATA_CENTRE: KafkaDataCentre = {
  name: 'AWS_VPC_US_EAST_1',
  cloudProvider: 'AWS_VPC',
  region: 'US_EAST_1',
  network: '10.0.0.0/16',
  nodeSize: 'KFK-DEV-t4g.small-5',
  numberOfNodes: 3,
};

/** Instaclustr's KafkaClusterV2 request, on the smallest development size, with client encryption. */
const kafkaRequest = (name: string, overrides: Partial<KafkaRequest> = {}): KafkaRequest => ({
  name,
  kafkaVersion: '4.2.1',
  slaTier: 'NON_PRODUCTION',
  privateNetworkCluster: false,
  pciComplianceMode: false,
  clientToClusterEncryption: true,
  allowDeleteTopics: true,
  autoCreateTopics: false,
  defaultReplicationFactor: 3,
  defaultNumberOfPartitions: 3,
  dataCentres: [DATA_CENTRE],
  ...overrides,
});

/** A kafkajs client made of exactly what the console shows: bootstrap servers, user, password, CA. */
async function clientFromConsole(clusterId: string): Promise<Kafka> {
  const cluster = await owner.ok(api.clusters.get, { params: { accountId, clusterId } });
  const credentials = await owner.ok(api.clusters.credentials, { params: { accountId, clusterId } });
  const ca = await owner.call(api.clusters.caCertificate, { params: { accountId, clusterId } });
  expect(ca.status).toBe(200);
  const pem = typeof ca.body === 'string' ? ca.body : new TextDecoder().decode(ca.body as Uint8Array);
  expect(pem).toContain('-----BEGIN CERTIFICATE-----');
  return new Kafka({
    clientId: 'engine-test',
    brokers: cluster.connection.bootstrapServers ?? [],
    ssl: { ca: [pem] },
    sasl: { mechanism: 'scram-sha-512', username: credentials.username, password: credentials.password },
    // kafkajs gives a connection 1 s by default: TLS and SCRAM on a loaded two-core host need more.
    connectionTimeout: 15_000,
    authenticationTimeout: 15_000,
    requestTimeout: 60_000,
    logLevel: logLevel.NOTHING,
  });
}

const MESSAGES = 10_000;

/** Reads the topic from the beginning with a new group until every message was seen once. */
async function consumeAll(kafka: Kafka, topic: string): Promise<Set<string>> {
  const consumer = kafka.consumer({ groupId: `engine-test-${Date.now()}` });
  const seen = new Set<string>();
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const done = new Promise<void>((resolve) => {
    void consumer.run({
      eachBatch: async ({ batch }) => {
        for (const message of batch.messages) seen.add(message.value?.toString() ?? '');
        if (seen.size >= MESSAGES) resolve();
      },
    });
  });
  const giveUpAt = Date.now() + 120_000;
  while (seen.size < MESSAGES && Date.now() < giveUpAt) await Promise.race([done, delay(500)]);
  await consumer.disconnect();
  return seen;
}

describe('a Kafka cluster on the local driver', () => {
  let clusterId: string;
  let kafka: Kafka;

  it('provisions 3 real brokers through the public API, surviving a kill -9 of the console mid-way', async () => {
    const created = await owner.ok(api.public.createKafka, { body: kafkaRequest('real-kafka'), headers: script });
    clusterId = created.id;
    // The console dies while it brings the nodes up.
    const giveUpAt = Date.now() + 60_000;
    while (kafkaProcesses(clusterId).length === 0 && Date.now() < giveUpAt) await delay(100);
    // None started: the failure says where the cluster stands instead, and why.
    if (kafkaProcesses(clusterId).length === 0) await waitForStatus(clusterId, 'PROVISIONING', 0);
    expect(kafkaProcesses(clusterId).length).toBeGreaterThan(0);
    await restartConsole({}, true);

    await waitForStatus(clusterId, 'RUNNING', 180_000);
    // Re-adopted, not duplicated: exactly one process per node.
    expect(kafkaProcesses(clusterId)).toHaveLength(3);
    const cluster = await owner.ok(api.clusters.get, { params: { accountId, clusterId } });
    expect(cluster.connection.bootstrapServers).toHaveLength(3);
    expect(cluster.dataCentres[0]?.nodes.map((node) => node.status)).toEqual(['RUNNING', 'RUNNING', 'RUNNING']);
  });

  it('takes 10,000 messages on a topic of replication factor 3 and gives every one back, to kafkajs with what the console shows', async () => {
    kafka = await clientFromConsole(clusterId);
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({
      topics: [{ topic: 'orders', numPartitions: 3, replicationFactor: 3 }],
      waitForLeaders: true,
    });
    const [described] = (await admin.fetchTopicMetadata({ topics: ['orders'] })).topics;
    expect(described?.partitions.every((partition) => partition.replicas.length === 3)).toBe(true);
    await admin.disconnect();

    const producer = kafka.producer();
    await producer.connect();
    for (let start = 0; start < MESSAGES; start += 1_000) {
      const batch = Array.from({ length: 1_000 }, (_, i) => ({ value: `order-${start + i}` }));
      await producer.send({ topic: 'orders', acks: -1, messages: batch });
    }
    await producer.disconnect();
    expect((await consumeAll(kafka, 'orders')).size).toBe(MESSAGES);
  });

  it("answers the brokers' real bytes and messages in through the public monitoring API", async () => {
    const end = Date.now() + 60_000;
    const query = `?metrics=k::brokerTopicBytesIn,k::brokerTopicMessagesIn&start=${end - 600_000}&end=${new Date(end).toISOString()}`;
    /** The highest value each metric reached on any broker in the last ten minutes. */
    const peaks = async () => {
      const answer = await owner.raw('GET', `/monitoring/v1/clusters/${clusterId}${query}`, { headers: monitoring });
      expect(answer.status).toBe(200);
      const nodes = api.public.clusterMetrics.response.parse(answer.body);
      const peak = (metric: string) =>
        Math.max(
          0,
          ...nodes.flatMap((node) =>
            node.payload.filter((s) => s.metric === metric).flatMap((s) => s.values.map((v) => Number(v.value))),
          ),
        );
      // Answered under Instaclustr's short names.
      return { bytesIn: peak('brokerTopicBytesIn'), messagesIn: peak('brokerTopicMessagesIn') };
    };
    // The driver samples every 20 s: the traffic shows at the next sample.
    let seen = await peaks();
    while ((seen.bytesIn === 0 || seen.messagesIn === 0) && Date.now() < end) {
      await delay(2_000);
      seen = await peaks();
    }
    expect(seen.bytesIn).toBeGreaterThan(0);
    expect(seen.messagesIn).toBeGreaterThan(0);
  });

  it('is DEGRADED within 30 s of a broker killed, RUNNING again once the console restarted it, and loses nothing', async () => {
    const nodeDir = (await readdir(path.join(clustersDir, clusterId), { withFileTypes: true })).find(
      (entry) => entry.isDirectory() && existsSync(path.join(clustersDir, clusterId, entry.name, 'node.json')),
    );
    if (!nodeDir) throw new Error('no node folder');
    const state = JSON.parse(await readFile(path.join(clustersDir, clusterId, nodeDir.name, 'node.json'), 'utf8')) as {
      process: { pid: number };
    };
    process.kill(state.process.pid, 'SIGKILL');
    await waitForStatus(clusterId, 'DEGRADED', 30_000);
    const degraded = await owner.ok(api.clusters.get, { params: { accountId, clusterId } });
    expect(degraded.dataCentres[0]?.nodes.find((node) => node.id === nodeDir.name)?.status).toBe('FAILED');
    expect(degraded.statusReason).toContain(`Node ${nodeDir.name.split('-')[0]} stopped`);

    await waitForStatus(clusterId, 'RUNNING', 120_000);
    expect(kafkaProcesses(clusterId)).toHaveLength(3);
    expect((await consumeAll(kafka, 'orders')).size).toBe(MESSAGES);
  });

  it('adds 3 real brokers with the update operation, done once the engine has registered them', async () => {
    const answer = await owner.call(api.public.updateKafka, {
      params: { clusterId },
      body: { dataCentres: [{ name: DATA_CENTRE.name, numberOfNodes: 6 }] },
      headers: script,
    });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 202 }); // the body shows in a failure
    const giveUpAt = Date.now() + 180_000;
    let cluster = await owner.ok(api.clusters.get, { params: { accountId, clusterId } });
    while (cluster.currentClusterOperationStatus !== 'NO_OPERATION' && Date.now() < giveUpAt) {
      await delay(500);
      cluster = await owner.ok(api.clusters.get, { params: { accountId, clusterId } });
    }
    expect(cluster.currentClusterOperationStatus).toBe('NO_OPERATION');
    expect(kafkaProcesses(clusterId)).toHaveLength(6);
    // The engine itself lists six brokers, to a client of what the console shows.
    const admin = (await clientFromConsole(clusterId)).admin();
    await admin.connect();
    const { brokers } = await admin.describeCluster();
    await admin.disconnect();
    expect(brokers).toHaveLength(6);
  });

  it('refuses up front, with a 400 naming the limit, a cluster this host cannot hold', async () => {
    const huge = kafkaRequest('too-big', {
      slaTier: 'PRODUCTION',
      dataCentres: [{ ...DATA_CENTRE, nodeSize: 'KFK-PRD-r7g.2xlarge-4500', numberOfNodes: 9 }],
    });
    const refused = await owner.call(api.public.createKafka, { body: huge, headers: script });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(
      /This host cannot hold the cluster: its 9 nodes need 40500 GB of disk/,
    );
  });

  it('deletes the cluster: no process left, its ports free, its folder gone', async () => {
    const folder = path.join(clustersDir, clusterId);
    const ports: number[] = [];
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name, 'node.json');
      if (entry.isDirectory() && existsSync(file)) {
        ports.push(
          ...Object.values((JSON.parse(await readFile(file, 'utf8')) as { ports: Record<string, number> }).ports),
        );
      }
    }
    // Three combined nodes with four ports each, three brokers with three.
    expect(ports).toHaveLength(3 * 4 + 3 * 3);
    const deleted = await owner.call(api.public.deleteKafka, { params: { clusterId }, headers: script });
    expect(deleted.status).toBeLessThan(300);
    await waitForStatus(clusterId, 'GONE', 120_000);
    expect(kafkaProcesses(clusterId)).toEqual([]);
    expect(existsSync(folder)).toBe(false);
    for (const port of ports) {
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("fails a cluster whose nodes cannot start, with the engine's own words", async () => {
    // An "official distribution" whose Kafka jar is no jar: the JVM refuses it at the first step.
    const kafkaHome = path.join(dataDir, 'broken-kafka');
    await mkdir(path.join(kafkaHome, 'libs'), { recursive: true });
    await writeFile(path.join(kafkaHome, 'libs', 'kafka_2.13-4.2.1.jar'), 'not a jar');
    await restartConsole({ KAFKA_HOME: kafkaHome });
    const created = await owner.ok(api.public.createKafka, { body: kafkaRequest('cannot-start'), headers: script });
    await waitForStatus(created.id, 'FAILED', 60_000);
    const failed = await owner.ok(api.clusters.get, { params: { accountId, clusterId: created.id } });
    expect(failed.statusReason).toMatch(/kafka\.tools\.StorageTool|kafka-storage format failed/);
    expect(kafkaProcesses(created.id)).toEqual([]);
  });

  it('fails a cluster whose Kafka is not installed, naming the command that installs it', async () => {
    await restartConsole({ ENGINES_DIR: path.join(dataDir, 'no-engines') });
    const created = await owner.ok(api.public.createKafka, { body: kafkaRequest('no-distribution'), headers: script });
    await waitForStatus(created.id, 'FAILED', 60_000);
    const failed = await owner.ok(api.clusters.get, { params: { accountId, clusterId: created.id } });
    expect(failed.statusReason).toContain('npm run engines:fetch');
    expect(kafkaProcesses(created.id)).toEqual([]);
  });
});
