/**
 * Request bodies as Instaclustr's Kubernetes operator marshals them (github.com/instaclustr/
 * operator, pkg/models/{apiv2_generic,apiv2,kafka_apiv2,cassandra_apiv2,opensearch_apiv2}.go)
 * for its sample resources (config/samples): Go's JSON, so a nil list is `null`, fields without
 * `omitempty` are always sent, and a data centre carries its read-only `nodes`. The operator
 * posts to the create paths with a trailing slash.
 */

export const operatorKafka = {
  name: 'kafka-operator',
  pciComplianceMode: false,
  privateNetworkCluster: false,
  slaTier: 'NON_PRODUCTION',
  kafkaVersion: '3.9.2',
  allowDeleteTopics: true,
  autoCreateTopics: true,
  bundledUseOnly: false,
  clientBrokerAuthWithMtls: false,
  clientToClusterEncryption: false,
  defaultNumberOfPartitions: 3,
  defaultReplicationFactor: 3,
  dataCentres: [
    {
      name: 'AWS_VPC_US_EAST_1',
      network: '10.0.0.0/16',
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      tags: [{ value: 'operator', key: 'managed-by' }],
      numberOfNodes: 3,
      nodeSize: 'KFK-DEV-t4g.small-5',
      nodes: null,
    },
  ],
  dedicatedZookeeper: null,
  karapaceRestProxy: [{ integrateRestProxyWithSchemaRegistry: true, version: '3.15.0' }],
  karapaceSchemaRegistry: [{ version: '3.15.0' }],
  restProxy: null,
  schemaRegistry: null,
};

export const operatorCassandra = {
  cassandraVersion: '4.1.10',
  luceneEnabled: false,
  passwordAndUserAuth: true,
  dataCentres: [
    {
      name: 'AWS_cassandra',
      network: '172.16.0.0/19',
      cloudProvider: 'AWS_VPC',
      region: 'US_WEST_2',
      numberOfNodes: 2,
      nodeSize: 'CAS-DEV-t4g.small-5',
      replicationFactor: 2,
      continuousBackup: false,
      privateIpBroadcastForDiscovery: false,
      clientToClusterEncryption: false,
      tags: [{ value: 'cassandra-sample', key: 'tag' }],
    },
  ],
  name: 'cassandra-operator',
  slaTier: 'NON_PRODUCTION',
  privateNetworkCluster: false,
  pciComplianceMode: false,
  twoFactorDelete: [{ confirmationPhoneNumber: '+61 2 5550 0100', confirmationEmail: 'ops@example.com' }],
};

export const operatorOpensearch = {
  name: 'opensearch-operator',
  pciComplianceMode: false,
  privateNetworkCluster: false,
  slaTier: 'NON_PRODUCTION',
  opensearchVersion: '2.19.5',
  icuPlugin: false,
  asynchronousSearchPlugin: false,
  knnPlugin: false,
  reportingPlugin: false,
  sqlPlugin: false,
  notificationsPlugin: false,
  anomalyDetectionPlugin: false,
  loadBalancer: false,
  bundledUseOnly: false,
  indexManagementPlugin: true,
  alertingPlugin: false,
  dataCentres: [
    {
      name: 'AWS_VPC_US_EAST_1',
      network: '10.0.0.0/16',
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      privateLink: false,
      numberOfRacks: 3,
    },
  ],
  dataNodes: [{ nodeSize: 'SRH-DEV-t4g.small-5', nodeCount: 3 }],
  opensearchDashboards: [{ nodeSize: 'SRH-DEV-t4g.small-5', version: 'opensearch-dashboards:2.19.5' }],
  clusterManagerNodes: [{ nodeSize: 'SRH-DEV-t4g.small-5', dedicatedManager: false }],
};
