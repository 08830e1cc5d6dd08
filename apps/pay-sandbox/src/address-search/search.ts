import { ADDRESS_SEARCH } from '@datadeck/contracts/provider';
import type { AddressSearchRequest, AddressSearchResult } from '@datadeck/contracts/provider-api';
import { SEARCHABLE_ADDRESSES } from './addresses.ts';

/** Lower case without accents, so 'munchen' finds 'München'. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The addresses where every word of the query starts a word of the address (so '350 fif' finds
 * '350 Fifth Avenue' while the shopper is still typing), of the given country when one is named,
 * at most ADDRESS_SEARCH.maxResults of them, in the table's order.
 */
export function searchAddresses(
  request: AddressSearchRequest,
  addresses: readonly AddressSearchResult[] = SEARCHABLE_ADDRESSES,
): AddressSearchResult[] {
  const terms = fold(request.query)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (terms.length === 0) return [];
  return addresses
    .filter((address) => request.country === undefined || address.country === request.country)
    .filter((address) => {
      const words = fold(address.label).split(/[\s,]+/);
      return terms.every((term) => words.some((word) => word.startsWith(term)));
    })
    .slice(0, ADDRESS_SEARCH.maxResults);
}
