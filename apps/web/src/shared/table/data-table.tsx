import { Skeleton, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import type { CSSProperties, ReactNode } from 'react';
import { refreshingProps } from '../api/use-refinement.ts';
import { LoadingStatus } from '../ui/page-states.tsx';
import type { Column, RowAction, TableSort, TotalRow } from './columns.ts';
import { RowActions } from './row-actions.tsx';
import { SortHeader } from './sort-header.tsx';

type DataTableProps<Row, SortKey extends string> = {
  /** The table's accessible name; shown under it when captionVisible, else read by screen readers only. */
  caption: string;
  captionVisible?: boolean;
  columns: readonly Column<Row, SortKey>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What to say instead of the table when there are no rows. */
  empty: ReactNode;
  /** No rows yet: skeleton rows under the headers, and the label for screen readers. */
  loading?: { label: string } | false;
  /** The rows shown are stale while new ones load: dimmed and aria-busy. */
  busy?: boolean;
  /** A last "Actions" column of buttons, each named after its row. */
  actions?: readonly RowAction<Row>[];
  /** Sortable headers (the columns with a sortKey); the caller sorts the rows it passes. */
  sorting?: { sort: TableSort<SortKey>; onSort: (column: SortKey) => void };
  /** Lines under the rows: subtotals, totals. */
  totals?: readonly TotalRow[];
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  /** Headers stay in view while a tall table scrolls in a box of its own. */
  stickyHeader?: boolean;
};

/** As many skeleton rows as a short list has, so the layout does not jump when the rows arrive. */
const SKELETON_ROWS = ['1', '2', '3', '4', '5'];

/** Digits of the same width line up in a right-aligned column of numbers. */
const cellStyle = <Row, SortKey extends string>(column: Column<Row, SortKey>): CSSProperties => ({
  ...(column.align === 'right' && { fontVariantNumeric: 'tabular-nums' }),
  ...column.cellStyle,
});

function HeaderCell<Row, SortKey extends string>({
  column,
  sorting,
}: {
  column: Column<Row, SortKey>;
  sorting: DataTableProps<Row, SortKey>['sorting'];
}) {
  const { sortKey } = column;
  if (sortKey === undefined || sorting === undefined) {
    return (
      <Table.Th scope="col" ta={column.align} w={column.width}>
        {column.header}
      </Table.Th>
    );
  }
  return (
    <SortHeader
      direction={sorting.sort?.column === sortKey ? sorting.sort.direction : undefined}
      onSort={() => sorting.onSort(sortKey)}
      align={column.align ?? 'left'}
      width={column.width}
    >
      {column.header}
    </SortHeader>
  );
}

/**
 * A table of records, its columns declared as data (see docs/architecture.md, Web). Buttons and
 * links in cells are the keyboard's way in: Tab reaches them, Enter or Space works them.
 */
export function DataTable<Row, SortKey extends string = never>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  busy = false,
  actions,
  sorting,
  totals,
  minWidth,
  stickyHeader = false,
}: DataTableProps<Row, SortKey>) {
  if (!loading && rows.length === 0) return typeof empty === 'string' ? <Text>{empty}</Text> : empty;

  const shown = columns.filter((column) => !column.hidden);
  const columnCount = shown.length + (actions ? 1 : 0);
  const table = (
    <Table
      striped
      verticalSpacing="xs"
      stickyHeader={stickyHeader}
      aria-label={captionVisible ? undefined : caption}
      {...refreshingProps(busy)}
      aria-busy={loading !== false || busy}
    >
      {captionVisible && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead>
        <Table.Tr>
          {shown.map((column) => (
            <HeaderCell key={column.key} column={column} sorting={sorting} />
          ))}
          {actions && <Table.Th scope="col">Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {loading
          ? SKELETON_ROWS.map((skeleton) => (
              // The status says "loading"; empty grey bars would only be read as blank cells.
              <Table.Tr key={skeleton} aria-hidden>
                {Array.from({ length: columnCount }, (_, index) => (
                  <Table.Td key={shown[index]?.key ?? 'actions'}>
                    <Skeleton h={20} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          : rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {shown.map((column) =>
                  column.rowHeader ? (
                    <Table.Th key={column.key} scope="row" fw={500} ta={column.align} style={cellStyle(column)}>
                      {column.cell(row)}
                    </Table.Th>
                  ) : (
                    <Table.Td key={column.key} ta={column.align} style={cellStyle(column)}>
                      {column.cell(row)}
                    </Table.Td>
                  ),
                )}
                {actions && (
                  <Table.Td>
                    <RowActions row={row} actions={actions} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
      </Table.Tbody>
      {totals && loading === false && (
        <Table.Tfoot>
          {totals.map((total) => (
            <Table.Tr key={total.label}>
              <Table.Th scope="row" colSpan={columnCount - 1}>
                {total.label}
              </Table.Th>
              <Table.Td ta="right" fw={total.strong ? 700 : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {total.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      )}
    </Table>
  );

  return (
    <>
      {loading && <LoadingStatus label={loading.label} />}
      {minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>}
    </>
  );
}
