import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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
 * The script a merchant page loads: the widget bundled as one IIFE exposing
 * `window.DatadeckCheckout.createCheckout`. Built once, on first request, and kept.
 */
let checkoutJs: Promise<string> | null = null;
export function checkoutScript(): Promise<string> {
  checkoutJs ??= build({
    entryPoints: [widgetFile('@datadeck/card-widget')],
    bundle: true,
    format: 'iife',
    globalName: 'DatadeckCheckout',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  // A failed build is retried on the next request (the widget may have been mid-edit).
  checkoutJs.catch(() => {
    checkoutJs = null;
  });
  return checkoutJs;
}

let checkoutCss: Promise<string> | null = null;
export function checkoutStyles(): Promise<string> {
  checkoutCss ??= readFile(widgetFile('@datadeck/card-widget/styles.css'), 'utf8');
  checkoutCss.catch(() => {
    checkoutCss = null;
  });
  return checkoutCss;
}
