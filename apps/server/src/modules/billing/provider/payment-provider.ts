import type {
  BillingAddress,
  BrowserInfo,
  CardPaymentMethod,
  PaymentDetailsRequest,
  PaymentResponse,
} from '@datadeck/contracts/provider-api';

/** A zero-amount card verification that asks the provider to store the card for the account. */
export interface CardVerification {
  /** The shopper the provider files the stored card under: the account id. */
  shopperReference: string;
  /** Unique per attempt, so the provider's records tell attempts apart. */
  reference: string;
  /** The widget's encrypted card values: passed on once, never kept. */
  paymentMethod: CardPaymentMethod;
  billingAddress?: BillingAddress;
  browserInfo?: BrowserInfo;
  /** The console page's origin: the provider's 3-D Secure pages post back to it. */
  origin: string;
}

/**
 * The card payment provider as the billing service needs it: verify (and store) a card, and
 * finish a verification after 3-D Secure. Failures are thrown as the API's errors: 502 when the
 * provider cannot be reached or fails, 400 naming the card field it found invalid.
 */
export interface PaymentProvider {
  verifyCard(verification: CardVerification): Promise<PaymentResponse>;
  finishVerification(details: PaymentDetailsRequest): Promise<PaymentResponse>;
}
