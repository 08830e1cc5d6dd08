import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque random token (256 bits), URL-safe: session cookies, CSRF tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 digest, so a leaked table opens no session. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time, so a wrong guess says nothing about the right one. */
export function secretsEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
