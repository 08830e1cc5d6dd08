import type { Charges } from '@datadeck/contracts';
import type { Column } from '../../shared/table/columns.ts';
import { formatCents } from './money.ts';

export type ClusterCharge = Charges['clusters'][number];
export type NodeSizeCharge = Charges['byNodeSize'][number];

/** Days are prorated, so a cluster started mid-day ran part of one: one decimal at most. */
const dayCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

const nodes = (count: number) => `${count} ${count === 1 ? 'node' : 'nodes'}`;

export const CLUSTER_COLUMNS: readonly Column<ClusterCharge>[] = [
  { key: 'name', header: 'Cluster', rowHeader: true, cell: (cluster) => cluster.name },
  {
    key: 'nodes',
    header: 'Nodes',
    cell: (cluster) => cluster.lines.map((line) => `${nodes(line.nodes)} × ${line.nodeSize}`).join(', '),
  },
  {
    key: 'days',
    header: 'Days',
    align: 'right',
    // Every line of a cluster ran as long as the cluster did.
    cell: (cluster) => dayCount.format(Math.max(0, ...cluster.lines.map((line) => line.days))),
  },
  { key: 'amount', header: 'Amount', align: 'right', cell: (cluster) => formatCents(cluster.amountCents) },
];

export const NODE_SIZE_COLUMNS: readonly Column<NodeSizeCharge>[] = [
  { key: 'size', header: 'Node size', rowHeader: true, cell: (size) => size.nodeSize },
  { key: 'nodes', header: 'Nodes', align: 'right', cell: (size) => size.nodes },
  { key: 'amount', header: 'Amount', align: 'right', cell: (size) => formatCents(size.amountCents) },
];
