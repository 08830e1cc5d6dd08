import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The landing route's page component is a lazy chunk named after its module. */
const LANDING_CHUNK = 'landing-page-';

export type AssetRole = 'initial' | 'landing';

export interface AssetSize {
  /** Path inside dist, e.g. assets/index-D4LmSDPt.js. */
  file: string;
  kind: 'js' | 'css';
  /** initial: index.html loads it; landing: the lazy landing chunk and what it adds. */
  role: AssetRole;
  raw: number;
  gzip: number;
}

export interface LandingAssets {
  method: 'vite manifest' | 'index.html and imports';
  initial: string[];
  landing: string[];
}

export interface LandingBundle extends LandingAssets {
  files: AssetSize[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
  /** When both methods could run: files they disagree on (empty when they agree). */
  crossCheck: string[] | null;
}

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files a manifest chunk loads up front: itself, its CSS and its static imports, transitively. */
export function manifestClosure(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (chunk === undefined || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) manifestClosure(manifest, imported, into);
}

async function fromManifest(distDir: string): Promise<LandingAssets | null> {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.entries(manifest);
  const entry = entries.find(([, chunk]) => chunk.isEntry === true)?.[0];
  const landing = entries.find(([, chunk]) => path.basename(chunk.file).startsWith(LANDING_CHUNK))?.[0];
  if (entry === undefined || landing === undefined)
    throw new Error('the manifest names no entry or no landing-page chunk');
  const initial = new Set<string>();
  manifestClosure(manifest, entry, initial);
  const withLanding = new Set<string>();
  manifestClosure(manifest, landing, withLanding);
  return { method: 'vite manifest', initial: [...initial], landing: [...withLanding].filter((f) => !initial.has(f)) };
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`))?.[1];
/** /assets/x.js in index.html, or ./x.js inside assets/y.js, as a path inside dist. */
const distPath = (from: string, reference: string) =>
  path.posix.normalize(
    reference.startsWith('/') ? reference.slice(1) : path.posix.join(path.posix.dirname(from), reference),
  );

async function jsClosure(distDir: string, file: string, into: Set<string>): Promise<void> {
  if (into.has(file)) return;
  into.add(file);
  const code = await readFile(path.join(distDir, file), 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) {
    if (match[1] !== undefined) await jsClosure(distDir, distPath(file, match[1]), into);
  }
}

/**
 * Without a manifest: index.html's entry script, module preloads and stylesheets with the
 * static imports of the scripts; then the landing chunk (found by the entry's dynamic import)
 * with its static imports and the CSS its preload list (__vite__mapDeps) names.
 */
async function fromIndexHtml(distDir: string): Promise<LandingAssets> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const initial = new Set<string>();
  const scripts: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    const href = attribute(tag, 'href');
    const rel = attribute(tag, 'rel');
    if (tag.startsWith('<script') && src !== undefined && attribute(tag, 'type') === 'module')
      scripts.push(distPath('', src));
    else if (rel === 'modulepreload' && href !== undefined) scripts.push(distPath('', href));
    else if (rel === 'stylesheet' && href !== undefined) initial.add(distPath('', href));
  }
  const entry = scripts[0];
  if (entry === undefined) throw new Error('index.html loads no module script');
  for (const script of scripts) await jsClosure(distDir, script, initial);

  const entryCode = await readFile(path.join(distDir, entry), 'utf8');
  const lazy = entryCode.match(
    new RegExp(
      `import\\(\\s*["'\`](\\.\\/${LANDING_CHUNK}[^"'\`]+\\.js)["'\`]\\s*\\)(?:\\s*,\\s*__vite__mapDeps\\(\\[([\\d,\\s]*)\\]\\))?`,
    ),
  );
  if (lazy?.[1] === undefined) throw new Error(`the entry chunk imports no ${LANDING_CHUNK}*.js`);
  const withLanding = new Set<string>();
  await jsClosure(distDir, distPath(entry, lazy[1]), withLanding);
  const depList = entryCode.match(/m\.f=(\[[^\]]*\])/)?.[1];
  if (lazy[2] !== undefined && depList !== undefined) {
    const deps = JSON.parse(depList) as string[];
    for (const index of lazy[2].split(',').map(Number)) {
      const dep = deps[index];
      if (dep?.endsWith('.css')) withLanding.add(dep);
    }
  }
  return {
    method: 'index.html and imports',
    initial: [...initial],
    landing: [...withLanding].filter((f) => !initial.has(f)),
  };
}

async function sizeOf(distDir: string, file: string, role: AssetRole): Promise<AssetSize> {
  const content = await readFile(path.join(distDir, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    role,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
  };
}

const sum = (files: AssetSize[]) => ({
  raw: files.reduce((total, f) => total + f.raw, 0),
  gzip: files.reduce((total, f) => total + f.gzip, 0),
});

const difference = (a: LandingAssets, b: LandingAssets) => {
  const all = (assets: LandingAssets) => new Set([...assets.initial, ...assets.landing]);
  const [left, right] = [all(a), all(b)];
  return [...[...left].filter((f) => !right.has(f)), ...[...right].filter((f) => !left.has(f))];
};

/** What a browser downloads for /accounts/{id} on a cold cache: the files and their gzip sizes. */
export async function landingBundle(distDir: string): Promise<LandingBundle> {
  const manifest = await fromManifest(distDir);
  const html = await fromIndexHtml(distDir);
  const assets = manifest ?? html;
  const unsorted = await Promise.all([
    ...assets.initial.map((file) => sizeOf(distDir, file, 'initial')),
    ...assets.landing.map((file) => sizeOf(distDir, file, 'landing')),
  ]);
  const files = unsorted.toSorted((a, b) => b.gzip - a.gzip);
  return {
    ...assets,
    files,
    js: sum(files.filter((f) => f.kind === 'js')),
    css: sum(files.filter((f) => f.kind === 'css')),
    crossCheck: manifest === null ? null : difference(manifest, html),
  };
}
