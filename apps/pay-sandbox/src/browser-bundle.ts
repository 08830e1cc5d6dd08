import path from 'node:path';
import { build } from 'esbuild';

/**
 * TypeScript the sandbox serves to browsers as one minified IIFE for es2020 browsers: the
 * secured-field runtime and the demo script (the widget SDK is a module build, `bundleModules`).
 * Built at run time, so no build step stands between a clone and `npm start`.
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

/** An ES module build split into chunks: the entry and every chunk by its path below the entry's directory. */
export interface ModuleBundle {
  entry: string;
  /** `chunks/{name}-{hash}.js` → code; content-hashed, so a URL never changes its content. */
  chunks: ReadonlyMap<string, string>;
}

/** Where chunks go, relative to the entry (the entry imports them as `./chunks/…`). */
export const CHUNK_DIR = 'chunks';
const OUT_DIR = '/sdk';

/**
 * TypeScript as an ES module for es2020 browsers with code splitting: every dynamic `import()`
 * (the widget's optional parts) becomes a chunk of its own that a browser fetches only when the
 * code asks for it, instead of being inlined as in an IIFE.
 */
export async function bundleModules(entry: string): Promise<ModuleBundle> {
  const result = await build({
    entryPoints: { entry },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: OUT_DIR,
    entryNames: '[name]',
    chunkNames: `${CHUNK_DIR}/[name]-[hash]`,
    minify: true,
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  let code: string | undefined;
  const chunks = new Map<string, string>();
  for (const file of result.outputFiles) {
    const name = path.posix.relative(OUT_DIR, file.path.split(path.sep).join(path.posix.sep));
    if (name === 'entry.js') code = file.text;
    else chunks.set(name, file.text);
  }
  if (code === undefined) throw new Error(`esbuild produced no entry for ${entry}`);
  return { entry: code, chunks };
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
