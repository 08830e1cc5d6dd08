import { Kafka, logLevel, type SASLOptions } from 'kafkajs';
import { jolokiaRead } from './jolokia.ts';

/** How the driver reaches the cluster's admin API: the internal listener, as the internal admin. */
export interface AdminAccess {
  /** `127.0.0.1:<internal port>` of the brokers the driver believes are up. */
  brokers: readonly string[];
  /** SCRAM credentials of the internal admin; null when the cluster has no authentication. */
  sasl: { username: string; password: string } | null;
}

/** What the engine itself says of the cluster. */
export interface KafkaHealth {
  /** node.id of every broker the admin API lists as registered. */
  registeredBrokers: ReadonlySet<number>;
  /** Whether a controller of the quorum reports a leader. */
  quorumHasLeader: boolean;
}

/**
 * A look at a healthy cluster on loopback answers in milliseconds; a loaded host (a JVM starting
 * beside it) can take seconds to finish SCRAM's handshake. Too short a wait would call a healthy
 * cluster DEGRADED, so it is generous, and one failed try is tried again.
 */
const TIMEOUT_MS = 10_000;

/**
 * The brokers registered, as Kafka's admin API (DescribeCluster) lists them. Empty while no
 * broker answers: provisioning, or every broker down.
 */
export async function registeredBrokers(access: AdminAccess): Promise<Set<number>> {
  if (access.brokers.length === 0) return new Set();
  const sasl: SASLOptions | undefined = access.sasl
    ? { mechanism: 'scram-sha-512', username: access.sasl.username, password: access.sasl.password }
    : undefined;
  const kafka = new Kafka({
    clientId: 'datadeck-local-driver',
    brokers: [...access.brokers],
    ...(sasl ? { sasl } : {}),
    connectionTimeout: TIMEOUT_MS,
    requestTimeout: TIMEOUT_MS,
    retry: { retries: 1 },
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const { brokers } = await admin.describeCluster();
    return new Set(brokers.map((broker) => broker.nodeId));
  } catch {
    return new Set();
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/**
 * Whether the KRaft quorum has a leader, as a controller's raft metrics say (`current-leader` is
 * the leader's node.id, or -1 while there is none). Any one live controller answering is enough.
 */
export async function quorumHasLeader(controllerJolokiaPorts: readonly number[]): Promise<boolean> {
  for (const port of controllerJolokiaPorts) {
    const answer = await jolokiaRead(
      port,
      [{ mbean: 'kafka.server:type=raft-metrics', attributes: ['current-leader'] }],
      {
        timeoutMs: TIMEOUT_MS,
      },
    );
    // A controller that does not answer (down, or still starting) leaves it to the next.
    const result = answer.ok ? answer.results[0] : undefined;
    const leader = result?.status === 'ok' ? result.values['current-leader'] : undefined;
    if (typeof leader === 'number' && leader >= 0) return true;
  }
  return false;
}

export async function kafkaHealth(
  access: AdminAccess,
  controllerJolokiaPorts: readonly number[],
): Promise<KafkaHealth> {
  const [registered, leader] = await Promise.all([registeredBrokers(access), quorumHasLeader(controllerJolokiaPorts)]);
  return { registeredBrokers: registered, quorumHasLeader: leader };
}
