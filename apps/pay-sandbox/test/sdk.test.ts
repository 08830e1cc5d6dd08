import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers.ts';

const sandbox = useSandbox();

const sdk = () => `${sandbox.base}/sdk/${CARD_WIDGET_VERSION}`;

/** The relative module specifiers of a minified ES module: static `from"…"` and dynamic `import("…")`. */
function importsOf(code: string): { statics: string[]; dynamics: string[] } {
  const statics = [...code.matchAll(/\bfrom\s*"(\.{1,2}\/[^"]+)"/g)].map((match) => match[1] ?? '');
  const dynamics = [...code.matchAll(/\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)].map((match) => match[1] ?? '');
  return { statics, dynamics };
}

/** checkout.js and every chunk it reaches (statically or not), by path below /sdk/{version}/. */
async function fetchModuleGraph(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const queue = ['checkout.js'];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (files.has(file)) continue;
    const answer = await fetch(`${sdk()}/${file}`);
    expect([file, answer.status]).toEqual([file, 200]);
    const code = await answer.text();
    files.set(file, code);
    const { statics, dynamics } = importsOf(code);
    for (const specifier of [...statics, ...dynamics]) queue.push(path.posix.join(path.posix.dirname(file), specifier));
  }
  return files;
}

describe('widget SDK files', () => {
  it('serves checkout.js as an ES module to any origin, its optional parts as dynamic imports of chunks', async () => {
    const answer = await fetch(`${sdk()}/checkout.js`, { headers: { origin: 'https://shop.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const code = await answer.text();
    const { statics, dynamics } = importsOf(code);
    expect(code).toMatch(/\bexport\s*\{/);
    // Shared code comes as static chunks; the optional parts (card/parts.ts) only by import().
    expect(statics.every((specifier) => specifier.startsWith('./chunks/'))).toBe(true);
    expect(dynamics.length).toBeGreaterThan(0);
    expect(dynamics.every((specifier) => /^\.\/chunks\/[\w-]+\.js$/.test(specifier))).toBe(true);
    expect(dynamics.some((specifier) => statics.includes(specifier))).toBe(false);
  });

  it('serves every chunk as immutable JavaScript to any origin', async () => {
    const files = await fetchModuleGraph();
    const chunks = [...files.keys()].filter((file) => file !== 'checkout.js');
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk).toMatch(/^chunks\/[\w-]+-[A-Z0-9]{8}\.js$/);
      const answer = await fetch(`${sdk()}/${chunk}`);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('runs as a module: exports createCheckout and sets window.DatadeckCheckout', async () => {
    const files = await fetchModuleGraph();
    const dir = await mkdtemp(path.join(tmpdir(), 'sdk-'));
    const scope = globalThis as { window?: unknown };
    try {
      await mkdir(path.join(dir, 'chunks'));
      for (const [file, code] of files) await writeFile(path.join(dir, file), code);
      scope.window = {};
      const module = (await import(pathToFileURL(path.join(dir, 'checkout.js')).href)) as Record<string, unknown>;
      expect(typeof module.createCheckout).toBe('function');
      const global = (scope.window as { DatadeckCheckout?: Record<string, unknown> }).DatadeckCheckout;
      expect(global?.createCheckout).toBe(module.createCheckout);
      expect(typeof global?.WidgetError).toBe('function');
    } finally {
      delete scope.window;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers 404 for a file that is not a chunk, and for a chunk of another version', async () => {
    const files = await fetchModuleGraph();
    const chunk = [...files.keys()].find((file) => file.startsWith('chunks/')) ?? '';
    for (const url of [
      `${sdk()}/chunks/nope-AAAAAAAA.js`,
      `${sdk()}/chunks/..%2Fcheckout.js`,
      `${sdk()}/chunks/checkout.css`,
      `${sandbox.base}/sdk/0.0.1/${chunk}`,
    ]) {
      const answer = await fetch(url);
      expect([url, answer.status]).toEqual([url, 404]);
      expect(((await answer.json()) as { errorType: string }).errorType).toBe('validation');
    }
  });

  it('serves checkout.css', async () => {
    const answer = await fetch(`${sdk()}/checkout.css`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/css');
    expect((await answer.text()).length).toBeGreaterThan(100);
  });

  it('answers 404 for another version', async () => {
    expect((await fetch(`${sandbox.base}/sdk/0.0.1/checkout.js`)).status).toBe(404);
  });
});
