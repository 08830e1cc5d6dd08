import type { DatasetEntry } from '@datadeck/contracts/provider-api';
import { http } from '../../core/http.ts';

/** SPEC §8: an unavailable dataset only logs a warning; the widget goes on with an empty list. */
export async function loadDataset(url: string): Promise<DatasetEntry[]> {
  try {
    const entries = await http<unknown>(url);
    if (!Array.isArray(entries)) throw new Error('not a list');
    return entries as DatasetEntry[];
  } catch {
    // oxlint-disable-next-line no-console -- SPEC §8: dataset unavailable only logs a warning
    console.warn(`Dataset ${url} is not available`);
    return [];
  }
}

export const countriesUrl = (providerUrl: string, locale: string): string =>
  `${providerUrl}/datasets/countries/${locale}.json`;
export const statesUrl = (providerUrl: string, country: string, locale: string): string =>
  `${providerUrl}/datasets/states/${country}/${locale}.json`;
