import {
  MESSAGES,
  OPENSEARCH_PLUGINS,
  TERRAFORM_CLUSTER_RESOURCES,
  type ClusterDetails,
  type DataCentre,
} from '@datadeck/contracts';
import { attribute, block, type HclBlock, type HclNode } from './hcl.ts';

/** Why a cluster cannot be written as the provider's resource: listed instead of the zip. */
export interface ExportProblem {
  readonly cluster: string;
  readonly message: string;
}

export type ClusterResource =
  | { readonly ok: true; readonly block: HclBlock }
  | { readonly ok: false; readonly problems: readonly ExportProblem[] };

/** The provider's version attributes take major.minor.patch only. */
const VERSION = /^[0-9]+\.[0-9]+\.[0-9]+$/;
/** instaclustr_opensearch_cluster_v2's data_centre.number_of_racks bounds. */
const OPENSEARCH_RACKS = { min: 2, max: 5 } as const;
/** Nodes go over three racks (clusters/layout.ts); a data centre without nodes yet will too. */
const DEFAULT_RACKS = 3;

const optional = (name: string, value: string | null | undefined): HclNode[] =>
  value === null || value === undefined ? [] : [attribute(name, value)];

const camelToSnake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The attributes and blocks every application's data_centre has. */
function dataCentreCommon(dc: DataCentre): HclNode[] {
  return [
    attribute('name', dc.name),
    attribute('cloud_provider', dc.cloudProvider),
    attribute('region', dc.region),
    attribute('network', dc.network),
    ...dc.tags.map((tag) => block('tag', [], [attribute('key', tag.key), attribute('value', tag.value)])),
    ...dc.awsSettings.map((aws) => block('aws_settings', [], optional('ebs_encryption_key', aws.ebsEncryptionKey))),
  ];
}

/** The top-level attributes every application's cluster has. */
function clusterCommon(cluster: ClusterDetails, versionAttribute: string): HclNode[] {
  return [
    attribute('name', cluster.name),
    ...optional('description', cluster.description),
    attribute('sla_tier', cluster.slaTier),
    attribute(versionAttribute, cluster.applicationVersion),
    attribute('pci_compliance_mode', cluster.pciComplianceMode),
    attribute('private_network_cluster', cluster.privateNetworkCluster),
    ...cluster.twoFactorDelete.map((t) =>
      block('two_factor_delete', [], [attribute('confirmation_email', t.confirmationEmail)]),
    ),
  ];
}

function cassandraBody(cluster: ClusterDetails): HclNode[] {
  return [
    ...clusterCommon(cluster, 'cassandra_version'),
    attribute('lucene_enabled', cluster.luceneEnabled ?? false),
    attribute('password_and_user_auth', cluster.passwordAndUserAuth ?? true),
    ...cluster.dataCentres.map((dc) =>
      block(
        'data_centre',
        [],
        [
          ...dataCentreCommon(dc),
          attribute('node_size', dc.nodeSize),
          attribute('number_of_nodes', dc.numberOfNodes),
          attribute('replication_factor', dc.replicationFactor ?? 3),
          attribute('client_to_cluster_encryption', dc.clientToClusterEncryption),
          attribute('continuous_backup', dc.continuousBackup ?? false),
          attribute('private_ip_broadcast_for_discovery', dc.privateIpBroadcastForDiscovery ?? false),
        ],
      ),
    ),
  ];
}

function kafkaBody(cluster: ClusterDetails, dc: DataCentre): HclNode[] {
  const registry = cluster.karapaceSchemaRegistry ?? [];
  return [
    ...clusterCommon(cluster, 'kafka_version'),
    attribute('client_to_cluster_encryption', cluster.clientToClusterEncryption ?? dc.clientToClusterEncryption),
    attribute('auto_create_topics', cluster.autoCreateTopics ?? true),
    attribute('allow_delete_topics', cluster.allowDeleteTopics ?? true),
    attribute('default_replication_factor', cluster.defaultReplicationFactor ?? 3),
    attribute('default_number_of_partitions', cluster.defaultNumberOfPartitions ?? 3),
    ...registry.map((r) => block('karapace_schema_registry', [], [attribute('version', r.version)])),
    ...(cluster.karapaceRestProxy ?? []).map((r) =>
      block(
        'karapace_rest_proxy',
        [],
        [attribute('version', r.version), attribute('integrate_rest_proxy_with_schema_registry', registry.length > 0)],
      ),
    ),
    ...(cluster.kraft ?? []).map((k) =>
      block('kraft', [], [attribute('controller_node_count', k.controllerNodeCount)]),
    ),
    block(
      'data_centre',
      [],
      [...dataCentreCommon(dc), attribute('node_size', dc.nodeSize), attribute('number_of_nodes', dc.numberOfNodes)],
    ),
  ];
}

function opensearchBody(cluster: ClusterDetails, dc: DataCentre, racks: number): HclNode[] {
  return [
    ...clusterCommon(cluster, 'opensearch_version'),
    ...(cluster.clusterManagerNodes ?? []).map((m) =>
      block(
        'cluster_manager_nodes',
        [],
        [attribute('node_size', m.nodeSize), attribute('dedicated_manager', m.dedicatedManager)],
      ),
    ),
    ...(cluster.dataNodes ?? []).map((d) =>
      block('data_nodes', [], [attribute('node_size', d.nodeSize), attribute('node_count', d.nodeCount)]),
    ),
    ...(cluster.opensearchDashboards ?? []).map((d) =>
      block(
        'opensearch_dashboards',
        [],
        [attribute('node_size', d.nodeSize), ...optional('oidc_provider', d.oidcProvider)],
      ),
    ),
    ...OPENSEARCH_PLUGINS.map((plugin) => attribute(camelToSnake(plugin), cluster[plugin] ?? false)),
    block('data_centre', [], [...dataCentreCommon(dc), attribute('number_of_racks', racks)]),
  ];
}

const racksOf = (dc: DataCentre): number =>
  dc.numberOfRacks ?? (new Set(dc.nodes.map((n) => n.rack)).size || DEFAULT_RACKS);

/**
 * One cluster as the provider's resource, named `localName`; or why it cannot be: the provider's
 * Kafka and OpenSearch resources take exactly one data_centre block, its versions are
 * major.minor.patch and an OpenSearch data centre has 2 to 5 racks.
 */
export function clusterResource(cluster: ClusterDetails, localName: string): ClusterResource {
  const resource = TERRAFORM_CLUSTER_RESOURCES[cluster.application];
  const problems: ExportProblem[] = [];
  const problem = (message: string) => problems.push({ cluster: cluster.name, message });
  const [first] = cluster.dataCentres;
  if (!VERSION.test(cluster.applicationVersion)) {
    problem(MESSAGES.terraform.versionUnsupported(cluster.name, resource, cluster.applicationVersion));
  }
  if (first === undefined) problem(MESSAGES.terraform.noDataCentre(cluster.name, resource));
  else if (cluster.application !== 'APACHE_CASSANDRA' && cluster.dataCentres.length > 1) {
    problem(MESSAGES.terraform.singleDataCentre(cluster.name, resource, cluster.dataCentres.length));
  }
  const racks = first === undefined ? DEFAULT_RACKS : racksOf(first);
  if (cluster.application === 'OPENSEARCH' && (racks < OPENSEARCH_RACKS.min || racks > OPENSEARCH_RACKS.max)) {
    problem(MESSAGES.terraform.racksOutOfRange(cluster.name, racks));
  }
  if (first === undefined || problems.length > 0) return { ok: false, problems };
  const body =
    cluster.application === 'APACHE_CASSANDRA'
      ? cassandraBody(cluster)
      : cluster.application === 'KAFKA'
        ? kafkaBody(cluster, first)
        : opensearchBody(cluster, first, racks);
  return { ok: true, block: block('resource', [resource, localName], body) };
}
