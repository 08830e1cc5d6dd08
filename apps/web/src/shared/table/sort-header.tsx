import { Table, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { ReactNode } from 'react';
import type { SortDirection } from './columns.ts';

type SortHeaderProps = {
  /** How the table is sorted by this column now; undefined when it is sorted by another or not at all. */
  direction: SortDirection | undefined;
  onSort: () => void;
  align: 'left' | 'right';
  width: number | string | undefined;
  children: ReactNode;
};

const ARROWS = { ascending: '▲', descending: '▼' } as const;

/**
 * A column header that sorts on click (a button, so Tab reaches it and Enter or Space presses
 * it); aria-sort on the header tells screen readers which way the table is sorted.
 */
export function SortHeader({ direction, onSort, align, width, children }: SortHeaderProps) {
  return (
    <Table.Th scope="col" aria-sort={direction ?? 'none'} ta={align} w={width}>
      <UnstyledButton onClick={onSort} fw={700} fz="inherit">
        {children}
        <span aria-hidden style={{ marginInlineStart: 4, opacity: direction ? 1 : 0.35 }}>
          {direction ? ARROWS[direction] : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
