import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP secrets, clusters' default passwords) are stored
 * sealed: AES-256-GCM under SECRETS_KEY, a fresh 12-byte IV each time, as text
 * `v1.<keyId>.<iv>.<ciphertext+tag>` (base64url) in the column that held the clear text. The key
 * id says which key sealed it, so after a rotation the previous keys still open old values.
 * Passwords, API keys and session tokens are not here: they are only ever compared, so the
 * server keeps digests of them.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

/** A short, stable name of a key (not secret: 48 bits of its SHA-256), stored beside each value. */
export const keyIdOf = (key: Buffer): string => createHash('sha256').update(key).digest('base64url').slice(0, 8);

/** A key as configured: 32 bytes in hex (64 digits) or base64 / base64url; null if it is not one. */
export function parseSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  return key?.length === SECRETS_KEY_BYTES ? key : null;
}

/** A value sealed with a key this server was not given: it cannot be read, and must not be guessed at. */
export class UnknownSecretsKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `A stored secret was sealed with the key ${keyId}, which is neither SECRETS_KEY nor one of SECRETS_KEY_PREVIOUS`,
    );
    this.name = 'UnknownSecretsKeyError';
  }
}

export class SecretBox {
  /** The id of the current key: values sealed with another one are re-sealed at start. */
  readonly keyId: string;
  private readonly current: Buffer;
  private readonly keys: ReadonlyMap<string, Buffer>;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    if (current.length !== SECRETS_KEY_BYTES) throw new Error(`A secrets key has ${SECRETS_KEY_BYTES} bytes`);
    this.current = current;
    this.keyId = keyIdOf(current);
    this.keys = new Map([...previous, current].map((key) => [keyIdOf(key), key]));
  }

  /** What every value sealed with the current key starts with (the start-up re-seal looks for others). */
  get currentPrefix(): string {
    return `${VERSION}.${this.keyId}.`;
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const header = `${VERSION}.${this.keyId}`;
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    // The header is authenticated too: a value cannot be passed off as sealed by another key.
    cipher.setAAD(Buffer.from(header));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${header}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The clear text; throws on anything not sealed by one of the configured keys, or altered. */
  open(sealed: string): string {
    const [version, keyId = '', iv = '', body = '', ...rest] = sealed.split('.');
    if (version !== VERSION || rest.length > 0) throw new Error('Not a sealed secret');
    const key = this.keys.get(keyId);
    if (!key) throw new UnknownSecretsKeyError(keyId);
    const data = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${VERSION}.${keyId}`));
    try {
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]);
      return plain.toString('utf8');
    } catch {
      // GCM's own message ("unable to authenticate data") does not say which value or why.
      throw new Error(`A secret sealed with the key ${keyId} failed its integrity check: it was altered`);
    }
  }

  /** A key of its own for one purpose (signing download links), so no second secret is configured. */
  deriveKey(purpose: string): Buffer {
    return createHmac('sha256', this.current).update(`datadeck:${purpose}`).digest();
  }

  /** Whether a stored value is sealed at all: values written before sealing began are not. */
  static isSealed(value: string): boolean {
    return value.startsWith(`${VERSION}.`);
  }
}
