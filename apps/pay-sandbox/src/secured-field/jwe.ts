/**
 * JWE compact encryption (RSA-OAEP + A256GCM, docs/card-payments.md "JWE") on Web Crypto alone.
 * jose's CompactEncrypt with importJWK bundles to 8 KB gzip (it carries every algorithm), which
 * leaves no room in a 10 KB page; this is the one algorithm pair the provider expects, in
 * well under 1 KB. Tests decrypt its output with jose's compactDecrypt.
 */

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The provider's public key, for RSA-OAEP (SHA-1, as JWE's "RSA-OAEP" is). Only the modulus and
 * exponent are read, so `alg`, `use` or `key_ops` in the JWK cannot make the import fail.
 */
export function importEncryptionKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'jwk',
    { kty: 'RSA', n: jwk.n, e: jwk.e, ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-1' },
    false,
    ['encrypt'],
  );
}

/** `header.encryptedKey.iv.ciphertext.tag`, with a fresh content key and IV per value. */
export async function encryptJwe(key: CryptoKey, kid: string, plaintext: string): Promise<string> {
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'RSA-OAEP', enc: 'A256GCM', kid })));
  const contentKey = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const encryptedKey = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, contentKey));
  const aesKey = await crypto.subtle.importKey('raw', contentKey, 'AES-GCM', false, ['encrypt']);
  // The protected header (as its base64url text) is the additional authenticated data.
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(header), tagLength: 128 },
      aesKey,
      encoder.encode(plaintext),
    ),
  );
  return [
    header,
    base64url(encryptedKey),
    base64url(iv),
    base64url(sealed.subarray(0, -16)),
    base64url(sealed.subarray(-16)),
  ].join('.');
}

/** One field value, stamped with its generation time (the provider refuses blobs older than 24 h). */
export function encryptValue(key: CryptoKey, kid: string, value: Record<string, string>): Promise<string> {
  return encryptJwe(key, kid, JSON.stringify({ ...value, generationtime: new Date().toISOString() }));
}
