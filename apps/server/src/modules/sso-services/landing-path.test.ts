import { SSO_REDIRECT_MAX_LENGTH } from '@datadeck/contracts';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path.ts';

describe('landingPath', () => {
  it.each([
    ['/accounts/1', '/accounts/1'],
    ['/accounts/1/settings?tab=security#top', '/accounts/1/settings?tab=security#top'],
    ['/a/../accounts', '/accounts'],
  ])('follows a path of the console: %s', (redirect, path) => {
    expect(landingPath(redirect)).toBe(path);
  });

  it.each([
    undefined,
    '',
    'accounts',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tx',
    '/sign-in',
    '/sign-in?redirect=/x',
    `/${'a'.repeat(SSO_REDIRECT_MAX_LENGTH)}`,
  ])('lands on the start page rather than at %j', (redirect) => {
    expect(landingPath(redirect)).toBe('/');
  });
});
