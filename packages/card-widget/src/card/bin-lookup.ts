import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { WidgetError } from '../core/errors.ts';
import { http } from '../core/http.ts';

export interface BinLookupOptions {
  providerUrl: string;
  clientKey: string;
  supportedBrands: () => string[];
  onResult: (result: BinLookupResponse) => void;
  /** The BIN was cleared: forget the last result. */
  onReset: () => void;
  onError: (error: WidgetError) => void;
}

/**
 * SPEC §7 binLookup: each encrypted BIN gets a new requestId; only the answer to the latest one
 * is used (a shopper typing fast makes earlier answers stale); an answer without requestId is an
 * error of the provider.
 */
export function createBinLookup(options: BinLookupOptions): (encryptedBin: string | null) => Promise<void> {
  let latest = 0;
  return async (encryptedBin) => {
    const requestId = String(++latest);
    if (encryptedBin === null) {
      options.onReset();
      return;
    }
    try {
      const url = `${options.providerUrl}/v3/bin/binLookup?token=${encodeURIComponent(options.clientKey)}`;
      const response = await http<Partial<BinLookupResponse>>(url, {
        body: { type: 'card', supportedBrands: options.supportedBrands(), encryptedBin, requestId },
      });
      if (typeof response.requestId !== 'string') {
        options.onError(new WidgetError('ERROR', 'binLookup response has no requestId'));
        return;
      }
      if (response.requestId !== String(latest)) return;
      options.onResult({ showSocialSecurityNumber: false, brands: [], ...response, requestId: response.requestId });
    } catch (error) {
      if (requestId === String(latest))
        options.onError(error instanceof WidgetError ? error : new WidgetError('NETWORK_ERROR', String(error)));
    }
  };
}
