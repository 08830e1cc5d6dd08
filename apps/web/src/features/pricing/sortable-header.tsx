import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Sort, SortColumn } from './sort.ts';

type SortableHeaderProps = {
  column: SortColumn;
  sort: Sort;
  onSort: (column: SortColumn) => void;
  align?: 'left' | 'right';
  children: ReactNode;
};

const ARROWS = { ascending: '▲', descending: '▼' } as const;

/**
 * A column header that sorts on click (a button, so it is reachable by keyboard); aria-sort on
 * the header tells screen readers which way the table is sorted.
 */
export function SortableHeader({ column, sort, onSort, align = 'left', children }: SortableHeaderProps) {
  const direction = sort?.column === column ? sort.direction : undefined;
  return (
    <Table.Th scope="col" aria-sort={direction ?? 'none'} ta={align}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="inherit">
        {children}
        <span aria-hidden style={{ marginInlineStart: 4, opacity: direction ? 1 : 0.35 }}>
          {direction ? ARROWS[direction] : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
