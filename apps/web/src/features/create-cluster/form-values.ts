import {
  APPLICATION_VERSIONS,
  LIMITS,
  type Application,
  type CloudProvider,
  type CreateClusterInfo,
  type OpensearchPlugin,
  type SlaTier,
} from '@datadeck/contracts';
import { firstOfferedApplication, newestOffered, type OfferedVersions } from './offered-versions.ts';

/**
 * What the wizard edits: the fields of all three create bodies side by side, named as the
 * bodies name them, so a schema's issue paths (`dataCentres.0.nodeSize`) are the form's field
 * names. The bodies are strict, so request.ts picks the chosen application's fields out of these
 * (switching application keeps what the bodies share, and sends none of the others').
 */
export interface WizardDataCentre {
  name: string;
  cloudProvider: CloudProvider;
  region: string;
  network: string;
  /** Cassandra's, per data centre (Kafka's is the cluster's; OpenSearch always encrypts). */
  clientToClusterEncryption: boolean;
  tags: { key: string; value: string }[];
  /** AWS only: the disk encryption key, as the public API's `awsSettings` (none or one). */
  awsSettings: { ebsEncryptionKey: string }[];
  /** Cassandra and Kafka only; OpenSearch sizes its nodes in dataNodes and clusterManagerNodes. */
  nodeSize: string;
  numberOfNodes: number;
  /** Cassandra only (Kafka's is the cluster's defaultReplicationFactor). */
  replicationFactor: number;
  /** Cassandra only. */
  continuousBackup: boolean;
  privateIpBroadcastForDiscovery: boolean;
  /** OpenSearch only: the racks its data nodes are spread over. */
  numberOfRacks: number;
}

export type WizardValues = {
  application: Application;
  name: string;
  slaTier: SlaTier;
  cassandraVersion: string;
  kafkaVersion: string;
  opensearchVersion: string;
  privateNetworkCluster: boolean;
  pciComplianceMode: boolean;
  description: string | null;
  twoFactorDelete: { confirmationEmail: string }[];
  /** One data centre: enough for the wizard (the API takes more for Cassandra). */
  dataCentres: WizardDataCentre[];
  luceneEnabled: boolean;
  passwordAndUserAuth: boolean;
  /** Kafka: also the number of racks the brokers are spread over. */
  defaultReplicationFactor: number;
  defaultNumberOfPartitions: number;
  autoCreateTopics: boolean;
  allowDeleteTopics: boolean;
  /** Kafka's, for the whole cluster. */
  clientToClusterEncryption: boolean;
  clientBrokerAuthWithMtls: boolean;
  /** One entry (its version left to the schema's default) when the add-on is on, none when off. */
  karapaceSchemaRegistry: { version?: string }[];
  karapaceRestProxy: { version?: string; integrateRestProxyWithSchemaRegistry: boolean }[];
  clusterManagerNodes: { nodeSize: string; dedicatedManager: boolean }[];
  dataNodes: { nodeSize: string; nodeCount: number }[];
  opensearchDashboards: { nodeSize: string; oidcProvider: string | null }[];
  loadBalancer: boolean;
} & Record<OpensearchPlugin, boolean>;

export const DEFAULT_NETWORK = '10.0.0.0/16';
export const DEFAULT_CLOUD_PROVIDER: CloudProvider = 'AWS_VPC';

/** Regions proposed first, in each provider's spelling of US East. */
const PREFERRED_REGIONS = ['US_EAST_1', 'us-east1', 'EAST_US'];

export function defaultRegion(regions: readonly string[]): string {
  return PREFERRED_REGIONS.find((r) => regions.includes(r)) ?? regions[0] ?? '';
}

/** The data centre's proposed name, e.g. AWS_VPC_US_EAST_1 (fits the contract's 32 characters). */
export function dataCentreName(cloudProvider: CloudProvider, region: string): string {
  return [cloudProvider, region]
    .filter(Boolean)
    .join('_')
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '_')
    .slice(0, 32);
}

export const versionField = (application: Application) =>
  application === 'APACHE_CASSANDRA'
    ? 'cassandraVersion'
    : application === 'KAFKA'
      ? 'kafkaVersion'
      : 'opensearchVersion';

/**
 * A new cluster: the first application the console offers (Cassandra, unless its driver runs
 * none of Cassandra's versions), production, the newest versions offered, three nodes, the
 * account's default tags.
 */
export function defaultValues(info: CreateClusterInfo, offered: OfferedVersions = APPLICATION_VERSIONS): WizardValues {
  const pci = info.forcePciForNewClusters;
  return {
    application: firstOfferedApplication(offered),
    name: '',
    slaTier: 'PRODUCTION',
    cassandraVersion: newestOffered(offered, 'APACHE_CASSANDRA'),
    kafkaVersion: newestOffered(offered, 'KAFKA'),
    opensearchVersion: newestOffered(offered, 'OPENSEARCH'),
    privateNetworkCluster: false,
    pciComplianceMode: pci,
    description: null,
    twoFactorDelete: [],
    dataCentres: [
      {
        name: dataCentreName(DEFAULT_CLOUD_PROVIDER, ''),
        cloudProvider: DEFAULT_CLOUD_PROVIDER,
        region: '',
        network: DEFAULT_NETWORK,
        // PCI compliance mode needs client to cluster encryption (Cassandra's here, Kafka's below).
        clientToClusterEncryption: pci,
        tags: info.defaultTags.map((tag) => ({ ...tag })),
        awsSettings: [],
        nodeSize: '',
        numberOfNodes: 3,
        replicationFactor: 3,
        continuousBackup: false,
        privateIpBroadcastForDiscovery: false,
        numberOfRacks: LIMITS.defaultRacks,
      },
    ],
    luceneEnabled: false,
    passwordAndUserAuth: true,
    defaultReplicationFactor: 3,
    defaultNumberOfPartitions: 3,
    autoCreateTopics: true,
    allowDeleteTopics: true,
    clientToClusterEncryption: pci,
    clientBrokerAuthWithMtls: false,
    karapaceSchemaRegistry: [],
    karapaceRestProxy: [],
    clusterManagerNodes: [{ nodeSize: '', dedicatedManager: false }],
    dataNodes: [{ nodeSize: '', nodeCount: 3 }],
    opensearchDashboards: [],
    loadBalancer: false,
    icuPlugin: false,
    knnPlugin: false,
    alertingPlugin: false,
    sqlPlugin: false,
    anomalyDetectionPlugin: false,
    asynchronousSearchPlugin: false,
    notificationsPlugin: false,
    reportingPlugin: false,
    indexManagementPlugin: false,
  };
}
