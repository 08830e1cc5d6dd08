import { build } from 'esbuild';

/**
 * TypeScript the sandbox serves to browsers (the widget SDK, the secured-field runtime, the demo
 * script) as one minified IIFE for es2020 browsers. Built at run time, so no build step stands
 * between a clone and `npm start`.
 */
export async function bundleForBrowser(entry: string, globalName?: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    ...(globalName === undefined ? {} : { globalName }),
    minify: true,
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`esbuild produced nothing for ${entry}`);
  return code;
}

/** Computes a value on first use and keeps it; a failure is not kept, so the next use tries again. */
export function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => {
    value ??= compute();
    value.catch(() => {
      value = null;
    });
    return value;
  };
}
