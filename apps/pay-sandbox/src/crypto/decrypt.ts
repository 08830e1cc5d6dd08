import { CARD_LIMITS } from '@datadeck/contracts/provider';
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { validationError } from '../http/errors.ts';
import type { ProviderKeys } from './keys.ts';

/** The fields a secured field encrypts (docs/card-payments.md, "JWE"). */
export type EncryptedField = 'number' | 'expiryMonth' | 'expiryYear' | 'cvc' | 'password' | 'bin';

const MAX_FUTURE_SKEW_MS = 5 * 60_000;
const decoder = new TextDecoder();

/**
 * Decrypts one secured-field value (JWE compact, RSA-OAEP with A256GCM or A256CBC-HS512) and
 * returns only the field asked for. Refuses another key's blob, a payload without the field,
 * and a `generationtime` older than 24 h or more than 5 min ahead (a replayed or forged blob).
 * Errors never quote the value: the caller may log the error.
 */
export async function decryptField(
  keys: ProviderKeys,
  jwe: string,
  field: EncryptedField,
  errorCode: string,
  now = Date.now(),
): Promise<string> {
  const undecryptable = () =>
    validationError(errorCode, `${errorCode.replace(/^validation\./, '')}: the encrypted value cannot be decrypted`);
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(jwe).kid;
  } catch {
    throw undecryptable();
  }
  if (kid !== keys.kid)
    throw validationError(errorCode, `${errorCode.replace(/^validation\./, '')}: encrypted with an unknown key`);
  let plaintext: Uint8Array;
  try {
    ({ plaintext } = await compactDecrypt(jwe, keys.privateKey, {
      keyManagementAlgorithms: ['RSA-OAEP'],
      contentEncryptionAlgorithms: ['A256GCM', 'A256CBC-HS512'],
    }));
  } catch {
    throw undecryptable();
  }
  let payload: unknown;
  try {
    payload = JSON.parse(decoder.decode(plaintext));
  } catch {
    throw undecryptable();
  }
  if (typeof payload !== 'object' || payload === null) throw undecryptable();
  const record = payload as Record<string, unknown>;
  const value = record[field];
  const generated = typeof record.generationtime === 'string' ? Date.parse(record.generationtime) : Number.NaN;
  if (typeof value !== 'string' || Number.isNaN(generated)) throw undecryptable();
  if (now - generated > CARD_LIMITS.encryptedValueMaxAgeMs || generated - now > MAX_FUTURE_SKEW_MS) {
    throw validationError(
      errorCode,
      `${errorCode.replace(/^validation\./, '')}: the encrypted value has expired (generationtime)`,
    );
  }
  return value;
}
