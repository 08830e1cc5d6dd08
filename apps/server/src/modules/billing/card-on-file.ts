import { cardBrandOfNumber, type PaymentDetails } from '@datadeck/contracts';
import type { StoredPaymentMethod } from '@datadeck/contracts/provider-api';
import type { CardOnFile } from './queries.ts';

/** The card the provider stored for the account, as the billing profile keeps it. */
export const cardOfProvider = (stored: StoredPaymentMethod): CardOnFile => ({
  reference: stored.id,
  brand: stored.brand,
  lastFour: stored.lastFour,
  expiryMonth: Number(stored.expiryMonth),
  expiryYear: Number(stored.expiryYear),
  holderName: stored.holderName ?? null,
});

/**
 * A card entered on a server without a provider (SPEC §3 `paymentDetails`), as the billing
 * profile keeps it: what the billing read shows (last four digits, expiry, holder) and the brand
 * read from the number. The full number and the CVV go no further than this function: nothing
 * stores, audits or logs them.
 */
export const cardOfDetails = (details: PaymentDetails): CardOnFile => ({
  reference: null,
  brand: cardBrandOfNumber(details.cardNumber),
  lastFour: details.cardNumber.slice(-4),
  expiryMonth: Number(details.expirationMonth),
  expiryYear: Number(details.expirationYear),
  holderName: details.cardholderName,
});
