import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appliesTo, METRICS, type MetricSeries } from '@datadeck/contracts';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetricsRequest } from '../../driver.ts';
import { jolokiaRead } from './jolokia.ts';
import { localMetrics } from './local-metrics.ts';
import { kafkaSampler } from './sampler.ts';

/**
 * Real Kafka metrics end to end: one real KRaft node (broker and controller in one JVM, with the
 * Jolokia agent), sampled every second, traffic from kafkajs, and the driver's metrics answer
 * read back: bytes and messages in are the engine's, not zeros and not simulated.
 */

const CLASSPATH = process.env.TEST_KAFKA_CLASSPATH ?? '/tmp/kfetch/libs/*';
const AGENT = process.env.TEST_JOLOKIA_AGENT ?? '/tmp/kfetch/agent/jolokia-agent-jvm-2.1.2-javaagent.jar';
const JAVA = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
/** This file's share of the engine tests' ports (see the local driver's design). */
const PORTS = { first: 22000, last: 22999 };

const KAFKA_METRICS = METRICS.filter((m) => appliesTo(m, 'KAFKA'));

async function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Three free consecutive ports of the range, from a random start (a killed run may hold some). */
async function freePorts(): Promise<[number, number, number]> {
  const span = PORTS.last - PORTS.first - 2;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = PORTS.first + ((start + i) % span);
    if ((await isFree(port)) && (await isFree(port + 1)) && (await isFree(port + 2))) return [port, port + 1, port + 2];
  }
  throw new Error('No free ports in 22000-22999');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, deadlineMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await sleep(500);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const seriesOf = (answer: MetricSeries[], metric: string, type = 'value') =>
  answer.find((s) => s.metric === metric && s.type === type)?.values ?? [];
const latest = (answer: MetricSeries[], metric: string, type = 'value') => seriesOf(answer, metric, type).at(-1);

describe('Kafka metrics from a real node', () => {
  const nodeId = randomUUID();
  let dir = '';
  let dataDir = '';
  let ports: [number, number, number] = [0, 0, 0];
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const sampler = kafkaSampler({ stepMs: 1_000, retentionMs: 10 * 60_000 });
  const metrics = localMetrics(sampler);
  let kafka: Kafka | undefined;
  const startedAt = new Date();

  async function stopNode(): Promise<void> {
    const pid = child?.pid;
    if (pid === undefined || !alive(pid)) return;
    process.kill(pid, 'SIGTERM');
    const killer = setTimeout(() => alive(pid) && process.kill(pid, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
  }

  const serverLog = async () => (dir ? await readFile(join(dir, 'server.out'), 'utf8').catch(() => '') : '');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kafka-metrics-engine-'));
    dataDir = join(dir, 'data');
    await mkdir(dataDir);
    ports = await freePorts();
    const [client, controller, jolokia] = ports;
    const config = join(dir, 'server.properties');
    await writeFile(
      config,
      [
        'process.roles=broker,controller',
        'node.id=1',
        `controller.quorum.bootstrap.servers=127.0.0.1:${controller}`,
        `listeners=PLAINTEXT://127.0.0.1:${client},CONTROLLER://127.0.0.1:${controller}`,
        `advertised.listeners=PLAINTEXT://127.0.0.1:${client}`,
        'controller.listener.names=CONTROLLER',
        'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
        'inter.broker.listener.name=PLAINTEXT',
        `log.dirs=${dataDir}`,
        'offsets.topic.replication.factor=1',
        'transaction.state.log.replication.factor=1',
        'transaction.state.log.min.isr=1',
        'group.initial.rebalance.delay.ms=0',
        '',
      ].join('\n'),
    );
    // A Kafka cluster id is 16 random bytes in URL-safe base64, as StorageTool random-uuid prints.
    const clusterId = randomBytes(16).toString('base64url');
    const format = spawnSync(
      JAVA,
      ['-cp', CLASSPATH, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config, '--standalone'],
      { encoding: 'utf8' },
    );
    if (format.status !== 0) throw new Error(`Formatting the node's storage failed: ${format.stderr}`);

    const out = createWriteStream(join(dir, 'server.out'));
    const node = spawn(
      JAVA,
      ['-Xmx512m', `-javaagent:${AGENT}=port=${jolokia},host=127.0.0.1`, '-cp', CLASSPATH, 'kafka.Kafka', config],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = node;
    exited = new Promise((resolve) => node.once('exit', () => resolve()));
    node.stdout.pipe(out);
    node.stderr.pipe(out);

    // Running as a broker (BrokerState 3) is when it takes traffic.
    await until('the broker to run', 120_000, async () => {
      if (node.exitCode !== null) throw new Error(`Kafka exited: ${await serverLog()}`);
      const answer = await jolokiaRead(jolokia, [
        { mbean: 'kafka.server:type=KafkaServer,name=BrokerState', attributes: ['Value'] },
      ]);
      return answer.ok && answer.results[0]?.status === 'ok' && answer.results[0].values.Value === 3 ? true : undefined;
    });
    sampler.track({ id: nodeId, jolokiaPort: jolokia, dataDir });
    kafka = new Kafka({ clientId: 'metrics-engine-test', brokers: [`127.0.0.1:${client}`], logLevel: logLevel.ERROR });
  }, 180_000);

  afterAll(async () => {
    sampler.stop();
    await stopNode();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  const request = (): MetricsRequest => {
    const now = Date.now();
    return {
      application: 'KAFKA',
      node: { id: nodeId, nodeSize: 'local', nodeRoles: ['KAFKA_BROKER', 'KAFKA_CONTROLLER'] },
      runningSince: startedAt,
      metrics: KAFKA_METRICS,
      fromMs: now - 10 * 60_000,
      toMs: now,
      stepMs: 1_000,
    };
  };

  it('answers the bytes and messages kafkajs produced, and the node as it is', async () => {
    if (!kafka) throw new Error('Kafka did not start');
    const admin = kafka.admin();
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await admin.connect();
    await producer.connect();
    try {
      await admin.createTopics({ topics: [{ topic: 'metrics', numPartitions: 3, replicationFactor: 1 }] });
      const value = 'x'.repeat(1_000);
      for (let batch = 0; batch < 10; batch++) {
        await producer.send({
          topic: 'metrics',
          messages: Array.from({ length: 100 }, (_, i) => ({ key: String(i), value })),
        });
      }
    } finally {
      await producer.disconnect();
      await admin.disconnect();
    }

    // Kafka's one-minute rates move on their 5-second tick; the sampler reads them each second.
    const answer = await until('bytes and messages in to show', 60_000, async () => {
      const a = await metrics(request());
      const bytesIn = seriesOf(a, 'brokerTopicBytesIn').some((p) => p.value > 0);
      const messagesIn = seriesOf(a, 'brokerTopicMessagesIn').some((p) => p.value > 0);
      return bytesIn && messagesIn ? a : undefined;
    });

    // A million bytes and a thousand messages in a few seconds: well above any idle broker's traffic.
    expect(Math.max(...seriesOf(answer, 'brokerTopicBytesIn').map((p) => p.value))).toBeGreaterThan(1_000);
    expect(Math.max(...seriesOf(answer, 'brokerTopicMessagesIn').map((p) => p.value))).toBeGreaterThan(1);
    // One answer per type of every Kafka metric, in the contracts' units.
    expect(answer).toHaveLength(KAFKA_METRICS.reduce((n, m) => n + m.types.length, 0));
    expect(answer.find((s) => s.metric === 'brokerTopicBytesIn')?.unit).toBe('By/s');
    // The node as the engine sees it: the active controller, a running broker, the topic's partitions.
    expect(latest(answer, 'activeControllerCount')?.value).toBe(1);
    expect(latest(answer, 'kafkaBrokerState')?.value).toBe(3);
    expect(latest(answer, 'underReplicatedPartitions')?.value).toBe(0);
    expect(latest(answer, 'offlinePartitions')?.value).toBe(0);
    expect(latest(answer, 'partitionCount')?.value).toBeGreaterThanOrEqual(3);
    expect(latest(answer, 'leaderCount')?.value).toBeGreaterThanOrEqual(3);
    const disk = latest(answer, 'diskUtilization')?.value ?? -1;
    expect(disk).toBeGreaterThan(0);
    expect(disk).toBeLessThanOrEqual(100);
    expect(latest(answer, 'isrShrinkRate', 'count')?.value).toBe(0);
    // What the engine has no reading of has no points, never a made-up number.
    for (const type of ['count', 'one_minute_rate', 'mean_rate', 'average', 'max']) {
      expect(seriesOf(answer, 'leaderElectionRate', type)).toEqual([]);
    }
    expect(seriesOf(answer, 'slaProducerErrors', 'count')).toEqual([]);
    // Points sit on the step, each once, in time order.
    const times = seriesOf(answer, 'brokerTopicBytesIn').map((p) => Date.parse(p.time));
    expect(times.every((t, i) => t % 1_000 === 0 && (i === 0 || t > (times[i - 1] ?? 0)))).toBe(true);
  }, 120_000);

  it('stops the node: no process is left', async () => {
    const pid = child?.pid;
    expect(pid).toBeDefined();
    sampler.untrack(nodeId);
    await stopNode();
    expect(alive(pid ?? 0)).toBe(false);
    const left = spawnSync('pgrep', ['-f', dir], { encoding: 'utf8' });
    expect(left.stdout.trim()).toBe('');
  }, 60_000);
});
