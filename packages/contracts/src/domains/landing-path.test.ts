import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path.ts';
import { SSO_REDIRECT_MAX_LENGTH } from './sso-paths.ts';

describe('landingPath: one rule for the sign-in page, SAML and the standard SSO services', () => {
  it.each([
    ['/accounts/1', '/accounts/1'],
    ['/accounts/1/settings?tab=security#top', '/accounts/1/settings?tab=security#top'],
    ['/a/../accounts', '/accounts'],
    // Percent-encoded by the URL parser: ASCII, so it always fits a Location header.
    ['/accounts/ü?q=日本#ß', '/accounts/%C3%BC?q=%E6%97%A5%E6%9C%AC#%C3%9F'],
    ['/sign-in-help', '/sign-in-help'],
  ])('follows a path of the console: %j', (redirect, path) => {
    expect(landingPath(redirect)).toBe(path);
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'accounts',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    // Issue 31, N5: URL parsers drop TAB and newlines, which made this `//evil.example/`.
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r\n/evil.example/',
    '/\u0000/x',
    '/\u007f/x',
    '/sign-in',
    '/sign-in?redirect=/x',
    '/sign-in/',
    `/${'a'.repeat(SSO_REDIRECT_MAX_LENGTH)}`,
    // Within the limit as sent, over it once encoded.
    `/${'ü'.repeat(SSO_REDIRECT_MAX_LENGTH / 2)}`,
  ])('keeps nothing of %j', (redirect) => {
    expect(landingPath(redirect)).toBeUndefined();
  });
});
