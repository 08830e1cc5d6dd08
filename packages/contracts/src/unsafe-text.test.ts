import { describe, expect, it } from 'vitest';
import { findUnsafeText } from './unsafe-text.ts';

describe('findUnsafeText', () => {
  it('accepts ordinary text, emoji (paired surrogates) and non-string values', () => {
    expect(findUnsafeText({ name: 'café 🚀', tags: [{ key: 'k', value: '✓' }], n: 1, b: null }, 'body')).toBeNull();
    expect(findUnsafeText('🚀', 'body')).toBeNull();
    expect(findUnsafeText(undefined, 'body')).toBeNull();
  });

  it('names the first field holding a NUL or an unpaired surrogate, as validation names fields', () => {
    expect(findUnsafeText({ username: 'a\u0000b', password: 'x' }, 'body')).toBe('username');
    expect(findUnsafeText({ tags: [{ key: 'ok' }, { key: '\ud800' }] }, 'body')).toBe('tags.1.key');
    expect(findUnsafeText({ description: 'x\udc00' }, 'body')).toBe('description');
    expect(findUnsafeText({ end: 'trailing high \ud83d' }, 'body')).toBe('end');
    expect(findUnsafeText('a\u0000', 'querystring')).toBe('querystring');
  });

  it("names a key's object when the key itself is unsafe", () => {
    expect(findUnsafeText({ tags: { 'a\u0000': 'x' } }, 'body')).toBe('tags');
    expect(findUnsafeText({ '\ud800': 1 }, 'body')).toBe('body');
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 200_000; depth++) deep = [deep];
    expect(findUnsafeText(deep, 'body')).toBe(Array.from({ length: 200_000 }, () => '0').join('.'));
  });
});
