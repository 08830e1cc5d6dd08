import type { CSSProperties, ReactNode } from 'react';

/** The words of aria-sort, so a sort can be put on the header as it is. */
export type SortDirection = 'ascending' | 'descending';

/** The caller's sort; null: the rows stay in the order given (the server's, the catalogue's). */
export type TableSort<SortKey extends string> = { column: SortKey; direction: SortDirection } | null;

/** One column of a DataTable, declared as data. */
export type Column<Row, SortKey extends string = never> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right for numbers and amounts, so their digits line up. */
  align?: 'left' | 'right';
  width?: CSSProperties['width'];
  /** The cell that names the row (a row header): screen readers read it with each other cell. */
  rowHeader?: boolean;
  /** The header sorts by this key (a button with aria-sort); the caller sorts the rows. */
  sortKey?: SortKey;
  /** Left out, e.g. the region when one region is chosen; keeps the declaration in one list. */
  hidden?: boolean;
  /** What this column's cells need to stay readable: nowrap for a size name, anywhere for long text. */
  cellStyle?: CSSProperties;
};

/** A button on every row (or on the rows it applies to), in the last column. */
export type RowAction<Row> = {
  /** The visible text, e.g. "Impersonate". */
  label: string;
  /** Its accessible name, naming the row, as every row has the same button: "Impersonate demo-owner". */
  name: (row: Row) => string;
  onAction: (row: Row) => void;
  /** Offered only on these rows (only an active message can be expired). */
  shownFor?: (row: Row) => boolean;
  /** Off for a moment (a call under way); a rule's refusal is `refusal`. */
  disabled?: boolean;
  /** The id of the text that says why the action is disabled. */
  describedBy?: string;
  /** Why a rule refuses the action (role, maintenance): shown on the button; null or absent when allowed. */
  refusal?: string | null;
  /** Red, for what cannot be undone. */
  destructive?: boolean;
};

/** A line under the rows, e.g. a subtotal: its label spans the columns, its value is in the last. */
export type TotalRow = { label: string; value: ReactNode; strong?: boolean };
