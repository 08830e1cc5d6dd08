import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { ANSWER_BROTLI_OPTIONS, type AnswerEncoding } from '@datadeck/service-kit';

const compressors: Record<AnswerEncoding, (json: Buffer) => Promise<Buffer>> = {
  br: (json) => promisify(brotliCompress)(json, ANSWER_BROTLI_OPTIONS),
  gzip: (json) => promisify(gzip)(json),
};

/**
 * An answer already written as the JSON of `T`, the endpoint's response: the binder sends these
 * bytes as they are, instead of serialising an object again. For answers a handler caches once
 * written (a 7-day monitoring answer is ~1 MB of JSON, the same until its points move); whoever
 * makes one writes it with the route's own serializer (`serializerFor`), so only the contract's
 * fields leave the server, as for any other answer.
 */
export class SerializedAnswer<T> {
  /** Never set; for the compiler: what the bytes are the JSON of, so a handler returns its own endpoint's. */
  readonly of?: T;

  /**
   * The JSON compressed, once per encoding, off the event loop: compressing ~1 MB with brotli on
   * every request, as the compression plugin does with an answer it is handed, took 30-60 ms.
   */
  private readonly compressed = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(readonly json: Buffer) {}

  encoded(encoding: AnswerEncoding): Promise<Buffer> {
    let bytes = this.compressed.get(encoding);
    if (bytes === undefined) {
      bytes = compressors[encoding](this.json);
      this.compressed.set(encoding, bytes);
      // A failure is not kept: the next request tries again.
      bytes.catch(() => this.compressed.delete(encoding));
    }
    return bytes;
  }
}
