import type { Application, CloudProvider, NodeRole } from '@datadeck/contracts';
import reference from './cluster-catalog.json' with { type: 'json' };

/**
 * The reference catalogue (cluster-catalog.json, copied from the project's shared reference so
 * the product never reads outside itself): per application, per part of a cluster, per cloud
 * provider, the regions and the node sizes offered in all of them or in some only.
 */
export interface ProviderOffer {
  regions: readonly string[];
  sizesInAllRegions: readonly string[];
  regionOnlySizes: Readonly<Record<string, readonly string[]>>;
}

export interface ReferenceCatalogue {
  source: string;
  applications: Readonly<Record<string, Readonly<Record<string, Partial<Record<CloudProvider, ProviderOffer>>>>>>;
  versions: Readonly<Record<string, readonly string[]>>;
}

export const referenceCatalogue: ReferenceCatalogue = reference;

/**
 * Which parts of the reference we offer, and the role a size plays there. Left out: Cassandra's
 * Shotover proxy (`shotover_proxy`, CSO-… sizes), Kafka's ZooKeeper (KFK-ZK-…; clusters run
 * KRaft) and its KFK-SO-… sizes, neither of which the create request can ask for.
 */
export interface ReferencePart {
  application: Application;
  key: string;
  /** The size's role, or null for a size we do not offer. */
  roleOf(size: string): NodeRole | null;
}

export const REFERENCE_PARTS: readonly ReferencePart[] = [
  {
    application: 'APACHE_CASSANDRA',
    key: 'data_centre',
    roleOf: (size) => (size.startsWith('CSO-') ? null : 'CASSANDRA'),
  },
  {
    application: 'KAFKA',
    key: 'data_centre',
    roleOf: (size) =>
      /^KFK-(ZK|SO)-/.test(size) ? null : size.startsWith('KFK-KR-') ? 'KAFKA_CONTROLLER' : 'KAFKA_BROKER',
  },
  { application: 'OPENSEARCH', key: 'data_nodes', roleOf: () => 'OPENSEARCH_DATA' },
  { application: 'OPENSEARCH', key: 'cluster_manager_nodes', roleOf: () => 'OPENSEARCH_CLUSTER_MANAGER' },
  { application: 'OPENSEARCH', key: 'opensearch_dashboards', roleOf: () => 'OPENSEARCH_DASHBOARDS' },
];
