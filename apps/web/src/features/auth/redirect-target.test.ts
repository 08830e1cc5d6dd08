import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('follows a path of the console, with its search', () => {
    expect(redirectTarget('/accounts/abc?search=kafka')).toBe('/accounts/abc?search=kafka');
  });

  it('ignores other sites, the sign-in page itself and nothing at all', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      // Browsers drop the TAB: this would be //evil.example/ (issue 31, N5).
      '/\t/evil.example/',
      '/sign-in?redirect=/x',
      undefined,
    ]) {
      expect(redirectTarget(bad)).toBe('/');
    }
  });
});
