import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** The provider's encryption key pair: secured fields encrypt to the public half. */
export interface ProviderKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * A fresh RSA-OAEP key pair per start: nothing encrypted to an earlier run stays decryptable,
 * which suits a sandbox that also forgets its payments on restart.
 */
export async function generateProviderKeys(): Promise<ProviderKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP', { modulusLength: 2048, extractable: true });
  const kid = `sandbox-${randomBytes(8).toString('hex')}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RSA-OAEP', use: 'enc' };
  return { kid, privateKey, publicJwk };
}
