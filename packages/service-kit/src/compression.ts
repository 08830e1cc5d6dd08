import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: below about a kilobyte compression saves too little. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of answers compressed on the fly. 4 compresses JSON nearly as well as gzip -9
 * at a fraction of the CPU of brotli's default 11 (which files compressed at build time use).
 */
export const ON_THE_FLY_BROTLI_QUALITY = 4;

/** The encodings answers are compressed with, the preferred first. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

/** The brotli settings of an answer compressed here, on the fly or once and kept. */
export const ANSWER_BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } };

/**
 * The encoding to send an answer in for this Accept-Encoding: brotli when accepted, else gzip,
 * else none. A coding with `q=0` is refused; `*` accepts any not named.
 */
export function acceptedEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const any = weights.get('*') ?? 0;
  return ANSWER_ENCODINGS.find((encoding) => (weights.get(encoding) ?? any) > 0);
}

/**
 * Compresses answers of the routes registered after it (JSON, text, scripts, styles) by the
 * request's Accept-Encoding: brotli, else gzip, else as they are; with `Vary: Accept-Encoding`.
 * An answer that already has a Content-Encoding (a file compressed at build time) is left alone,
 * and so is a route declared with `compress: false`. Request bodies are not decompressed: the
 * services read plain JSON and forms only.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ANSWER_ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: ANSWER_BROTLI_OPTIONS,
    globalDecompression: false,
  });
}
