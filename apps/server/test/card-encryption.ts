import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes, type JsonWebKey } from 'node:crypto';

/** A test card as the user types it into the secured fields. */
export interface TestCard {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvc: string;
}

/**
 * One value sealed for the provider the way its secured-field iframe seals it: compact JWE,
 * RSA-OAEP (SHA-1) wrapping a fresh A256GCM key, the protected header as additional data, the
 * plaintext `{field: value, generationtime}`. Written on node:crypto for the test, so the
 * console's tests encrypt independently of the sandbox's own code.
 */
export function sealForProvider(key: { publicKey: JsonWebKey; kid: string }, value: Record<string, string>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RSA-OAEP', enc: 'A256GCM', kid: key.kid })).toString('base64url');
  const contentKey = randomBytes(32);
  const iv = randomBytes(12);
  const publicKey = createPublicKey({ key: { kty: 'RSA', n: key.publicKey.n, e: key.publicKey.e }, format: 'jwk' });
  const encryptedKey = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    contentKey,
  );
  const cipher = createCipheriv('aes-256-gcm', contentKey, iv);
  cipher.setAAD(Buffer.from(header));
  const plaintext = JSON.stringify({ ...value, generationtime: new Date().toISOString() });
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [header, encryptedKey, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The widget's `paymentMethod` for a card: each field sealed on its own, as each iframe does. */
export function encryptedCard(
  key: { publicKey: JsonWebKey; kid: string },
  card: TestCard,
  brand: 'mc' | 'visa',
  holderName = 'J.Smith',
) {
  return {
    type: 'scheme' as const,
    encryptedCardNumber: sealForProvider(key, { number: card.number }),
    encryptedExpiryMonth: sealForProvider(key, { expiryMonth: card.expiryMonth }),
    encryptedExpiryYear: sealForProvider(key, { expiryYear: card.expiryYear }),
    encryptedSecurityCode: sealForProvider(key, { cvc: card.cvc }),
    holderName,
    brand,
  };
}
