import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { fetchRaw } from '@datadeck/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { CLIENT_KEY, HOST_ORIGIN, useSandbox } from './helpers.ts';

const sandbox = useSandbox();

/** What browsers load from the sandbox: the SDK's files, a secured field's page, the demo's. */
const browserFiles = () => [
  `/sdk/${CARD_WIDGET_VERSION}/checkout.js`,
  `/sdk/${CARD_WIDGET_VERSION}/checkout.css`,
  `/securedfields/${CARD_WIDGET_VERSION}/encryptedCardNumber.html?clientKey=${CLIENT_KEY}&origin=${encodeURIComponent(HOST_ORIGIN)}`,
  '/demo',
  '/demo/demo.js',
  '/datasets/countries/en-US.json',
];

/** The largest chunk checkout.js imports (statically or on demand): chunks are served like checkout.js. */
async function largestChunk(): Promise<string> {
  const entry = await (await fetch(`${sandbox.base}/sdk/${CARD_WIDGET_VERSION}/checkout.js`)).text();
  const chunks = [...new Set(entry.match(/chunks\/[\w-]+\.js/g) ?? [])];
  const sizes = await Promise.all(
    chunks.map(async (chunk) => {
      const code = await (await fetch(`${sandbox.base}/sdk/${CARD_WIDGET_VERSION}/${chunk}`)).text();
      return { chunk, size: code.length };
    }),
  );
  const largest = sizes.toSorted((a, b) => b.size - a.size)[0];
  if (largest === undefined) throw new Error('checkout.js imports no chunk');
  return `/sdk/${CARD_WIDGET_VERSION}/${largest.chunk}`;
}

describe('compression of what browsers load from the sandbox', () => {
  it('sends each file brotli or gzip by Accept-Encoding, decoding to what an identity answer holds', async () => {
    for (const route of [...browserFiles(), await largestChunk()]) {
      const plain = await fetchRaw(`${sandbox.base}${route}`);
      expect([route, plain.status]).toEqual([route, 200]);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['br', 'gzip']) {
        const answer = await fetchRaw(`${sandbox.base}${route}`, { headers: { 'Accept-Encoding': encoding } });
        expect([route, answer.headers['content-encoding']]).toEqual([route, encoding]);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.wire.length).toBeLessThan(plain.wire.length);
        // The demo page holds a fresh session each time; the rest are byte for byte the same.
        expect(route === '/demo' || answer.decoded.equals(plain.wire)).toBe(true);
      }
    }
  });

  it('sends small answers as they are', async () => {
    const health = await fetchRaw(`${sandbox.base}/health`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.wire.toString())).toEqual({ status: 'ok' });
  });
});
