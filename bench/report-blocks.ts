import type { Table } from './format.ts';
import { fixed } from './format.ts';
import type { Check } from './targets.ts';

/** One piece of a report, rendered as text or as Markdown by report.ts. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'table'; table: Table }
  | { kind: 'code'; title: string; lines: string[] };

/** A part's targets with what was measured and the verdict. */
export function checksTable(title: string, checks: Check[]): Table {
  return {
    title,
    headers: ['target', 'measured', 'limit', 'verdict'],
    // Ratios far below 1 still show their digits (0.025, not 0.00).
    rows: checks.map((check) => [check.name, fixed(check.value, check.value < 1 ? 3 : 1), check.limit, check.verdict]),
  };
}
