import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files smaller than this stay as they are: a kilobyte or less gains too little from compression. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** What compresses: text of every kind the build writes or copies from public/ (not images, fonts, .br/.gz). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map|ico|wasm)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface Precompressed {
  /** Path inside the directory, with `/`. */
  file: string;
  raw: number;
  br: number;
  gzip: number;
}

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) beside every compressible
 * file of `dir` of at least PRECOMPRESS_MIN_BYTES, each only when it is smaller than the file. The
 * console server sends them by Accept-Encoding, so the highest qualities cost the build once
 * instead of every answer. Dot directories (Vite's .vite/manifest.json) are left out: never served.
 * zlib's async calls run on libuv's thread pool, so the files compress in parallel.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
  const written = await Promise.all(
    files.map(async (file): Promise<Precompressed | null> => {
      const full = path.join(dir, file);
      const content = await readFile(full);
      if (content.length < PRECOMPRESS_MIN_BYTES) return null;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${full}.br`, br);
      if (gz.length < content.length) await writeFile(`${full}.gz`, gz);
      return { file, raw: content.length, br: br.length, gzip: gz.length };
    }),
  );
  return written.filter((entry) => entry !== null);
}

/** The Vite plugin: after every build (npm run build, the bench's), precompress its output directory. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'datadeck:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // closeBundle: after the chunks are written and public/ is copied.
    async closeBundle() {
      const started = performance.now();
      const written = await precompressDir(outDir);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.info(`precompressed ${written.length} files (.br and .gz) in ${seconds} s`);
    },
  };
}
