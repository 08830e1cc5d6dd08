import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('byteRangeOf', () => {
  it.each([
    [undefined, 100, 'whole'],
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    ['bytes=100-', 100, 'unsatisfiable'],
    ['bytes=-0', 100, 'unsatisfiable'],
    ['bytes=9-0', 100, 'whole'],
    ['bytes=0-1,5-6', 100, 'whole'],
    ['items=0-1', 100, 'whole'],
    ['bytes=-', 100, 'whole'],
  ])('%s of %d bytes is %j', (header, size, range) => {
    expect(byteRangeOf(header, size)).toEqual(range);
  });
});
