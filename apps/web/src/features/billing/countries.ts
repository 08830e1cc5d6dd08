import { COUNTRY_CODES } from '@datadeck/contracts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The Country choices: every code the server accepts, named in English and sorted by name. */
export const COUNTRY_OPTIONS: readonly { value: string; label: string }[] = COUNTRY_CODES.map((code) => ({
  value: code,
  label: regionNames.of(code) ?? code,
})).toSorted((a, b) => a.label.localeCompare(b.label, 'en'));
