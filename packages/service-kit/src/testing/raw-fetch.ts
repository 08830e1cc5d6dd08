import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire (fetch would have decoded it already). */
  wire: Buffer;
  /** The body decoded by its Content-Encoding (br, gzip or none). */
  decoded: Buffer;
}

/** Decodes a body by the Content-Encoding it was sent with; throws on any other encoding. */
export function decodeBody(wire: Buffer, encoding: string | undefined): Buffer {
  // No body (HEAD, 204, 304) whatever the encoding says.
  if (wire.length === 0 || encoding === undefined || encoding === 'identity') return wire;
  if (encoding === 'br') return brotliDecompressSync(wire);
  if (encoding === 'gzip') return gunzipSync(wire);
  throw new Error(`unexpected Content-Encoding: ${encoding}`);
}

/**
 * One HTTP request over node:http, which (unlike fetch) leaves the body as sent, so tests and
 * the bench can see the encoding and count the bytes on the wire.
 */
export function fetchRaw(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const wire = Buffer.concat(chunks);
        try {
          const encoding = incoming.headers['content-encoding'];
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            wire,
            decoded: decodeBody(wire, encoding),
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
