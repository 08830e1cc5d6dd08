import countries from 'i18n-iso-countries';
import type { DatasetEntry } from '@datadeck/contracts/provider-api';

const cache = new Map<string, DatasetEntry[]>();

/**
 * Countries named in the locale's language (`de-DE` → German) when i18n-iso-countries has it,
 * else in English; sorted by name as the shopper reads them. The package's Node entry registers
 * every language it ships.
 */
export function countryDataset(locale: string): DatasetEntry[] {
  const language = locale.slice(0, 2).toLowerCase();
  const lang = countries.getSupportedLanguages().includes(language) ? language : 'en';
  const cached = cache.get(lang);
  if (cached !== undefined) return cached;
  const names = countries.getNames(lang, { select: 'official' });
  const collator = new Intl.Collator(lang);
  const entries = Object.entries(names)
    .map(([id, name]) => ({ id, name }))
    .toSorted((a, b) => collator.compare(a.name, b.name));
  cache.set(lang, entries);
  return entries;
}
