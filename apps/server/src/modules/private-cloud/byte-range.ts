/**
 * The one `Range: bytes=…` a download answers (RFC 9110 §14). Several ranges, another unit or a
 * malformed header are ignored (the whole file is sent, as the RFC allows); a well-formed range
 * that lies outside the file is unsatisfiable (416).
 */
export type ByteRange = { start: number; end: number } | 'whole' | 'unsatisfiable';

export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? 'whole' : { start, end };
}
