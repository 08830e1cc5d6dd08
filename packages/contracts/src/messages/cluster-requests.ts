/**
 * Texts of the create-cluster rules that Instaclustr's clients meet as often as the console
 * (issue 33 §3): versions no longer offered, Kafka's ZooKeeper and KRaft, its add-ons and
 * replication, Cassandra's Debezium connector. Part of MESSAGES (`MESSAGES.clusterRequests`).
 */
export const CLUSTER_REQUESTS_MESSAGES = {
  /**
   * A version the catalogue does not offer: the offered ones, and the one to use instead when a
   * version of the same major.minor is offered (a patch release that was replaced).
   */
  versionNotOffered: (given: string, offered: readonly string[], replacement: string | null) =>
    replacement === null
      ? `Version ${given} is not offered. Offered versions: ${offered.join(', ')}`
      : `Version ${given} is no longer offered: use ${replacement}. Offered versions: ${offered.join(', ')}`,
  /** Not a version at all (missing, or not major.minor.patch). */
  versionOneOf: (offered: readonly string[]) => `Version must be one of ${offered.join(', ')}`,
  /**
   * A version the catalogue offers but the console's local driver cannot run (LOCAL_DRIVER_VERSIONS):
   * the ones it can, or that it runs none of the application's yet.
   */
  versionNotRunByLocalDriver: (application: string, runnable: readonly string[]) =>
    runnable.length > 0
      ? `This version cannot run on this console's local driver. Choose one of: ${runnable.join(', ')}.`
      : `No version of ${application} can run on this console's local driver yet.`,
  zookeeperKraftOnly: (version: string, zookeeperVersions: readonly string[]) =>
    `Kafka ${version} runs KRaft only (ZooKeeper was removed in Kafka 4.0): leave dedicatedZookeeper empty${
      zookeeperVersions.length > 0 ? `, or choose Kafka ${zookeeperVersions.join(' or ')}` : ''
    }`,
  zookeeperWithKraft: 'A Kafka cluster with dedicated ZooKeeper nodes does not run KRaft: leave kraft empty',
  zookeeperNodeCount: 'Dedicated ZooKeeper runs on 3 or 5 nodes',
  mtlsNeedsEncryption: 'Client to broker authentication with mTLS needs client to cluster encryption',
  restProxyNeedsSchemaRegistry:
    'Integrating the REST Proxy with the Schema Registry needs the Karapace Schema Registry (karapaceSchemaRegistry)',
  replicationFactorAboveBrokers: (factor: number, brokers: number) =>
    `Default replication factor ${factor} is more than the ${brokers} brokers: each replica needs a broker of its own`,
  debezium: {
    kafkaVpcType: 'Kafka VPC type must be VPC_PEERED, the only one offered',
    kafkaTopicPrefix: 'Kafka topic prefix must be 1 to 100 letters, digits, ".", "_" or "-"',
    kafkaCdcIdFormat: 'kafkaCdcId must be the id of a Kafka data centre',
    /** The id is well formed but names no data centre of the account's live Kafka clusters. */
    kafkaCdcIdNotFound:
      "kafkaCdcId names no data centre of this account's Kafka clusters: give the id of one (dataCentres[].id of the Kafka cluster)",
  },
} as const;
