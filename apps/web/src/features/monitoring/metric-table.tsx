import type { MetricUnit } from '@datadeck/contracts';
import { Box } from '@mantine/core';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import type { ChartData, ChartRow } from './chart-data.ts';
import { formatInstant } from './time-range.ts';
import { formatValue } from './format-value.ts';

type MetricTableProps = { id: string; caption: string; data: ChartData; unit: MetricUnit };

/** A column per chart line, after the time that names each row. */
const columnsOf = (data: ChartData, unit: MetricUnit): readonly Column<ChartRow>[] => [
  {
    key: 'time',
    header: 'Time',
    cell: (row) => formatInstant(row.time),
    rowHeader: true,
    cellStyle: { whiteSpace: 'nowrap' },
  },
  ...data.lines.map(
    (line): Column<ChartRow> => ({
      key: line.key,
      header: line.label,
      cell: (row) => {
        const value = row[line.key];
        return value === undefined ? '–' : formatValue(value, unit);
      },
    }),
  ),
];

/**
 * The chart's points as a table: what a screen reader reads, and exact values for anyone. Up to
 * 360 rows, so it scrolls in a region of its own, focusable so keyboard users can scroll it.
 */
export function MetricTable({ id, caption, data, unit }: MetricTableProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-label={caption}
      tabIndex={0}
      mt="sm"
      style={{ maxHeight: 320, overflow: 'auto' }}
    >
      <DataTable
        caption={caption}
        columns={columnsOf(data, unit)}
        rows={data.rows}
        rowKey={(row) => String(row.time)}
        empty="No data in this time range"
        stickyHeader
      />
    </Box>
  );
}
