import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Kafka, type KafkaConfig, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCertificates } from '../certificates.ts';
import { readNodeState, recordedPorts, writeNodeState } from '../node-state.ts';
import { allocatePorts } from '../ports.ts';
import { isAlive, lastLines, type ProcessIdentity, startProcess, stopProcess } from '../processes.ts';
import { formatKafkaStorage, kafkaNodePaths, kafkaStartCommand, prepareKafkaNode } from './kafka-node.ts';
import { kafkaUuidFor, randomKafkaUuid } from './kafka-uuid.ts';

/**
 * Real Kafka nodes, as the local driver runs them: ports allocated and recorded in node.json,
 * certificates, configuration, storage formatted, JVMs started, then used with kafkajs and
 * stopped. The distribution comes from TEST_KAFKA_CLASSPATH (`npm run engines:fetch` makes one).
 */
const CLASSPATH = process.env.TEST_KAFKA_CLASSPATH ?? '/tmp/kfetch/libs/*';
const JOLOKIA_AGENT = process.env.TEST_JOLOKIA_AGENT ?? '/tmp/kfetch/agent/jolokia-agent-jvm-2.1.2-javaagent.jar';
const JAVA = execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
// Helper B's test ports; each cluster below takes its own part of them.
const PORTS = { first: 21_200, last: 21_299 };
/** Generous: two shared cores start three JVMs at once. */
const READY_WITHIN_MS = 240_000;

interface TestCluster {
  clusterDir: string;
  nodeDirs: string[];
  identities: ProcessIdentity[];
  clientPorts: number[];
  jolokiaPorts: number[];
  client: KafkaConfig;
  /** How long from the first JVM started to every broker registered. */
  startMs: number;
}

interface ClusterShape {
  /** Each node's roles, in position order. */
  nodes: readonly ('combined' | 'controller' | 'broker')[];
  auth: boolean;
  tls: boolean;
}

const DEFAULT_USER = { username: 'ickafka', password: 'default-user-Pässword,with]commas' };
const clustersDir = await mkdtemp(path.join(tmpdir(), 'datadeck-kafka-node-'));
const everyIdentity: ProcessIdentity[] = [];

afterAll(async () => {
  // Every JVM this file started is stopped, whatever a test did.
  await Promise.all(everyIdentity.map((identity) => stopProcess(identity, 20_000)));
  await rm(clustersDir, { recursive: true, force: true });
}, 120_000);

async function startCluster(name: string, shape: ClusterShape): Promise<TestCluster> {
  const clusterDir = path.join(clustersDir, name);
  const nodeDirs = shape.nodes.map((_, i) => path.join(clusterDir, `node-${i}`));
  const roles = shape.nodes.map((role) => ({ broker: role !== 'controller', controller: role !== 'broker' }));
  const brokerCount = roles.filter(({ broker }) => broker).length;
  const internalAdmin = { username: 'datadeck-admin', password: randomKafkaUuid() };

  // Four ports a node, claimed in node.json before the next allocation looks.
  const ports: number[][] = [];
  for (const nodeDir of nodeDirs) {
    await mkdir(nodeDir, { recursive: true });
    ports.push(
      await allocatePorts({
        count: 4,
        range: PORTS,
        takenPorts: () => recordedPorts(clustersDir),
        claim: async ([client = 0, internal = 0, controller = 0, jolokia = 0]) => {
          await writeNodeState(nodeDir, {
            process: null,
            ports: { client, internal, controller, jolokia },
            restarts: 0,
            nextRestartAt: null,
          });
        },
      }),
    );
  }
  const controllers = ports.flatMap(([, , controller = 0], i) =>
    roles[i]?.controller
      ? [{ nodeId: i + 1, port: controller, directoryId: kafkaUuidFor(`directory:${name}:${i}`) }]
      : [],
  );

  const tls = shape.tls
    ? await ensureCertificates({
        java: JAVA,
        clusterDir,
        clusterId: name,
        engineHost: '127.0.0.1',
        nodes: nodeDirs.map((dir, i) => ({ dir, name: `node-${i}` })),
      })
    : null;
  const kafkaClusterId = kafkaUuidFor(`cluster:${name}`);
  await Promise.all(
    nodeDirs.map(async (nodeDir, i) => {
      const [client, internal, controller] = ports[i] ?? [];
      await prepareKafkaNode(nodeDir, {
        node: {
          nodeId: i + 1,
          ...(roles[i] ?? { broker: true, controller: true }),
          ports: { client, internal, controller },
          rack: null,
        },
        controllers,
        brokerCount,
        engineHost: '127.0.0.1',
        security: {
          passwordAndUserAuth: shape.auth,
          clientToClusterEncryption: shape.tls,
          internalAdmin: shape.auth ? internalAdmin : null,
          defaultUsername: shape.auth ? DEFAULT_USER.username : null,
          tls: tls && {
            keystoreFile: tls.keystoreFile(nodeDir),
            truststoreFile: tls.truststoreFile,
            password: tls.storePassword,
          },
        },
      });
      const formatted = await formatKafkaStorage({
        java: JAVA,
        classpath: CLASSPATH,
        nodeDir,
        kafkaClusterId,
        node: { nodeId: i + 1, controller: roles[i]?.controller ?? true },
        controllers,
        scramUsers: shape.auth ? [DEFAULT_USER, internalAdmin] : [],
      });
      expect(formatted).toBe(true);
    }),
  );

  const started = Date.now();
  const identities: ProcessIdentity[] = [];
  for (const [i, nodeDir] of nodeDirs.entries()) {
    const jolokia = ports[i]?.[3] ?? 0;
    const identity = await startProcess(
      kafkaStartCommand({
        java: JAVA,
        classpath: CLASSPATH,
        nodeDir,
        heapMegabytes: 512,
        jolokia: { agent: JOLOKIA_AGENT, port: jolokia },
      }),
    );
    everyIdentity.push(identity);
    identities.push(identity);
    const state = await readNodeState(nodeDir);
    if (state) await writeNodeState(nodeDir, { ...state, process: identity });
  }

  const clientPorts = ports.flatMap(([client = 0], i) => (roles[i]?.broker ? [client] : []));
  const client: KafkaConfig = {
    clientId: 'datadeck-engine-test',
    brokers: clientPorts.map((port) => `127.0.0.1:${port}`),
    logLevel: logLevel.NOTHING,
    // kafkajs gives a connection 1 s by default: too little for a TLS and SCRAM handshake with a
    // JVM that is still warming up on two busy cores.
    connectionTimeout: 15_000,
    authenticationTimeout: 15_000,
    ...(tls ? { ssl: { ca: [await readFile(tls.caCertificateFile, 'utf8')] } } : {}),
    ...(shape.auth ? { sasl: { mechanism: 'scram-sha-512', ...DEFAULT_USER } } : {}),
  };
  await untilBrokersRegistered(client, brokerCount, nodeDirs, identities);
  return {
    clusterDir,
    nodeDirs,
    identities,
    clientPorts,
    jolokiaPorts: ports.map(([, , , jolokia = 0]) => jolokia),
    client,
    startMs: Date.now() - started,
  };
}

/** Waits until the admin API lists every broker; fails with the engine's own last lines if a node dies. */
async function untilBrokersRegistered(
  client: KafkaConfig,
  brokers: number,
  nodeDirs: readonly string[],
  identities: readonly ProcessIdentity[],
): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  let seen = 'nothing yet';
  while (Date.now() < deadline) {
    for (const [i, identity] of identities.entries()) {
      if (!(await isAlive(identity))) {
        const paths = kafkaNodePaths(nodeDirs[i] ?? '');
        const said = [...(await lastLines(paths.consoleLog, 20)), ...(await lastLines(paths.serverLog, 40))];
        throw new Error(`Node ${i} died:\n${said.join('\n')}`);
      }
    }
    const admin = new Kafka({ ...client, retry: { retries: 0 } }).admin();
    try {
      await admin.connect();
      const { brokers: registered } = await admin.describeCluster();
      if (registered.length === brokers) return;
      seen = `${registered.length} brokers`;
    } catch (error) {
      seen = error instanceof Error ? error.message : String(error);
    } finally {
      await admin.disconnect().catch(() => {});
    }
    await delay(1_000);
  }
  throw new Error(`Brokers not registered within ${READY_WITHIN_MS} ms: ${seen}`);
}

/** Pids of running processes whose command line names the folder (our JVMs name their config in it). */
function processesUnder(dir: string): string[] {
  try {
    return execFileSync('pgrep', ['-f', dir], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    // pgrep exits 1 when nothing matches.
    return [];
  }
}

async function stopCluster(cluster: TestCluster): Promise<void> {
  await Promise.all(cluster.identities.map((identity) => stopProcess(identity, 20_000)));
  for (const identity of cluster.identities) expect(await isAlive(identity)).toBe(false);
  expect(processesUnder(cluster.clusterDir)).toEqual([]);
}

describe('three combined nodes with SCRAM and TLS', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startCluster('secure', { nodes: ['combined', 'combined', 'combined'], auth: true, tls: true });
    process.stdout.write(
      `3 combined nodes (SCRAM + TLS): every broker registered ${cluster.startMs} ms after the first start\n`,
    );
  }, READY_WITHIN_MS + 120_000);

  it('serves a topic with three replicas to the default user over SCRAM and TLS', async () => {
    const kafka = new Kafka(cluster.client);
    const admin = kafka.admin();
    await admin.connect();
    try {
      expect(
        await admin.createTopics({
          topics: [{ topic: 'orders', numPartitions: 3, replicationFactor: 3 }],
          waitForLeaders: true,
        }),
      ).toBe(true);
      const [metadata] = (await admin.fetchTopicMetadata({ topics: ['orders'] })).topics;
      for (const partition of metadata?.partitions ?? []) expect(partition.replicas.toSorted()).toEqual([1, 2, 3]);
    } finally {
      await admin.disconnect();
    }

    const producer = kafka.producer();
    await producer.connect();
    const sent = Array.from({ length: 50 }, (_, i) => `order ${i}`);
    await producer.send({ topic: 'orders', acks: -1, messages: sent.map((value, i) => ({ key: String(i), value })) });
    await producer.disconnect();

    const consumer = kafka.consumer({ groupId: 'engine-test' });
    await consumer.connect();
    const received: string[] = [];
    try {
      await consumer.subscribe({ topic: 'orders', fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          received.push(message.value?.toString() ?? '');
        },
      });
      while (received.length < sent.length) await delay(200);
    } finally {
      await consumer.disconnect();
    }
    expect(received.toSorted()).toEqual(sent.toSorted());
  });

  it('refuses a wrong password, and a client that does not trust the cluster CA', async () => {
    const wrongPassword = new Kafka({
      ...cluster.client,
      retry: { retries: 0 },
      sasl: { mechanism: 'scram-sha-512', username: DEFAULT_USER.username, password: 'wrong' },
    }).admin();
    await expect(wrongPassword.connect()).rejects.toThrow(/SASL SCRAM SHA512 authentication failed/);
    const untrusting = new Kafka({ ...cluster.client, retry: { retries: 0 }, ssl: true }).admin();
    await expect(untrusting.connect()).rejects.toThrow(/self-signed certificate in certificate chain/);
  });

  it('lets Jolokia read the quorum leader and nothing more', async () => {
    const port = cluster.jolokiaPorts[0];
    const read = await fetch(`http://127.0.0.1:${port}/jolokia/read/kafka.server:type=raft-metrics/current-leader`);
    const leader = ((await read.json()) as { value: number }).value;
    expect([1, 2, 3]).toContain(leader);
    const exec = await fetch(`http://127.0.0.1:${port}/jolokia/exec/java.lang:type=Memory/gc`);
    expect(((await exec.json()) as { status: number }).status).toBe(403);
  });

  it('keeps passwords out of every command line and the files holding them to their owner', async () => {
    for (const identity of cluster.identities) {
      const commandLine = (await readFile(`/proc/${identity.pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      expect(commandLine).not.toContain(DEFAULT_USER.password);
      expect(commandLine).not.toContain('password');
    }
    for (const nodeDir of cluster.nodeDirs) {
      expect(execFileSync('stat', ['-c', '%a', kafkaNodePaths(nodeDir).properties], { encoding: 'utf8' }).trim()).toBe(
        '600',
      );
    }
  });

  it('formats a node only once', async () => {
    const nodeDir = cluster.nodeDirs[0] ?? '';
    const again = await formatKafkaStorage({
      java: JAVA,
      classpath: CLASSPATH,
      nodeDir,
      kafkaClusterId: randomKafkaUuid(),
      node: { nodeId: 1, controller: true },
      controllers: [],
      scramUsers: [],
    });
    expect(again).toBe(false);
  });

  it('stops every process: none is left', async () => {
    for (const identity of cluster.identities) expect(await isAlive(identity)).toBe(true);
    await stopCluster(cluster);
    // Kafka shut down on SIGTERM, not on the SIGKILL after the grace period.
    for (const nodeDir of cluster.nodeDirs) {
      expect((await lastLines(kafkaNodePaths(nodeDir).serverLog, 200)).join('\n')).toMatch(/shut down completed/);
    }
  }, 60_000);
});

/** Produces two messages and reads them back with a new group. */
async function roundTrip(client: KafkaConfig, topic: string): Promise<string[]> {
  const kafka = new Kafka(client);
  const producer = kafka.producer();
  await producer.connect();
  await producer.send({ topic, messages: [{ value: 'one' }, { value: 'two' }] });
  await producer.disconnect();
  const consumer = kafka.consumer({ groupId: `${topic}-test` });
  await consumer.connect();
  const received: string[] = [];
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        received.push(message.value?.toString() ?? '');
      },
    });
    while (received.length < 2) await delay(200);
  } finally {
    await consumer.disconnect();
  }
  return received;
}

describe('one node without security', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startCluster('plain', { nodes: ['combined'], auth: false, tls: false });
    process.stdout.write(
      `1 combined node (no security): the broker registered ${cluster.startMs} ms after the start\n`,
    );
  }, READY_WITHIN_MS + 60_000);

  it('serves a topic to a client with no credentials, then stops', async () => {
    expect(await roundTrip(cluster.client, 'plain')).toEqual(['one', 'two']);
    await stopCluster(cluster);
  }, 120_000);
});

describe('a dedicated controller and a broker, with SCRAM', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startCluster('dedicated', { nodes: ['controller', 'broker'], auth: true, tls: false });
    process.stdout.write(
      `1 controller + 1 broker (SCRAM): the broker registered ${cluster.startMs} ms after the first start\n`,
    );
  }, READY_WITHIN_MS + 60_000);

  it('registers the broker with the controller (SASL PLAIN as the internal admin) and serves the default user', async () => {
    expect(await roundTrip(cluster.client, 'dedicated')).toEqual(['one', 'two']);
    await stopCluster(cluster);
  }, 120_000);
});
