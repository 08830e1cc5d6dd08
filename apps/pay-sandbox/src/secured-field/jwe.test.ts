import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { encryptValue, importEncryptionKey } from './jwe.ts';

describe('secured-field JWE', () => {
  it('decrypts with jose: RSA-OAEP + A256GCM, kid in the header, value and generation time inside', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP', { extractable: true });
    // The provider's JWK carries alg and use; they must not get in the way of the import.
    const jwk = { ...(await exportJWK(publicKey)), alg: 'RSA-OAEP', use: 'enc', kid: 'sandbox-1' };
    const before = Date.now();
    const jwe = await encryptValue(await importEncryptionKey(jwk), 'sandbox-1', { number: '4111111111111111' });

    expect(jwe.split('.')).toHaveLength(5);
    expect(decodeProtectedHeader(jwe)).toStrictEqual({ alg: 'RSA-OAEP', enc: 'A256GCM', kid: 'sandbox-1' });
    const { plaintext } = await compactDecrypt(jwe, privateKey, {
      keyManagementAlgorithms: ['RSA-OAEP'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const payload = JSON.parse(new TextDecoder().decode(plaintext)) as { number: string; generationtime: string };
    expect(payload.number).toBe('4111111111111111');
    expect(Date.parse(payload.generationtime)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(payload.generationtime)).toBeLessThanOrEqual(Date.now());
  });

  it('uses a fresh content key and IV per value', async () => {
    const { publicKey } = await generateKeyPair('RSA-OAEP', { extractable: true });
    const key = await importEncryptionKey(await exportJWK(publicKey));
    const [first, second] = await Promise.all([
      encryptValue(key, 'k', { cvc: '123' }),
      encryptValue(key, 'k', { cvc: '123' }),
    ]);
    expect(first?.split('.')[2]).not.toBe(second?.split('.')[2]);
    expect(first?.split('.')[3]).not.toBe(second?.split('.')[3]);
  });

  it('fails the import of a key without modulus', async () => {
    await expect(importEncryptionKey({ kty: 'RSA', e: 'AQAB' })).rejects.toThrow(Error);
  });
});
