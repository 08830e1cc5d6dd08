import type { DatasetEntry } from '@datadeck/contracts/provider-api';
import { http } from '../../core/http.ts';

/** SPEC §8: an unavailable dataset only logs a warning; the widget goes on with an empty list. */
export async function loadDataset(url: string): Promise<DatasetEntry[]> {
  const unavailable = `Dataset ${url} is not available`;
  const entries = await http<unknown>(url, { errorLevel: 'warn', errorMessage: unavailable });
  if (entries === undefined) return [];
  if (Array.isArray(entries)) return entries as DatasetEntry[];
  // oxlint-disable-next-line no-console -- SPEC §8: dataset unavailable only logs a warning
  console.warn(unavailable);
  return [];
}

export const countriesUrl = (providerUrl: string, locale: string): string =>
  `${providerUrl}/datasets/countries/${locale}.json`;
export const statesUrl = (providerUrl: string, country: string, locale: string): string =>
  `${providerUrl}/datasets/states/${country}/${locale}.json`;
