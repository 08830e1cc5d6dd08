import { providerApi } from '@datadeck/contracts/provider-api';
import { decryptField } from '../crypto/decrypt.ts';
import type { ProviderKeys } from '../crypto/keys.ts';
import type { Bind } from '../http/bind.ts';
import { validationError } from '../http/errors.ts';
import { lookUpBin } from './lookup.ts';

export function registerBinRoutes(bind: Bind, keys: ProviderKeys): void {
  bind(providerApi.binLookup, async ({ body }) => {
    const bin = await decryptField(keys, body.encryptedBin, 'bin', 'validation.encryptedBin');
    if (!/^\d{6,8}$/.test(bin))
      throw validationError('validation.encryptedBin', 'encryptedBin: the BIN must be 6 to 8 digits');
    return lookUpBin(bin, body);
  });
}
