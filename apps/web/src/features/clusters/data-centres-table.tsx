import { CLOUD_PROVIDER_LABELS, type DataCentre } from '@datadeck/contracts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';

const COLUMNS: readonly Column<DataCentre>[] = [
  { key: 'name', header: 'Name', cell: (dc) => dc.name, rowHeader: true },
  { key: 'cloud-provider', header: 'Cloud provider', cell: (dc) => CLOUD_PROVIDER_LABELS[dc.cloudProvider] },
  { key: 'region', header: 'Region', cell: (dc) => dc.region },
  { key: 'network', header: 'Network', cell: (dc) => dc.network },
  { key: 'node-size', header: 'Node size', cell: (dc) => dc.nodeSize },
  { key: 'nodes', header: 'Nodes', cell: (dc) => dc.numberOfNodes },
  // OpenSearch has no replication factor of its own.
  { key: 'replication-factor', header: 'Replication factor', cell: (dc) => dc.replicationFactor ?? 'Not applicable' },
  {
    key: 'client-encryption',
    header: 'Client encryption',
    cell: (dc) => (dc.clientToClusterEncryption ? 'Enabled' : 'Disabled'),
  },
];

/** One row per data centre: where it runs and how it is sized. */
export function DataCentresTable({ dataCentres }: { dataCentres: readonly DataCentre[] }) {
  return (
    <DataTable
      caption="Data centres"
      columns={COLUMNS}
      rows={dataCentres}
      rowKey={(dc) => dc.id}
      empty="This cluster has no data centres."
      minWidth={760}
    />
  );
}
