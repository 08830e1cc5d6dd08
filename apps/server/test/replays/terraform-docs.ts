import type { cassandraClusterSchema, kafkaClusterSchema, opensearchClusterSchema } from '@datadeck/contracts';
import type { z } from 'zod';

/**
 * Request bodies as the Terraform provider sends them for the example resources of its
 * documentation (github.com/instaclustr/terraform-provider-instaclustr, docs/resources/
 * {cassandra,kafka,opensearch}_cluster_v2.md, provider 2.1.89): each attribute under its API
 * field name. Where the example names what Datadeck's catalogue (../shared/reference/
 * cluster-catalog.json) does not offer, the nearest offered value stands in, said beside it;
 * everything else is the example's.
 */

/**
 * The Cassandra example's `debezium.kafka_cdc_id`: a data centre of a Kafka cluster on
 * Instaclustr. A replay aims it at a Kafka data centre of its own account (`withKafkaCdcId`), as a
 * user of the example puts in their own.
 */
export const DOCUMENTED_KAFKA_CDC_ID = 'd363b575-3d22-4235-80ad-7699bed3123c';

/** The Cassandra example with its Debezium connector sending to the Kafka data centre `kafkaCdcId`. */
export const withKafkaCdcId = (kafkaCdcId: string) => ({
  ...terraformCassandra,
  dataCentres: terraformCassandra.dataCentres.map((dc) =>
    'debezium' in dc ? { ...dc, debezium: dc.debezium?.map((entry) => ({ ...entry, kafkaCdcId })) } : dc,
  ),
});

export const terraformCassandra = {
  pciComplianceMode: false,
  dataCentres: [
    {
      clientToClusterEncryption: true,
      cloudProvider: 'AWS_VPC',
      continuousBackup: true,
      name: 'MyTestDataCentre1',
      network: '10.0.0.0/16',
      nodeSize: 'CAS-PRD-r7g.large-120', // the example's CAS-PRD-m6g.large-120 is not in the catalogue
      numberOfNodes: 3,
      privateIpBroadcastForDiscovery: true,
      region: 'US_EAST_1',
      replicationFactor: 3,
    },
    {
      clientToClusterEncryption: true,
      cloudProvider: 'AWS_VPC',
      continuousBackup: true,
      debezium: [
        {
          kafkaCdcId: DOCUMENTED_KAFKA_CDC_ID,
          kafkaTopicPrefix: 'MyTopicPrefix',
          kafkaVpcType: 'VPC_PEERED',
          version: '2.0.1', // the example's "[x.y.z]", the documentation's one available version
        },
      ],
      name: 'MyTestDataCentre2',
      network: '10.1.0.0/16',
      nodeSize: 'CAS-PRD-r7g.large-120',
      numberOfNodes: 3,
      privateIpBroadcastForDiscovery: true,
      region: 'US_EAST_2',
      replicationFactor: 3,
    },
  ],
  privateNetworkCluster: false,
  cassandraVersion: '5.0.6', // the example's "[x.y.z]"
  luceneEnabled: true,
  passwordAndUserAuth: true,
  name: 'MyTestCluster',
  twoFactorDelete: [{ confirmationEmail: 'test@email.com' }],
  slaTier: 'PRODUCTION',
} satisfies z.input<typeof cassandraClusterSchema>;

export const terraformKafka = {
  autoCreateTopics: true,
  clientToClusterEncryption: true,
  pciComplianceMode: false,
  dataCentres: [
    {
      cloudProvider: 'AWS_VPC',
      name: 'AWS_VPC_US_EAST_1',
      network: '10.0.0.0/16',
      nodeSize: 'KFK-PRD-r7g.large-250', // the example's KFK-PRD-r6g.large-250 is not in the catalogue
      numberOfNodes: 3,
      region: 'US_EAST_1',
    },
  ],
  dedicatedZookeeper: [{ zookeeperNodeCount: 3, zookeeperNodeSize: 'KDZ-PRD-m6g.large-80' }],
  defaultReplicationFactor: 3,
  privateNetworkCluster: false,
  kafkaVersion: '3.9.2', // the example's "[x.y.z]": the offered version that still has ZooKeeper
  defaultNumberOfPartitions: 3,
  name: 'MyKafkaCluster',
  slaTier: 'PRODUCTION',
  allowDeleteTopics: true,
} satisfies z.input<typeof kafkaClusterSchema>;

export const terraformOpensearch = {
  dataNodes: [{ nodeCount: 3, nodeSize: 'SRH-DEV-t4g.small-5' }],
  pciComplianceMode: false,
  opensearchVersion: '3.6.0', // the example's 2.12.0 is no longer offered
  knnPlugin: true,
  dataCentres: [
    {
      cloudProvider: 'AWS_VPC',
      name: 'AWS_VPC_US_EAST_1',
      network: '10.1.0.0/16',
      numberOfRacks: 3,
      privateLink: false,
      region: 'US_EAST_1',
    },
  ],
  loadBalancer: true,
  privateNetworkCluster: false,
  name: 'rostyslp-test',
  clusterManagerNodes: [{ dedicatedManager: true, nodeSize: 'SRH-DM-DEV-t4g.small-5' }],
  indexManagementPlugin: false,
  alertingPlugin: false,
  icuPlugin: false,
  asynchronousSearchPlugin: false,
  reportingPlugin: false,
  sqlPlugin: false,
  notificationsPlugin: false,
  anomalyDetectionPlugin: false,
  slaTier: 'NON_PRODUCTION',
} satisfies z.input<typeof opensearchClusterSchema>;
