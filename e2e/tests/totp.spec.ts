import { expect, test } from '@playwright/test';
import { base32Decode, hotp, secretOfOtpauthUri, totpCode, totpStep } from '../support/totp.ts';

/*
 * The journeys enrol MFA with support/totp.ts, the authenticator app of the tests. When the
 * console refuses its codes, these tell whether the app or the console is wrong. No browser.
 */

/** The RFC 4226 / RFC 6238 (SHA-1) secret: "12345678901234567890" in ASCII, and in base32. */
const RFC_KEY = '12345678901234567890';
const RFC_KEY_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

test.describe('the tests’ authenticator app (RFC 6238)', () => {
  test('base32 keys decode as typed: any case, grouped, padded', () => {
    expect(base32Decode(RFC_KEY_BASE32).toString('ascii')).toBe(RFC_KEY);
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString('ascii')).toBe(RFC_KEY);
    expect(base32Decode('MZXW6YQ=').toString('ascii')).toBe('foob');
    expect(() => base32Decode('GEZD1')).toThrow(/not a base32 character/);
  });

  test('HOTP values are those of RFC 4226 appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    const key = Buffer.from(RFC_KEY, 'ascii');
    expect(expected.map((_, counter) => hotp(key, counter))).toEqual(expected);
  });

  test('TOTP values are those of RFC 6238 appendix B (SHA-1, 8 digits)', () => {
    const vectors: [seconds: number, code: string][] = [
      [59, '94287082'],
      [1_111_111_109, '07081804'],
      [1_111_111_111, '14050471'],
      [1_234_567_890, '89005924'],
      [2_000_000_000, '69279037'],
      [20_000_000_000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_KEY_BASE32, totpStep(seconds * 1000), 8)).toBe(code);
    // The console's codes have 6 digits: the last 6 of the same value.
    expect(totpCode(RFC_KEY_BASE32, totpStep(59_000))).toBe('287082');
  });

  test('the key of an otpauth URI is read from its secret parameter', () => {
    const uri = `otpauth://totp/Datadeck%3Ademo%40example.com?secret=${RFC_KEY_BASE32}&issuer=Datadeck&algorithm=SHA1&digits=6&period=30`;
    expect(secretOfOtpauthUri(uri)).toBe(RFC_KEY_BASE32);
  });
});
