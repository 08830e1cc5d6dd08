import type { DataCentre } from '@datadeck/contracts';
import { Code } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { humanize } from '../../shared/format/format.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { NodeStatusBadge } from '../../shared/ui/status-badge.tsx';

type ClusterNode = DataCentre['nodes'][number];
type NodeRow = { node: ClusterNode; dataCentre: string };

/** A UUID's first group tells the nodes of one cluster apart; the full id is in the tooltip. */
const shortId = (id: string) => id.slice(0, 8);

/** With one data centre, its column would say the same on every row. */
const columns = (severalDataCentres: boolean): readonly Column<NodeRow>[] => [
  {
    key: 'node',
    header: 'Node',
    cell: ({ node }) => <Code title={node.id}>{shortId(node.id)}</Code>,
    rowHeader: true,
  },
  { key: 'data-centre', header: 'Data centre', cell: ({ dataCentre }) => dataCentre, hidden: !severalDataCentres },
  { key: 'size', header: 'Size', cell: ({ node }) => node.nodeSize },
  { key: 'status', header: 'Status', cell: ({ node }) => <NodeStatusBadge status={node.status} /> },
  { key: 'rack', header: 'Rack', cell: ({ node }) => node.rack },
  { key: 'private-address', header: 'Private address', cell: ({ node }) => node.privateAddress },
  { key: 'public-address', header: 'Public address', cell: ({ node }) => node.publicAddress ?? 'None' },
  { key: 'roles', header: 'Roles', cell: ({ node }) => node.nodeRoles.map(humanize).join(', ') },
];

/** Every node of every data centre, with its addresses and what it does. */
export function NodesTable({ dataCentres }: { dataCentres: readonly DataCentre[] }) {
  const rows = dataCentres.flatMap((dc) => dc.nodes.map((node) => ({ node, dataCentre: dc.name })));
  return (
    <DataTable
      caption="Nodes"
      columns={columns(dataCentres.length > 1)}
      rows={rows}
      rowKey={({ node }) => node.id}
      empty="Nodes appear once provisioning has created them."
      minWidth={860}
    />
  );
}
