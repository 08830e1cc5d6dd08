import { generate } from 'selfsigned';

/** The identity provider's signing key and its self-signed certificate, PEM. */
export interface IdpKeys {
  privateKey: string;
  certificate: string;
}

/**
 * A fresh RSA-2048 key and a certificate for it (SHA-256), valid from `validFrom` to `validTo`:
 * tests make expired or not-yet-valid ones on purpose.
 */
export async function generateIdpKeys(
  options: { commonName?: string; validFrom?: Date; validTo?: Date } = {},
): Promise<IdpKeys> {
  const validFrom = options.validFrom ?? new Date(Date.now() - 60_000);
  const validTo = options.validTo ?? new Date(validFrom.getTime() + 365 * 24 * 3_600_000);
  const pems = await generate([{ name: 'commonName', value: options.commonName ?? 'Datadeck test IdP' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: validFrom,
    notAfterDate: validTo,
  });
  return { privateKey: pems.private, certificate: pems.cert };
}
