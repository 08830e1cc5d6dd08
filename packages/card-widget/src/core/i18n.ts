import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import enUS from '../i18n/locales/en-US.json' with { type: 'json' };
import { http } from './http.ts';

export type Texts = Record<string, string>;
export const DEFAULT_LOCALE = 'en-US';
export const EN_US: Texts = enUS;

export interface Translator {
  readonly locale: string;
  /** The text of `key` with `%{name}` replaced from `values`; the key itself when unknown. */
  t(key: string, values?: Record<string, string>): string;
}

export function createTranslator(locale: string, texts: Texts): Translator {
  return {
    locale,
    t: (key, values = {}) =>
      (texts[key] ?? EN_US[key] ?? key).replace(/%\{(\w+)\}/g, (match, name: string) => values[name] ?? match),
  };
}

/**
 * en-US is bundled; another locale comes from the provider
 * (`/sdk/{version}/translations/{locale}.json`) and falls back to en-US when it cannot be loaded
 * (SPEC §7). The merchant's `translations` for the locale override both.
 */
export async function loadTranslations(
  providerUrl: string,
  locale: string,
  overrides: Record<string, Texts> = {},
): Promise<Translator> {
  let texts: Texts = EN_US;
  if (locale !== DEFAULT_LOCALE) {
    texts = await http<Texts>(`${providerUrl}/sdk/${CARD_WIDGET_VERSION}/translations/${locale}.json`).then(
      (fetched) => ({ ...EN_US, ...fetched }),
      () => EN_US,
    );
  }
  return createTranslator(locale, { ...texts, ...overrides[locale] });
}
