import { searchString } from '../shared/url/search-string.ts';

/**
 * Plain `?name=value` search params. The router's default JSON-decodes values, which turns a
 * search for `42` into a number and quotes strings in the URL; the route schemas coerce what
 * they need from strings instead.
 */
export function parseSearch(searchText: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchText));
}

export const stringifySearch = searchString;
