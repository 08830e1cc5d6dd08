import type { NodeSize } from '@datadeck/contracts';
import { Badge } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { formatNumber, formatUsd } from './format-price.ts';
import { NODE_ROLE_LABELS } from './node-roles.ts';
import type { Sort, SortColumn } from './sort.ts';

type NodeSizeTableProps = {
  sizes: readonly NodeSize[];
  sort: Sort;
  onSort: (column: SortColumn) => void;
  /**
   * All regions: each size appears once, priced in one region it is offered in (the provider's
   * reference region when it can), so the table says which.
   */
  showRegion: boolean;
  busy: boolean;
};

/** Development sizes are for non-production clusters only. */
function SizeClass({ development }: { development: boolean }) {
  return development ? (
    <Badge color="orange.5" autoContrast tt="none" style={{ flexShrink: 0, maxWidth: 'none' }}>
      Development
    </Badge>
  ) : (
    <Badge color="blue.8" autoContrast tt="none" style={{ flexShrink: 0, maxWidth: 'none' }}>
      Production
    </Badge>
  );
}

const columns = (showRegion: boolean): readonly Column<NodeSize, SortColumn>[] => [
  {
    key: 'name',
    header: 'Node size',
    cell: (size) => size.name,
    rowHeader: true,
    sortKey: 'name',
    cellStyle: { whiteSpace: 'nowrap' },
  },
  { key: 'role', header: 'Role', cell: (size) => NODE_ROLE_LABELS[size.role] },
  // The badge keeps its whole word: a narrow column would cut it to "DEVE…".
  {
    key: 'class',
    header: 'Class',
    cell: (size) => <SizeClass development={size.development} />,
    cellStyle: { minWidth: 130 },
  },
  { key: 'region', header: 'Priced in', cell: (size) => size.region, hidden: !showRegion },
  { key: 'vcpus', header: 'vCPUs', cell: (size) => formatNumber(size.vcpus), align: 'right' },
  { key: 'memory', header: 'Memory (GiB)', cell: (size) => formatNumber(size.memoryGiB), align: 'right' },
  { key: 'disk', header: 'Disk (GB)', cell: (size) => formatNumber(size.diskGB), align: 'right' },
  {
    key: 'price',
    header: 'Monthly price',
    cell: (size) => formatUsd(size.monthlyPriceUsd),
    align: 'right',
    sortKey: 'price',
  },
];

/** Node sizes with their resources and monthly price per node. */
export function NodeSizeTable({ sizes, sort, onSort, showRegion, busy }: NodeSizeTableProps) {
  return (
    <DataTable
      caption="Monthly price of one node, in US dollars, before tax"
      captionVisible
      columns={columns(showRegion)}
      rows={sizes}
      rowKey={(size) => `${size.name}@${size.region}`}
      empty="No node sizes match these filters."
      busy={busy}
      sorting={{ sort, onSort }}
      minWidth={720}
    />
  );
}
