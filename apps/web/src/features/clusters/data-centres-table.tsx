import { CLOUD_PROVIDER_LABELS, LIMITS, type ClusterDetails, type DataCentre } from '@datadeck/contracts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';

const onOff = (value: boolean | undefined) => (value ? 'Enabled' : 'Disabled');

/** Cassandra's is the data centre's; Kafka's is the cluster's default; OpenSearch has none. */
function replicationFactor(cluster: ClusterDetails, dc: DataCentre) {
  if (cluster.application === 'KAFKA') return cluster.defaultReplicationFactor ?? 'Not applicable';
  return dc.replicationFactor ?? 'Not applicable';
}

/**
 * The columns for the cluster's application: each shows its own data-centre settings only.
 * Data centres created before a setting existed have none: it was off (or, for OpenSearch's
 * racks, the three every data centre then had).
 */
function columns(cluster: ClusterDetails): Column<DataCentre>[] {
  const { application } = cluster;
  return [
    { key: 'name', header: 'Name', cell: (dc) => dc.name, rowHeader: true },
    { key: 'cloud-provider', header: 'Cloud provider', cell: (dc) => CLOUD_PROVIDER_LABELS[dc.cloudProvider] },
    { key: 'region', header: 'Region', cell: (dc) => dc.region },
    {
      key: 'provider-account',
      header: 'Provider account',
      cell: (dc) => dc.providerAccountName ?? "Datadeck's own",
      // Only where a data centre runs in one of the account's own provider accounts.
      hidden: !cluster.dataCentres.some((dc) => dc.providerAccountName !== undefined),
    },
    { key: 'network', header: 'Network', cell: (dc) => dc.network },
    { key: 'node-size', header: 'Node size', cell: (dc) => dc.nodeSize },
    { key: 'nodes', header: 'Nodes', cell: (dc) => dc.numberOfNodes },
    {
      key: 'racks',
      header: 'Racks',
      cell: (dc) => dc.numberOfRacks ?? LIMITS.defaultRacks,
      hidden: application !== 'OPENSEARCH',
    },
    {
      key: 'replication-factor',
      header: 'Replication factor',
      cell: (dc) => replicationFactor(cluster, dc),
    },
    { key: 'client-encryption', header: 'Client encryption', cell: (dc) => onOff(dc.clientToClusterEncryption) },
    {
      key: 'continuous-backup',
      header: 'Continuous backup',
      cell: (dc) => onOff(dc.continuousBackup),
      hidden: application !== 'APACHE_CASSANDRA',
    },
    {
      key: 'private-ip-broadcast',
      header: 'Private IP broadcast',
      cell: (dc) => onOff(dc.privateIpBroadcastForDiscovery),
      hidden: application !== 'APACHE_CASSANDRA',
    },
  ];
}

/** One row per data centre: where it runs, how it is sized and its settings. */
export function DataCentresTable({ cluster }: { cluster: ClusterDetails }) {
  return (
    <DataTable
      caption="Data centres"
      columns={columns(cluster)}
      rows={cluster.dataCentres}
      rowKey={(dc) => dc.id}
      empty="This cluster has no data centres."
      minWidth={760}
    />
  );
}
