import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir } from './precompress.ts';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'datadeck-precompress-'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const text = (bytes: number) => 'const value = "datadeck";\n'.repeat(Math.ceil(bytes / 26)).slice(0, bytes);

async function write(files: Record<string, string | Buffer>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
}

describe('precompressDir', () => {
  it('writes a .br and a .gz beside every compressible file of at least a kilobyte, which decode to it', async () => {
    const script = text(20_000);
    const page = `<!doctype html>${text(3_000)}`;
    await write({
      'assets/index-abc.js': script,
      'assets/index-abc.css': text(5_000),
      'index.html': page,
      'logos/kafka.svg': `<svg>${text(2_000)}</svg>`,
    });
    const written = await precompressDir(dist);
    expect(written.map((entry) => entry.file).toSorted()).toEqual([
      'assets/index-abc.css',
      'assets/index-abc.js',
      'index.html',
      'logos/kafka.svg',
    ]);
    const js = path.join(dist, 'assets/index-abc.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(await readFile(path.join(dist, 'index.html.br'))).toString()).toBe(page);
    for (const entry of written) {
      expect(entry.br).toBeLessThan(entry.raw / 4);
      expect(entry.gzip).toBeLessThan(entry.raw / 4);
    }
  });

  it('leaves small files, images, dot directories and what does not shrink as they are', async () => {
    // Random bytes do not compress: both encodings come out bigger.
    const random = randomBytes(4_000);
    await write({
      'favicon.svg': text(PRECOMPRESS_MIN_BYTES - 1),
      'logos/photo.png': text(10_000),
      '.vite/manifest.json': text(10_000),
      'assets/noise.js': random,
    });
    await precompressDir(dist);
    const all = await readdir(dist, { recursive: true });
    expect(all.filter((file) => file.endsWith('.br') || file.endsWith('.gz'))).toEqual([]);
  });
});
