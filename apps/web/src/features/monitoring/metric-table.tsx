import { Box, Table, VisuallyHidden } from '@mantine/core';
import type { ChartData } from './chart-data.ts';
import { formatInstant } from './time-range.ts';
import { formatValue } from './format-value.ts';

type MetricTableProps = { id: string; caption: string; data: ChartData; unit: string };

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
      <Table striped stickyHeader fz="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Time</Table.Th>
            {data.lines.map((line) => (
              <Table.Th scope="col" key={line.key}>
                {line.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.time}>
              <Table.Th scope="row" fw="normal" style={{ whiteSpace: 'nowrap' }}>
                {formatInstant(row.time)}
              </Table.Th>
              {data.lines.map((line) => {
                const value = row[line.key];
                return <Table.Td key={line.key}>{value === undefined ? '–' : formatValue(value, unit)}</Table.Td>;
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
