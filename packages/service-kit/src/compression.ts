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

/**
 * Compresses answers of the routes registered after it (JSON, text, scripts, styles) by the
 * request's Accept-Encoding: brotli, else gzip, else as they are; with `Vary: Accept-Encoding`.
 * An answer that already has a Content-Encoding (a file compressed at build time) is left alone,
 * and so is a route declared with `compress: false`. Request bodies are not decompressed: the
 * services read plain JSON and forms only.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    globalDecompression: false,
  });
}
