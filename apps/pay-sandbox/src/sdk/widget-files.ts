import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleModules, once } from '../browser-bundle.ts';

/** A file of the widget package, found the way Node resolves `@datadeck/card-widget/…`. */
export const widgetFile = (specifier: string): string => fileURLToPath(import.meta.resolve(specifier));

/** The directory of the widget's translations (`packages/card-widget/src/i18n/locales`). */
export const translationsDir = (): string => path.dirname(widgetFile('@datadeck/card-widget/translations/en-US.json'));

/** The widget's translations of a locale, or null when there are none. */
export async function readTranslations(locale: string): Promise<Record<string, string> | null> {
  try {
    const text = await readFile(path.join(translationsDir(), `${locale}.json`), 'utf8');
    return JSON.parse(text) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The script a merchant page loads: the widget as an ES module (`checkout.js`, which also sets
 * `window.DatadeckCheckout`) and its chunks, the optional parts among them, each fetched only when
 * a card wants it. Built once, on first request (again after a failed build: the widget may have
 * been mid-edit).
 */
export const checkoutModules = once(() =>
  bundleModules(fileURLToPath(new URL('./checkout-entry.ts', import.meta.url))),
);

export const checkoutStyles = once(() => readFile(widgetFile('@datadeck/card-widget/styles.css'), 'utf8'));
