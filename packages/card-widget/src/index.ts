/**
 * The embedded card widget (docs/card-payments.md). Framework-free; card data is only ever typed
 * into the provider's secured-field iframes.
 */
import { Checkout } from './checkout.ts';
import type { CheckoutOptions } from './types.ts';

/** Validates the options synchronously (throws IMPLEMENTATION_ERROR) and returns the checkout. */
export const createCheckout = (options: CheckoutOptions): Checkout => new Checkout(options);

export type { Checkout } from './checkout.ts';
export type { CardComponent } from './card/card.ts';
export { WidgetError } from './core/errors.ts';
export { ENVIRONMENT_URLS } from './core/environment.ts';
export type * from './types.ts';
export type {
  GiftCardPaymentMethod,
  OrderReference,
  SessionBalanceResponse,
  SessionCancelOrderResponse,
  SessionOrderResponse,
} from '@datadeck/contracts/provider-api';
