import { CLUSTER_REQUESTS_MESSAGES } from '../messages/cluster-requests.ts';
import { APPLICATION_VERSIONS } from './catalogue.ts';

/**
 * Kafka's rules across fields that Instaclustr holds its clients to (issue 33 §3): ZooKeeper
 * only where the version still has it, mTLS over encrypted connections, a REST Proxy integrated
 * only with a Schema Registry there, and no more replicas than brokers. The create schema
 * (cluster-create.ts) reports them, so the console's wizard and the public API share each one.
 */

const messages = CLUSTER_REQUESTS_MESSAGES;

/** ZooKeeper was removed in Kafka 4.0: from there on, clusters run KRaft only. */
const KRAFT_ONLY_FROM_MAJOR = 4;

/** Whether a Kafka version can still run on ZooKeeper (3.x and earlier). */
export const kafkaHasZookeeper = (version: string): boolean => Number(version.split('.')[0]) < KRAFT_ONLY_FROM_MAJOR;

/** The offered Kafka versions that still run on ZooKeeper, named when one asks for it on a later one. */
export const ZOOKEEPER_KAFKA_VERSIONS: readonly string[] = APPLICATION_VERSIONS.KAFKA.filter(kafkaHasZookeeper);

/** Dedicated ZooKeeper ensembles Instaclustr runs: 3 or 5 nodes. */
export const ZOOKEEPER_NODE_COUNTS: readonly number[] = [3, 5];

/** The fields of a parsed Kafka request these rules read. */
export interface KafkaRuleFields {
  kafkaVersion: string;
  dataCentres: readonly { numberOfNodes: number }[];
  defaultReplicationFactor: number;
  clientToClusterEncryption: boolean;
  clientBrokerAuthWithMtls: boolean;
  karapaceSchemaRegistry: readonly unknown[];
  karapaceRestProxy: readonly { integrateRestProxyWithSchemaRegistry: boolean }[];
  kraft?: readonly unknown[];
  dedicatedZookeeper: readonly unknown[];
}

type Issue = { path: (string | number)[]; message: string };

export function kafkaRuleIssues(body: KafkaRuleFields): Issue[] {
  const issues: Issue[] = [];
  if (body.dedicatedZookeeper.length > 0) {
    if (!kafkaHasZookeeper(body.kafkaVersion)) {
      issues.push({
        path: ['dedicatedZookeeper'],
        message: messages.zookeeperKraftOnly(body.kafkaVersion, ZOOKEEPER_KAFKA_VERSIONS),
      });
    } else if ((body.kraft ?? []).length > 0) {
      issues.push({ path: ['kraft'], message: messages.zookeeperWithKraft });
    }
  }
  if (body.clientBrokerAuthWithMtls && !body.clientToClusterEncryption) {
    issues.push({ path: ['clientBrokerAuthWithMtls'], message: messages.mtlsNeedsEncryption });
  }
  body.karapaceRestProxy.forEach((proxy, i) => {
    if (proxy.integrateRestProxyWithSchemaRegistry && body.karapaceSchemaRegistry.length === 0) {
      issues.push({
        path: ['karapaceRestProxy', i, 'integrateRestProxyWithSchemaRegistry'],
        message: messages.restProxyNeedsSchemaRegistry,
      });
    }
  });
  const brokers = body.dataCentres[0]?.numberOfNodes;
  if (brokers !== undefined && body.defaultReplicationFactor > brokers) {
    issues.push({
      path: ['defaultReplicationFactor'],
      message: messages.replicationFactorAboveBrokers(body.defaultReplicationFactor, brokers),
    });
  }
  return issues;
}
