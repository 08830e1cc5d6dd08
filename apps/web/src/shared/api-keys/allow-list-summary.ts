import { allowsEverywhere } from '@datadeck/contracts';

/** Ranges named in a row before the rest are counted, so a long list keeps the row short. */
const SHOWN_RANGES = 3;

/** What a key's allow-list means, in a table cell: where the key may be used from. */
export function allowListSummary(ranges: readonly string[]): string {
  if (ranges.length === 0) return 'Nowhere (no ranges)';
  const listed = ranges.slice(0, SHOWN_RANGES).join(', ');
  const more = ranges.length > SHOWN_RANGES ? ` and ${ranges.length - SHOWN_RANGES} more` : '';
  return allowsEverywhere(ranges) ? `Everywhere (${listed}${more})` : `${listed}${more}`;
}
