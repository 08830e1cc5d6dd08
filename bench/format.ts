/** Plain-text and Markdown tables, and the number formats the reports use. */

export type Align = 'left' | 'right';

export interface Table {
  title: string;
  headers: string[];
  rows: string[][];
  /** Per column; numbers read best right-aligned, so that is the default after the first column. */
  align?: Align[];
  /** Lines printed under the table. */
  notes?: string[];
}

const alignOf = (table: Table, column: number): Align => table.align?.[column] ?? (column === 0 ? 'left' : 'right');

export function textTable(table: Table): string {
  const widths = table.headers.map((header, column) =>
    Math.max(header.length, ...table.rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return alignOf(table, column) === 'left' ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const notes = (table.notes ?? []).map((note) => `  ${note}`);
  return [table.title, line(table.headers), rule, ...table.rows.map(line), ...notes, ''].join('\n');
}

const markdownRow = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;

export function markdownTable(table: Table): string {
  const separator = table.headers.map((_, column) => (alignOf(table, column) === 'left' ? ':--' : '--:'));
  const notes = (table.notes ?? []).map((note) => `${note}  `);
  return [
    `### ${table.title}`,
    '',
    markdownRow(table.headers),
    markdownRow(separator),
    ...table.rows.map(markdownRow),
    '',
    ...notes,
    '',
  ].join('\n');
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits);
export const integer = (value: number) => Math.round(value).toLocaleString('en-US');
export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
