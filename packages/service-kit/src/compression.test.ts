import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression.ts';
import { fetchRaw } from './testing/raw-fetch.ts';

/** A JSON answer well over the threshold, and one under it. */
const large = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `item number ${i}` })) };
const small = { status: 'ok' };
/** A body compressed before it reaches the plugin, as a file compressed at build time is. */
const alreadyGzipped = gzipSync('text '.repeat(1_000));

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/large', async () => large);
  app.get('/small', async () => small);
  app.get('/empty', async (_request, reply) => reply.code(204).send());
  app.get('/already', async (_request, reply) =>
    reply.header('Content-Type', 'text/plain').header('Content-Encoding', 'gzip').send(alreadyGzipped),
  );
  app.get('/opted-out', { compress: false }, async () => large);
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('registerCompression', () => {
  it('compresses JSON over the threshold with brotli, else gzip, else not, with the same decoded bytes', async () => {
    const plain = await fetchRaw(`${url}/large`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
    ] as const) {
      const answer = await fetchRaw(`${url}/large`, { headers: { 'Accept-Encoding': accept } });
      expect([accept, answer.headers['content-encoding']]).toEqual([accept, expected]);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.wire.length).toBeLessThan(plain.wire.length / 3);
      expect(answer.decoded.equals(plain.wire)).toBe(true);
    }
    const identity = await fetchRaw(`${url}/large`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.wire.equals(plain.wire)).toBe(true);
  });

  it('sends small answers, empty answers and opted-out routes as they are', async () => {
    const headers = { 'Accept-Encoding': 'br, gzip' };
    const smallAnswer = await fetchRaw(`${url}/small`, { headers });
    expect(smallAnswer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(smallAnswer.wire.toString())).toEqual(small);
    const empty = await fetchRaw(`${url}/empty`, { headers });
    expect(empty.status).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.wire.length).toBe(0);
    const optedOut = await fetchRaw(`${url}/opted-out`, { headers });
    expect(optedOut.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(optedOut.wire.toString())).toEqual(large);
  });

  it('leaves an answer that already has a Content-Encoding alone', async () => {
    const answer = await fetchRaw(`${url}/already`, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.wire.equals(alreadyGzipped)).toBe(true);
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, honours q=0 and *, and is none without a usable coding', () => {
    for (const [header, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.1, gzip', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['GZIP', 'gzip'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['', undefined],
      [undefined, undefined],
    ] as const) {
      expect([header, acceptedEncoding(header)]).toEqual([header, expected]);
    }
  });
});
