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
      // The example's second data centre also has a `debezium` block: not offered (refused on its own below).
      clientToClusterEncryption: true,
      cloudProvider: 'AWS_VPC',
      continuousBackup: true,
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
  // The example's dedicated_zookeeper block: Datadeck's Kafka versions run KRaft (refused on its own below).
  kraft: [{ controllerNodeCount: 3 }],
  defaultReplicationFactor: 3,
  privateNetworkCluster: false,
  kafkaVersion: '4.2.1', // the example's "[x.y.z]"
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
