/** The words of the cluster domain, shared by every cluster schema. */

/** Applications, as named in the reference catalogue. */
export const APPLICATIONS = ['APACHE_CASSANDRA', 'KAFKA', 'OPENSEARCH'] as const;
export type Application = (typeof APPLICATIONS)[number];
export const APPLICATION_LABELS: Readonly<Record<Application, string>> = {
  APACHE_CASSANDRA: 'Apache Cassandra',
  KAFKA: 'Apache Kafka',
  OPENSEARCH: 'OpenSearch',
};

/** Add-on bundles shown beside the main application's logo on a cluster card. */
export const ADDON_BUNDLES = [
  'KARAPACE_SCHEMA_REGISTRY',
  'KARAPACE_REST_PROXY',
  'OPENSEARCH_DASHBOARDS',
  'CASSANDRA_LUCENE',
] as const;
export type AddonBundle = (typeof ADDON_BUNDLES)[number];
export type BundleType = Application | AddonBundle;
export const BUNDLE_LABELS: Readonly<Record<BundleType, string>> = {
  ...APPLICATION_LABELS,
  KARAPACE_SCHEMA_REGISTRY: 'Karapace Schema Registry',
  KARAPACE_REST_PROXY: 'Karapace REST Proxy',
  OPENSEARCH_DASHBOARDS: 'OpenSearch Dashboards',
  CASSANDRA_LUCENE: 'Cassandra Lucene Index',
};

/** Cluster lifecycle statuses (SPEC §4; DELETING and DELETED are the deletion path). */
export const CLUSTER_STATUSES = [
  'GENESIS',
  'PROVISIONING',
  'PROVISIONED',
  'JOINING',
  'RESTORING',
  'RUNNING',
  'FAILED',
  'DEFERRED',
  'DEGRADED',
  'DELETING',
  'DELETED',
] as const;
export type ClusterStatus = (typeof CLUSTER_STATUSES)[number];

/**
 * Node statuses: a node follows its cluster through provisioning and deletion, and is RESIZING
 * while an update's operation gives it another size (then RUNNING again), as Instaclustr's nodes are.
 */
export const NODE_STATUSES = ['PROVISIONING', 'RUNNING', 'RESIZING', 'FAILED', 'DELETING', 'DELETED'] as const;
export type NodeStatus = (typeof NODE_STATUSES)[number];

export const CLOUD_PROVIDERS = ['AWS_VPC', 'GCP', 'AZURE_AZ'] as const;
export const SLA_TIERS = ['PRODUCTION', 'NON_PRODUCTION'] as const;
