import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII string "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890');
const RFC_BASE32 = base32Encode(RFC_SECRET);
/** The 6-digit code of a step under the RFC secret. */
const code = (step: number) => hotp(RFC_SECRET, step);

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1_111_111_109, '07081804'],
    [1_111_111_111, '14050471'],
    [1_234_567_890, '89005924'],
    [2_000_000_000, '69279037'],
    [20_000_000_000, '65353130'],
  ])('matches the RFC test vector at %i s', (seconds, expected) => {
    expect(hotp(RFC_SECRET, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it('round-trips base32', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(RFC_BASE32)).toEqual(RFC_SECRET);
  });

  it('accepts the code of the current step and its neighbours only', () => {
    const at = new Date(1_234_567_890_000);
    const step = Math.floor(1_234_567_890 / 30);
    expect(matchTotp(RFC_BASE32, code(step), at)).toBe(step);
    expect(matchTotp(RFC_BASE32, code(step - 1), at)).toBe(step - 1);
    expect(matchTotp(RFC_BASE32, code(step + 1), at)).toBe(step + 1);
    expect(matchTotp(RFC_BASE32, code(step - 2), at)).toBeNull();
    expect(matchTotp(RFC_BASE32, '12345', at)).toBeNull();
    expect(matchTotp(RFC_BASE32, 'abcdef', at)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Datadeck', 'dana@example.com', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Datadeck%3Adana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Datadeck&algorithm=SHA1&digits=6&period=30',
    );
  });
});
