import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { CARD_WIDGET_VERSION, SECURED_FIELD_TYPES, securedFieldPath } from '@datadeck/contracts/provider';
import { BENCH_CLIENT_KEY, type Sandbox } from './sandbox.ts';

export interface Size {
  name: string;
  raw: number;
  gzip: number;
}

const sizeOf = (name: string, content: string | Uint8Array): Size => ({
  name,
  raw: Buffer.byteLength(content),
  gzip: gzipSync(content, { level: 9 }).byteLength,
});

/**
 * What a merchant page loads for the card: createCheckout, the card component and 3-D Secure 2,
 * bundled and minified with esbuild (as `--bundle --minify`), gzip -9.
 */
export async function hostBundleSize(repoRoot: string): Promise<Size> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'packages/card-widget/src/index.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('esbuild wrote no output for the card widget');
  return sizeOf('createCheckout + card + 3DS2 (esbuild --minify)', output.contents);
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
