import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SerializedAnswer } from './serialized-answer.ts';

const json = Buffer.from(
  JSON.stringify({ points: Array.from({ length: 2_000 }, (_, i) => ({ time: i, value: i / 3 })) }),
);

describe('SerializedAnswer', () => {
  it('compresses its JSON once per encoding and hands the same bytes to every later request', async () => {
    const answer = new SerializedAnswer<unknown>(json);
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(await br).equals(json)).toBe(true);
    const gzip = await answer.encoded('gzip');
    expect(await answer.encoded('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).equals(json)).toBe(true);
    expect((await br).length).toBeLessThan(json.length / 4);
  });
});
