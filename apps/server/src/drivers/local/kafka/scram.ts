import { pbkdf2Sync, randomBytes } from 'node:crypto';

/** Kafka's minimum for SCRAM-SHA-512 is 4096; its documentation's example uses 8192. */
const ITERATIONS = 8192;

/**
 * The `--add-scram` argument of `kafka-storage format` for a user, with the salted password
 * computed here rather than the password itself: Kafka splits the argument at every comma, with
 * no escape, so a password holding one could not be given, and the argument names no password.
 * The salted password is SCRAM's Hi(password, salt, i), PBKDF2 with HMAC-SHA-512 (RFC 5802).
 */
export function scramArgument(username: string, password: string): string {
  if (!/^[A-Za-z0-9._@-]+$/.test(username)) throw new Error(`Not a user name SCRAM can be set up for: ${username}`);
  const salt = randomBytes(32);
  const salted = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, ITERATIONS, 64, 'sha512');
  return `SCRAM-SHA-512=[name=${username},iterations=${ITERATIONS},salt=${salt.toString('base64')},saltedpassword=${salted.toString('base64')}]`;
}
