import { FAST_CHECKOUT, type FundingSource } from '@datadeck/contracts/provider';
import type { PaymentRequest } from '@datadeck/contracts/provider-api';
import { validationError } from '../http/errors.ts';

/** What the shopper chose beside the card (SPEC §5, §9): kept on the payment's record. */
export interface ShopperExtras {
  installments?: PaymentRequest['installments'];
  fastCheckout?: PaymentRequest['fastCheckout'];
  /** The risk module's device fingerprint the browser sent (or its timed-out value), SPEC §9. */
  deviceFingerprint?: string;
}

export interface ExtrasContext {
  amountValue: number;
  brand: string;
  /** From the issuer table; null when the BIN is not listed (then the funding is not known). */
  fundingSource: FundingSource | null;
}

const FAST_CHECKOUT_BRANDS: readonly string[] = FAST_CHECKOUT.brands;

/**
 * The provider's own check of what the widget offers (the schema has already checked the shapes:
 * a count of 1–99, a known plan, a number of 10–12 digits). A request the widget could not have
 * made is refused with a 422 naming the field, never recorded:
 * - installments for a zero amount, or on a debit card;
 * - consent given though it was not shown, a telephone number without consent, consent on a
 *   brand other than mc and visa.
 */
export function checkShopperExtras(extras: ShopperExtras, context: ExtrasContext): ShopperExtras {
  const { installments, fastCheckout } = extras;
  if (installments !== undefined) {
    if (context.amountValue === 0)
      throw validationError('validation.installments', 'installments: not offered for a zero amount');
    if (context.fundingSource === 'DEBIT')
      throw validationError('validation.installments', 'installments: not offered for a debit card');
  }
  if (fastCheckout !== undefined) {
    if (fastCheckout.consentGiven && !fastCheckout.consentShown)
      throw validationError('validation.fastCheckout', 'fastCheckout.consentGiven: the consent was not shown');
    if (fastCheckout.telephoneNumber !== undefined && !fastCheckout.consentGiven)
      throw validationError('validation.fastCheckout', 'fastCheckout.telephoneNumber: sent without consent');
    if (fastCheckout.consentShown && !FAST_CHECKOUT_BRANDS.includes(context.brand))
      throw validationError(
        'validation.fastCheckout',
        `fastCheckout: offered for ${FAST_CHECKOUT_BRANDS.join(' and ')} only, not ${context.brand}`,
      );
  }
  return {
    ...(installments === undefined ? {} : { installments: { ...installments } }),
    ...(fastCheckout === undefined ? {} : { fastCheckout: { ...fastCheckout } }),
  };
}
