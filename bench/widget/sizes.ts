import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { CARD_WIDGET_VERSION, SECURED_FIELD_TYPES, securedFieldPath } from '@datadeck/contracts/provider';
import { BENCH_CLIENT_KEY, type Sandbox } from './sandbox.ts';

export interface Size {
  name: string;
  raw: number;
  gzip: number;
}

/** A set of files a browser fetches one by one: sizes summed, each file gzipped on its own (as served). */
export interface FilesSize extends Size {
  files: number;
}

/**
 * The host SDK as the sandbox serves it (an ES module build with code splitting): what a card
 * without optional parts loads, what each optional part of `card/parts.ts` adds when a card wants
 * it, and every other chunk loaded on demand.
 */
export interface HostBundle {
  /** The entry and the chunks it imports statically: createCheckout, the card, 3-D Secure 2. */
  cardOnly: FilesSize;
  /** Per dynamic import of card/parts.ts: the part's chunk and its static chunks the card did not load. */
  parts: FilesSize[];
  /** Dynamic imports from elsewhere than card/parts.ts (loaded on demand too), the same way. */
  otherOnDemand: FilesSize[];
  /** Everything the entry can reach: the card with every part. */
  everything: FilesSize;
}

const WIDGET_SRC = 'packages/card-widget/src';
const WIDGET_ENTRY = `${WIDGET_SRC}/index.ts`;
const PARTS_MODULE = `${WIDGET_SRC}/card/parts.ts`;

const sizeOf = (name: string, content: string | Uint8Array): Size => ({
  name,
  raw: Buffer.byteLength(content),
  gzip: gzipSync(content, { level: 9 }).byteLength,
});

/**
 * A module's name below the widget's src: `card/korean/korean.ts` → `korean`,
 * `click-to-pay/extension.ts` → `click-to-pay/extension`, `card/address/address-search.ts` →
 * `address/address-search`.
 */
function partName(input: string): string {
  const segments = path.posix
    .relative(WIDGET_SRC, input)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(/^card\//, '')
    .split('/');
  if (segments.length > 1 && segments.at(-1) === segments.at(-2)) segments.pop();
  return segments.join('/');
}

/** The output and every output it imports, following only the import kinds given. */
function reach(metafile: Metafile, start: string, kinds: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (kinds.has(imported.kind) && !imported.external) queue.push(imported.path);
  }
  return seen;
}

const STATIC = new Set(['import-statement']);
const ANY = new Set(['import-statement', 'dynamic-import']);

/**
 * Bundles the widget the way the sandbox serves `/sdk/{version}/checkout.js` (esbuild, ESM,
 * splitting, --minify, es2020) and sizes it from the metafile. The parts are found through
 * card/parts.ts's dynamic imports, never named here, so a new part is measured as soon as it is
 * registered there.
 */
export async function hostBundle(repoRoot: string): Promise<HostBundle> {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: { checkout: WIDGET_ENTRY },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: 'bench-widget-out',
    chunkNames: 'chunks/[name]-[hash]',
    target: 'es2020',
    platform: 'browser',
    write: false,
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const { metafile } = result;
  const contents = new Map(
    result.outputFiles.map((file) => [path.relative(repoRoot, file.path).split(path.sep).join('/'), file.contents]),
  );
  const outputOf = (input: string): string => {
    const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === input)?.[0];
    if (found === undefined) throw new Error(`esbuild made no chunk for ${input}`);
    return found;
  };
  const measure = (name: string, files: Iterable<string>): FilesSize => {
    const list = [...files];
    const sizes = list.map((file) => {
      const content = contents.get(file);
      if (content === undefined) throw new Error(`esbuild wrote no ${file}`);
      return sizeOf(file, content);
    });
    return {
      name,
      files: list.length,
      raw: sizes.reduce((sum, size) => sum + size.raw, 0),
      gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    };
  };

  const entry = outputOf(WIDGET_ENTRY);
  const card = reach(metafile, entry, STATIC);
  const added = (input: string) => [...reach(metafile, outputOf(input), STATIC)].filter((file) => !card.has(file));
  const dynamicImports = Object.entries(metafile.inputs).flatMap(([importer, input]) =>
    input.imports
      .filter((imported) => imported.kind === 'dynamic-import')
      .map(({ path: target }) => ({ importer, target })),
  );
  const parts = dynamicImports.filter(({ importer }) => importer === PARTS_MODULE);
  if (parts.length === 0) throw new Error(`${PARTS_MODULE} has no dynamic import: nothing is loaded on demand`);
  const others = dynamicImports.filter(({ importer }) => importer !== PARTS_MODULE);
  return {
    cardOnly: measure(`card only: checkout entry + ${card.size - 1} static chunks`, card),
    parts: parts.map(({ target }) => {
      const files = added(target);
      return measure(
        `+ part ${partName(target)} (on demand, ${files.length} chunk${files.length === 1 ? '' : 's'})`,
        files,
      );
    }),
    otherOnDemand: others.map(({ importer, target }) =>
      measure(`+ ${partName(target)} (on demand from ${partName(importer)})`, added(target)),
    ),
    everything: measure('card with every part', reach(metafile, entry, ANY)),
  };
}

/** Each secured-field page as the sandbox serves it (one document: HTML with its inlined runtime). */
export async function securedFieldPageSizes(sandbox: Sandbox): Promise<Size[]> {
  const sizes: Size[] = [];
  for (const fieldType of SECURED_FIELD_TYPES) {
    const url = new URL(securedFieldPath(CARD_WIDGET_VERSION, fieldType), sandbox.providerUrl);
    url.searchParams.set('clientKey', BENCH_CLIENT_KEY);
    url.searchParams.set('origin', sandbox.merchantUrl);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.pathname}: ${response.status} ${await response.text()}`);
    sizes.push(sizeOf(`${fieldType}.html`, await response.text()));
  }
  return sizes;
}
