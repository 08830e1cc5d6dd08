import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appliesTo, METRICS } from '@datadeck/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { jolokiaRead } from './jolokia.ts';
import {
  CHANNEL_KEYS,
  JOLOKIA_READS,
  KAFKA_METRICS,
  NOT_FROM_THIS_ENGINE,
  sampleNode,
  type ChannelKey,
} from './metrics.ts';

/**
 * The mapping read against Jolokia answers recorded from a real Kafka 4.2.1 node (one broker and
 * controller, a topic of 2 partitions, ~15 messages/s of 500 bytes; its ProcessCpuLoad is from
 * the same node's next read, the recorded one being 0), served over real HTTP.
 */
const recorded = async (): Promise<unknown[]> =>
  JSON.parse(await readFile(new URL('./testdata/jolokia-kafka-4.2.1.json', import.meta.url), 'utf8')) as unknown[];

/** What the same node's agent answers for an MBean it does not register (recorded). */
const missing = (mbean: string) => ({
  request: { mbean, attribute: 'Value', type: 'read' },
  error_type: 'javax.management.InstanceNotFoundException',
  error: `javax.management.InstanceNotFoundException : ${mbean}`,
  status: 404,
});

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A Jolokia agent stand-in on a real port, answering every POST with `body`. */
async function agent(body: string, status = 200): Promise<number> {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return (listening.address() as AddressInfo).port;
}

const valueOf = (values: Float64Array, key: ChannelKey) => values[CHANNEL_KEYS.indexOf(key)];

describe('Kafka metric names', () => {
  const kafkaNames = METRICS.filter((m) => appliesTo(m, 'KAFKA'));

  it('each has a reading from the engine or a stated reason, never both', () => {
    const answered = kafkaNames.map((d) => ({
      name: d.name,
      // One channel per statistic type the name answers.
      read: KAFKA_METRICS[d.name]?.types.length === d.types.length,
      reason: NOT_FROM_THIS_ENGINE[d.name] !== undefined,
    }));
    expect(answered.filter((a) => a.read === a.reason)).toEqual([]);
    expect(Object.keys(KAFKA_METRICS).length + Object.keys(NOT_FROM_THIS_ENGINE).length).toBe(kafkaNames.length);
  });
});

describe('sampleNode', () => {
  it('reads every channel from a recorded answer, in the metrics units', async () => {
    const answer = await recorded();
    expect(answer).toHaveLength(JOLOKIA_READS.length);
    const port = await agent(JSON.stringify(answer));
    const sample = await sampleNode({ jolokiaPort: port, dataDir: import.meta.dirname });
    if (!sample.ok) throw new Error(sample.message);
    const v = sample.values;
    expect(valueOf(v, 'cpu')).toBeCloseTo(2.385321100917431, 10);
    expect(valueOf(v, 'osLoad')).toBe(7.8271484375);
    expect(valueOf(v, 'bytesIn')).toBe(7720.755360513889);
    expect(valueOf(v, 'bytesOut')).toBe(0);
    expect(valueOf(v, 'messagesIn')).toBe(15.09611168565988);
    expect(valueOf(v, 'activeControllerCount')).toBe(1);
    expect(valueOf(v, 'brokerState')).toBe(3);
    expect(valueOf(v, 'partitionCount')).toBe(2);
    expect(valueOf(v, 'leaderCount')).toBe(2);
    expect(valueOf(v, 'underReplicatedPartitions')).toBe(0);
    expect(valueOf(v, 'isrShrinksCount')).toBe(0);
    // The file system holding this directory: some of it used, never more than all.
    expect(valueOf(v, 'disk')).toBeGreaterThan(0);
    expect(valueOf(v, 'disk')).toBeLessThanOrEqual(100);
    expect([...v].filter(Number.isNaN)).toEqual([]);
  });

  it('a broker without a controller: not the active one, and no point for what only controllers know', async () => {
    const answer = (await recorded()).map((entry, i) => {
      const mbean = JOLOKIA_READS[i]?.mbean ?? '';
      return mbean.startsWith('kafka.controller:') ? missing(mbean) : entry;
    });
    const port = await agent(JSON.stringify(answer));
    const sample = await sampleNode({ jolokiaPort: port, dataDir: import.meta.dirname });
    if (!sample.ok) throw new Error(sample.message);
    expect(valueOf(sample.values, 'activeControllerCount')).toBe(0);
    expect(valueOf(sample.values, 'offlinePartitions')).toBeNaN();
    expect(valueOf(sample.values, 'uncleanLeaderElectionsCount')).toBeNaN();
    // The broker's own readings are untouched by the missing ones.
    expect(valueOf(sample.values, 'bytesIn')).toBe(7720.755360513889);
  });

  it("the JVM's -1 (no reading yet) and a missing data directory give no point, not a number", async () => {
    const answer = await recorded();
    answer[0] = { ...(answer[0] as object), value: { ProcessCpuLoad: -1, SystemLoadAverage: -1 } };
    const port = await agent(JSON.stringify(answer));
    const sample = await sampleNode({ jolokiaPort: port, dataDir: '/nonexistent/kafka/data' });
    if (!sample.ok) throw new Error(sample.message);
    expect(valueOf(sample.values, 'cpu')).toBeNaN();
    expect(valueOf(sample.values, 'osLoad')).toBeNaN();
    expect(valueOf(sample.values, 'disk')).toBeNaN();
  });

  it('a node that does not answer, or answers what is not Jolokia, gives no sample', async () => {
    const closed = await agent('');
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    expect((await sampleNode({ jolokiaPort: closed, dataDir: import.meta.dirname })).ok).toBe(false);

    const notFound = await agent('<html>Not Found</html>', 404);
    expect(await jolokiaRead(notFound, JOLOKIA_READS)).toEqual({ ok: false, message: 'Jolokia answered HTTP 404' });
  });

  it("a request Jolokia refuses is the node's failure; one entry's error stays that entry's", async () => {
    const refused = await agent(
      '{"error_type":"java.lang.IllegalArgumentException","error":"Invalid JSON request","status":400}',
    );
    expect(await jolokiaRead(refused, JOLOKIA_READS)).toEqual({
      ok: false,
      message: 'Jolokia refused the read: Invalid JSON request',
    });
    await new Promise((resolve) => server?.close(resolve));

    const [first] = await recorded();
    const failing = { ...missing('java.lang:type=Memory'), status: 500, error: 'getter threw' };
    const port = await agent(JSON.stringify([first, failing]));
    const answer = await jolokiaRead(port, JOLOKIA_READS.slice(0, 2));
    expect(answer.ok && answer.results.map((r) => r.status)).toEqual(['ok', 'error']);
  });
});
