import countries from 'i18n-iso-countries';
import type { DatasetEntry } from '@datadeck/contracts/provider-api';

const cache = new Map<string, DatasetEntry[]>();

/**
 * The countries of i18n-iso-countries (its ISO 3166-1 list, ~249 codes), each named as people
 * call it in the locale's language: CLDR's short name through `Intl.DisplayNames` ('Nederland',
 * 'United States'), where the package's own first name is the official one ('Koninkrijk der
 * Nederlanden'). The package's name is the fallback when the runtime has no name for a code.
 * Sorted by name as the shopper reads them.
 */
export function countryDataset(locale: string): DatasetEntry[] {
  const displayNames = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
  // Keyed by the locale the runtime resolved (a bounded set), not by whatever a request names.
  const resolved = displayNames.resolvedOptions().locale;
  const cached = cache.get(resolved);
  if (cached !== undefined) return cached;
  const language = resolved.slice(0, 2).toLowerCase();
  const lang = countries.getSupportedLanguages().includes(language) ? language : 'en';
  const packageNames = countries.getNames(lang, { select: 'official' });
  const collator = new Intl.Collator(resolved);
  const entries = Object.entries(packageNames)
    .map(([id, name]) => ({ id, name: displayNames.of(id) ?? name }))
    .toSorted((a, b) => collator.compare(a.name, b.name));
  cache.set(resolved, entries);
  return entries;
}
