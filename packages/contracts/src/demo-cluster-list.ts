import type { CloudProvider } from './domains/catalogue.ts';
import type { AddonBundle, Application, ClusterStatus } from './domains/cluster-vocabulary.ts';

/** A demo data centre: what the seed needs to lay out its nodes. */
interface DataCentre {
  name: string;
  cloudProvider: CloudProvider;
  region: string;
  nodeSize: string;
  numberOfNodes: number;
  network: string;
}

export interface DemoCluster {
  name: string;
  description: string | null;
  application: Application;
  applicationVersion: string;
  slaTier: 'PRODUCTION' | 'NON_PRODUCTION';
  status: ClusterStatus;
  provisioning?: { progress: number; message: string };
  /** Days before the seed that deletion was requested. */
  deleteRequestedDaysAgo?: number;
  addons?: AddonBundle[];
  tags?: Record<string, string>;
  dataCentres: DataCentre[];
}

const dc = (
  name: string,
  cloudProvider: DataCentre['cloudProvider'],
  region: string,
  nodeSize: string,
  numberOfNodes: number,
  network: string,
): DataCentre => ({ name, cloudProvider, region, nodeSize, numberOfNodes, network });

/**
 * The Demo Account's clusters (seeded by the server, looked for by the end-to-end tests): every status of SPEC §4, one provisioning with progress and a
 * message, one with a deletion request, some with tags. Regions, node sizes and versions come
 * from ../shared/reference/cluster-catalog.json.
 */
export const DEMO_CLUSTERS: readonly DemoCluster[] = [
  {
    name: 'orders-cassandra',
    description: 'Order history for the web shop',
    application: 'APACHE_CASSANDRA',
    applicationVersion: '5.0.6',
    slaTier: 'PRODUCTION',
    status: 'RUNNING',
    addons: ['CASSANDRA_LUCENE'],
    tags: { team: 'checkout', environment: 'production' },
    dataCentres: [
      dc('AWS_VPC_US_EAST_1', 'AWS_VPC', 'US_EAST_1', 'CAS-PRD-r7g.large-400', 6, '10.0.0.0/16'),
      dc('AWS_VPC_EU_WEST_1', 'AWS_VPC', 'EU_WEST_1', 'CAS-PRD-r7g.large-400', 6, '10.1.0.0/16'),
    ],
  },
  {
    name: 'events-kafka',
    description: 'Click-stream and order events',
    application: 'KAFKA',
    applicationVersion: '4.1.2',
    slaTier: 'PRODUCTION',
    status: 'RUNNING',
    addons: ['KARAPACE_SCHEMA_REGISTRY', 'KARAPACE_REST_PROXY'],
    tags: { team: 'data-platform', environment: 'production' },
    dataCentres: [dc('AWS_VPC_US_EAST_1', 'AWS_VPC', 'US_EAST_1', 'KFK-PRD-r7g.2xlarge-1200', 3, '10.2.0.0/16')],
  },
  {
    name: 'search-opensearch',
    description: 'Product catalogue search',
    application: 'OPENSEARCH',
    applicationVersion: '3.6.0',
    slaTier: 'PRODUCTION',
    status: 'RUNNING',
    addons: ['OPENSEARCH_DASHBOARDS'],
    tags: { team: 'discovery' },
    dataCentres: [dc('GCP_US_CENTRAL1', 'GCP', 'us-central1', 'SRH-PRD-n2-highmem-16-1200', 3, '10.3.0.0/16')],
  },
  {
    name: 'analytics-cassandra',
    description: 'Nightly analytics store',
    application: 'APACHE_CASSANDRA',
    applicationVersion: '4.1.10',
    slaTier: 'NON_PRODUCTION',
    status: 'PROVISIONING',
    // The simulated driver's own stage message at 42 %, so the engine's first look keeps it.
    provisioning: { progress: 0.42, message: 'Launching nodes' },
    tags: { team: 'analytics', 'cost-centre': 'cc-4410' },
    dataCentres: [dc('AZURE_AZ_EAST_US', 'AZURE_AZ', 'EAST_US', 'CAS-PRD-Standard_D16s_v5-1000', 6, '10.4.0.0/16')],
  },
  {
    name: 'audit-log-kafka',
    description: 'Audit trail, waiting for its data centre',
    application: 'KAFKA',
    applicationVersion: '4.2.1',
    slaTier: 'NON_PRODUCTION',
    status: 'GENESIS',
    dataCentres: [dc('AWS_VPC_AP_SOUTHEAST_2', 'AWS_VPC', 'AP_SOUTHEAST_2', 'KFK-DEV-t4g.medium-80', 3, '10.5.0.0/16')],
  },
  {
    name: 'inventory-cassandra',
    description: 'Stock levels per warehouse',
    application: 'APACHE_CASSANDRA',
    applicationVersion: '5.0.6',
    slaTier: 'PRODUCTION',
    status: 'PROVISIONED',
    tags: { team: 'fulfilment' },
    dataCentres: [dc('AWS_VPC_EU_CENTRAL_1', 'AWS_VPC', 'EU_CENTRAL_1', 'CAS-PRD-r7g.medium-250', 3, '10.6.0.0/16')],
  },
  {
    name: 'metrics-opensearch',
    description: 'Service metrics, a new node joining',
    application: 'OPENSEARCH',
    applicationVersion: '3.5.0',
    slaTier: 'NON_PRODUCTION',
    status: 'JOINING',
    dataCentres: [dc('GCP_EUROPE_WEST1', 'GCP', 'europe-west1', 'SRH-DEV-n2-standard-2-80', 3, '10.7.0.0/16')],
  },
  {
    name: 'sessions-cassandra',
    description: 'Restoring from last night’s backup',
    application: 'APACHE_CASSANDRA',
    applicationVersion: '4.0.19',
    slaTier: 'PRODUCTION',
    status: 'RESTORING',
    tags: { team: 'identity' },
    dataCentres: [dc('AWS_VPC_US_WEST_2', 'AWS_VPC', 'US_WEST_2', 'CAS-PRD-r7g.large-250', 3, '10.8.0.0/16')],
  },
  {
    name: 'payments-kafka',
    description: 'Payment events; provisioning failed',
    application: 'KAFKA',
    applicationVersion: '3.9.2',
    slaTier: 'PRODUCTION',
    status: 'FAILED',
    tags: { team: 'payments', environment: 'staging' },
    dataCentres: [
      dc('AZURE_AZ_WEST_EUROPE', 'AZURE_AZ', 'WEST_EUROPE', 'KFK-PRD-Standard_E2s_v5-400', 3, '10.9.0.0/16'),
    ],
  },
  {
    name: 'reporting-opensearch',
    description: 'Quarterly reports, deferred for capacity',
    application: 'OPENSEARCH',
    applicationVersion: '2.19.5',
    slaTier: 'NON_PRODUCTION',
    status: 'DEFERRED',
    dataCentres: [dc('AWS_VPC_CA_CENTRAL_1', 'AWS_VPC', 'CA_CENTRAL_1', 'SRH-DEV-t4g.small-5', 3, '10.10.0.0/16')],
  },
  {
    name: 'recommendations-cassandra',
    description: 'Recommendation features; one node unhealthy',
    application: 'APACHE_CASSANDRA',
    applicationVersion: '4.1.9',
    slaTier: 'PRODUCTION',
    status: 'DEGRADED',
    tags: { team: 'discovery', environment: 'production' },
    dataCentres: [dc('GCP_ASIA_SOUTHEAST1', 'GCP', 'asia-southeast1', 'CAS-PRD-n2-highmem-4-800', 6, '10.11.0.0/16')],
  },
  {
    name: 'legacy-kafka',
    description: 'Old event bus, being retired',
    application: 'KAFKA',
    applicationVersion: '3.9.2',
    slaTier: 'NON_PRODUCTION',
    status: 'RUNNING',
    deleteRequestedDaysAgo: 2,
    tags: { team: 'data-platform', retiring: '' },
    dataCentres: [dc('AWS_VPC_US_EAST_2', 'AWS_VPC', 'US_EAST_2', 'KFK-DEV-t4g.small-30', 3, '10.12.0.0/16')],
  },
];
