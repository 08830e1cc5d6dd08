import type { NodeSize } from '@datadeck/contracts';
import type { TableSort } from '../../shared/table/columns.ts';

export type SortColumn = 'name' | 'price';
/** Null: the catalogue's own order. */
export type Sort = TableSort<SortColumn>;

const compare: Readonly<Record<SortColumn, (a: NodeSize, b: NodeSize) => number>> = {
  name: (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }),
  price: (a, b) => a.monthlyPriceUsd - b.monthlyPriceUsd,
};

/** A sorted copy; ties keep the catalogue's order (sorting is stable). */
export function sortNodeSizes(sizes: readonly NodeSize[], sort: Sort): NodeSize[] {
  if (sort === null) return [...sizes];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return sizes.toSorted((a, b) => sign * compare[sort.column](a, b));
}

/** A click on a column's header: ascending first, then it flips. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** Case-insensitive match on the size's name, e.g. "r7g" or "dev". */
export function matchesName(size: NodeSize, text: string): boolean {
  const term = text.trim().toLowerCase();
  return term === '' || size.name.toLowerCase().includes(term);
}
