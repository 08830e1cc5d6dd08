import { createHmac } from 'node:crypto';

/**
 * Time-based one-time passwords as an authenticator app computes them (RFC 6238 over RFC 4226):
 * HMAC-SHA1, 30-second steps, 6 digits. The end-to-end tests may not import the server, so this
 * is a second implementation, checked against the RFC's test vectors by totp.spec.ts; the
 * console accepting its codes checks the two agree.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Decodes base32 (RFC 4648) as people type a key: any case, with spaces or dashes between the
 * groups, with or without `=` padding.
 */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not a base32 character: "${char}"`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The HOTP value of a counter (RFC 4226 §5.3): dynamic truncation of HMAC-SHA1, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', key).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (RFC 6238 §4: T0 = 0, X = 30 s). */
export const totpStep = (atMs: number): number => Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);

/** When a step begins, in milliseconds since the epoch. */
export const stepStartMs = (step: number): number => step * TOTP_STEP_SECONDS * 1000;

/** The code of a base32 secret for a step (by default the current one). */
export function totpCode(secretBase32: string, step = totpStep(Date.now()), digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secretBase32), step, digits);
}

/** The key of an otpauth:// URI as authenticator apps read it from the QR code. */
export function secretOfOtpauthUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (secret === null) throw new Error(`no secret in ${uri}`);
  return secret;
}
