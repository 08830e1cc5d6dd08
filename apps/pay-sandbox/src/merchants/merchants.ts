import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

export interface ClientKey {
  key: string;
  /** Origins (scheme://host:port) whose pages may use the key. */
  allowedOrigins: ReadonlySet<string>;
}

export interface Merchant {
  merchantAccount: string;
  /** SHA-256 of the API key: the secret itself is not kept around after start. */
  apiKeyDigest: Buffer;
  clientKeys: readonly ClientKey[];
  /** Host origin the 3DS pages post back to when a server-to-server payment names none. */
  defaultHostOrigin: string;
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * The merchants the sandbox knows. One from the configuration today; a table so that a test or a
 * second merchant can be added without touching the lookups.
 */
export class MerchantTable {
  private readonly byClientKey = new Map<string, { merchant: Merchant; clientKey: ClientKey }>();

  constructor(private readonly merchants: readonly Merchant[]) {
    for (const merchant of merchants) {
      for (const clientKey of merchant.clientKeys) this.byClientKey.set(clientKey.key, { merchant, clientKey });
    }
  }

  static fromConfig(config: Config): MerchantTable {
    return new MerchantTable([
      {
        merchantAccount: config.merchantAccount,
        apiKeyDigest: digest(config.apiKey),
        clientKeys: [{ key: config.clientKey, allowedOrigins: new Set(config.allowedOrigins) }],
        defaultHostOrigin: config.consoleOrigin,
      },
    ]);
  }

  byClient(key: string): { merchant: Merchant; clientKey: ClientKey } | null {
    return this.byClientKey.get(key) ?? null;
  }

  /** The merchant whose API key this is. Digests of equal length make the comparison constant-time. */
  byApiKey(apiKey: string): Merchant | null {
    const candidate = digest(apiKey);
    let found: Merchant | null = null;
    // Every merchant is compared, so the time does not tell which one matched.
    for (const merchant of this.merchants) {
      if (timingSafeEqual(candidate, merchant.apiKeyDigest)) found = merchant;
    }
    return found;
  }

  byAccount(merchantAccount: string): Merchant | null {
    return this.merchants.find((m) => m.merchantAccount === merchantAccount) ?? null;
  }

  /** The first merchant: the demo page pays to it. */
  first(): Merchant {
    const merchant = this.merchants[0];
    if (merchant === undefined) throw new Error('no merchant configured');
    return merchant;
  }

  /** Whether any client key of the merchant allows the origin (3DS pages are framed by it). */
  allowsOrigin(merchant: Merchant, origin: string): boolean {
    return merchant.clientKeys.some((k) => k.allowedOrigins.has(origin));
  }
}
