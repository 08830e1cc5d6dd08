import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { api, SESSION_COOKIE } from '@datadeck/contracts';
import { COMPRESSION_THRESHOLD_BYTES } from '@datadeck/service-kit';
import { fetchRaw } from '@datadeck/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { API_CACHE_CONTROL } from './binder.ts';

/** A stand-in for apps/web/dist as the build leaves it: big files with .br and .gz copies, small ones without. */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;
const PAGE = `<!doctype html><title>console</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const files: Record<string, string> = { 'assets/main-abc123.js': SCRIPT, 'index.html': PAGE, 'favicon.svg': ICON };
const precompressed = ['assets/main-abc123.js', 'index.html'];

let app: TestApp;
let webDir: string;
let member: ApiClient;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'datadeck-web-'));
  await mkdir(path.join(webDir, 'assets'));
  for (const [file, content] of Object.entries(files)) await writeFile(path.join(webDir, file), content);
  for (const file of precompressed) {
    await writeFile(path.join(webDir, `${file}.br`), brotliCompressSync(files[file] ?? ''));
    await writeFile(path.join(webDir, `${file}.gz`), gzipSync(files[file] ?? ''));
  }
  app = await startTestApp({ WEB_DIST_DIR: webDir });
  member = new ApiClient(app.url);
  const user = await createMember(app.context.db, await createAccount(app.context.db), 'OWNER');
  await member.signIn(user.username, TEST_PASSWORD);
});
afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});

const sessionCookie = () => ({ cookie: `${SESSION_COOKIE}=${member.sessionToken ?? ''}` });

describe('the built web app', () => {
  it('sends each asset as the build compressed it, by Accept-Encoding, with the same decoded bytes', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const answer = await fetchRaw(`${app.url}/assets/main-abc123.js`, { headers: { 'Accept-Encoding': accept } });
      expect(answer.status).toBe(200);
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, encoding]);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.decoded.toString()).toBe(SCRIPT);
      const expectedWire =
        encoding === 'br' ? brotliCompressSync(SCRIPT) : encoding === 'gzip' ? gzipSync(SCRIPT) : Buffer.from(SCRIPT);
      // The build's copy itself, byte for byte: nothing was compressed again on the way.
      expect(answer.wire.equals(expectedWire)).toBe(true);
    }
  });

  it('answers HEAD of an asset with the encoding GET would use and no body', async () => {
    const answer = await fetchRaw(`${app.url}/assets/main-abc123.js`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(answer.wire.length).toBe(0);
  });

  it('sends the page compressed, at /index.html and for deep links, under its CSP and revalidated', async () => {
    for (const route of ['/', '/index.html', '/accounts/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/settings']) {
      const answer = await fetchRaw(`${app.url}${route}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(answer.status).toBe(200);
      expect([route, answer.headers['content-encoding']]).toEqual([route, 'br']);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.decoded.toString()).toBe(PAGE);
    }
  });

  it('sends a file the build left uncompressed as it is, and never the compressed copies by their own names', async () => {
    const icon = await fetchRaw(`${app.url}/favicon.svg`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.wire.toString()).toBe(ICON);
    for (const copy of ['/assets/main-abc123.js.br', '/index.html.gz']) {
      expect((await fetchRaw(`${app.url}${copy}`)).status).toBe(404);
    }
  });
});

describe('API answers', () => {
  it('compresses JSON over the threshold and leaves small JSON as it is', async () => {
    const route = '/v1/catalogue/node-sizes?application=APACHE_CASSANDRA';
    const plain = await fetchRaw(`${app.url}${route}`, { headers: sessionCookie() });
    expect(plain.status).toBe(200);
    expect(plain.wire.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const answer = await fetchRaw(`${app.url}${route}`, {
        headers: { ...sessionCookie(), 'Accept-Encoding': encoding },
      });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.wire.length).toBeLessThan(plain.wire.length / 3);
      expect(JSON.parse(answer.decoded.toString())).toEqual(JSON.parse(plain.wire.toString()));
    }
    const small = await fetchRaw(`${app.url}/healthz`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.wire.toString())).toEqual({ status: 'ok' });
  });

  it('tells every cache to keep no API answer: signed-in JSON, public ones and refusals', async () => {
    const me = await member.call(api.auth.me);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    expect(API_CACHE_CONTROL).toBe('no-store');
    const signedOut = await new ApiClient(app.url).call(api.auth.me);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
    expect((await member.call(api.system.health)).headers.get('cache-control')).toBe('no-store');
    const invalid = await member.raw('GET', '/v1/catalogue/node-sizes?application=nothing');
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('cache-control')).toBe('no-store');
  });
});
