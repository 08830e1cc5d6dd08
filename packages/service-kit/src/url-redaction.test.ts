import { describe, expect, it } from 'vitest';
import { credentialNames, redactQueryParams } from './url-redaction.ts';

const names = credentialNames(['token', 'access_token', 'SAMLResponse']);

describe('redactQueryParams', () => {
  it('replaces the values of the named parameters and keeps everything else as sent', () => {
    expect(redactQueryParams('/accept?token=abc&redirect=%2Fx&token=def', names)).toBe(
      '/accept?token=[redacted]&redirect=%2Fx&token=[redacted]',
    );
    expect(redactQueryParams('/v1/me?access_token=abc', names)).toBe('/v1/me?access_token=[redacted]');
    expect(redactQueryParams('/v1/clusters?search=token&startIndex=0', names)).toBe(
      '/v1/clusters?search=token&startIndex=0',
    );
    expect(redactQueryParams('/no-query', names)).toBe('/no-query');
  });

  it('knows a name whatever its case or percent-encoding, and a value with or without "="', () => {
    expect(redactQueryParams('/a?Token=1&%74oken=2&samlresponse=3&token', names)).toBe(
      '/a?Token=[redacted]&%74oken=[redacted]&samlresponse=[redacted]&token=[redacted]',
    );
    expect(redactQueryParams('/a?%E0%A4%A=1&token=2', names)).toBe('/a?%E0%A4%A=1&token=[redacted]');
  });

  it('leaves a URL alone when no name is listed', () => {
    expect(redactQueryParams('/a?token=1', credentialNames([]))).toBe('/a?token=1');
  });
});
