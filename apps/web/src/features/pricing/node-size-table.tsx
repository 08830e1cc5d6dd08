import type { NodeSize } from '@datadeck/contracts';
import { Badge, Table } from '@mantine/core';
import { formatNumber, formatUsd } from './format-price.ts';
import { NODE_ROLE_LABELS } from './node-roles.ts';
import { SortableHeader } from './sortable-header.tsx';
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

/** Node sizes with their resources and monthly price per node. */
export function NodeSizeTable({ sizes, sort, onSort, showRegion, busy }: NodeSizeTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-busy={busy} style={{ opacity: busy ? 0.6 : 1 }}>
        <Table.Caption>Monthly price of one node, in US dollars, before tax</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="name" sort={sort} onSort={onSort}>
              Node size
            </SortableHeader>
            <Table.Th scope="col">Role</Table.Th>
            <Table.Th scope="col">Class</Table.Th>
            {showRegion && <Table.Th scope="col">Priced in</Table.Th>}
            <Table.Th scope="col" ta="right">
              vCPUs
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Memory (GiB)
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Disk (GB)
            </Table.Th>
            <SortableHeader column="price" sort={sort} onSort={onSort} align="right">
              Monthly price
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sizes.map((size) => (
            <Table.Tr key={`${size.name}@${size.region}`}>
              <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {size.name}
              </Table.Th>
              <Table.Td>{NODE_ROLE_LABELS[size.role]}</Table.Td>
              {/* The badge keeps its whole word: a narrow column would cut it to "DEVE…". */}
              <Table.Td style={{ minWidth: 130 }}>
                {/* Development sizes are for non-production clusters only. */}
                {size.development ? (
                  <Badge color="orange.5" autoContrast tt="none" style={{ flexShrink: 0, maxWidth: 'none' }}>
                    Development
                  </Badge>
                ) : (
                  <Badge color="blue.8" autoContrast tt="none" style={{ flexShrink: 0, maxWidth: 'none' }}>
                    Production
                  </Badge>
                )}
              </Table.Td>
              {showRegion && <Table.Td>{size.region}</Table.Td>}
              <Table.Td ta="right">{formatNumber(size.vcpus)}</Table.Td>
              <Table.Td ta="right">{formatNumber(size.memoryGiB)}</Table.Td>
              <Table.Td ta="right">{formatNumber(size.diskGB)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatUsd(size.monthlyPriceUsd)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
