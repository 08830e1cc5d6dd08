/** Sessions: the browser's calls within a checkout session, orders and gift-card balances, the shopper's country. */
import { z } from 'zod';
import { BALANCE_RESULT_CODES, GIFT_CARD_BRANDS, THREEDS_TRANS_STATUSES } from './constants.ts';
import { amount } from './api-shared.ts';
import {
  paymentDetailsRequest,
  paymentResponse,
  shopperPaymentFields,
  storedPaymentMethod,
  threeDS2Action,
} from './api-payments.ts';

/** The opaque session state the browser hands back on every session call. */
const sessionData = z.string().min(1).max(8192);

// ---- sessions ----------------------------------------------------------------------------------
export const createSessionRequest = z.object({
  merchantAccount: z.string().min(1).max(128),
  amount,
  reference: z.string().min(1).max(256),
  returnUrl: z.url(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  shopperLocale: z.string().max(16).optional(),
  shopperReference: z.string().max(256).optional(),
  storePaymentMethod: z.boolean().optional(),
  allowedBrands: z.array(z.string()).max(50).optional(),
});
export const sessionResponse = z.object({
  id: z.string(),
  sessionData: z.string(),
  amount,
  reference: z.string(),
  returnUrl: z.string(),
  expiresAt: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const sessionSetupRequest = z.object({ sessionData });
export const sessionSetupResponse = z.object({
  id: z.string(),
  sessionData: z.string(),
  amount,
  countryCode: z.string().optional(),
  shopperLocale: z.string().optional(),
  paymentMethods: z.object({
    paymentMethods: z.array(z.object({ type: z.literal('scheme'), name: z.string(), brands: z.array(z.string()) })),
  }),
});
export type SessionSetupResponse = z.infer<typeof sessionSetupResponse>;

export const sessionPaymentsRequest = z.object({ sessionData, ...shopperPaymentFields });
export const sessionResult = z.object({
  sessionData: z.string(),
  resultCode: paymentResponse.shape.resultCode,
  action: threeDS2Action.optional(),
  sessionResult: z.string().optional(),
  storedPaymentMethod: storedPaymentMethod.optional(),
});
export type SessionResult = z.infer<typeof sessionResult>;
export const sessionDetailsRequest = z.object({
  sessionData,
  ...paymentDetailsRequest.shape,
});

// ---- sessions: gift card balance, orders (partial payments) ---------------------------------------
/** A gift card as its secured fields encrypt it: the number, and the PIN as the security code. */
export const giftCardPaymentMethod = z.object({
  type: z.literal('giftcard'),
  brand: z.enum(GIFT_CARD_BRANDS),
  encryptedCardNumber: z.string().min(1).max(4096),
  encryptedSecurityCode: z.string().min(1).max(4096),
});
export type GiftCardPaymentMethod = z.infer<typeof giftCardPaymentMethod>;
/** The order a partial payment goes into: what the browser holds of it. */
export const orderReference = z.object({
  pspReference: z.string().min(1).max(64),
  orderData: z.string().min(1).max(4096),
});
export type OrderReference = z.infer<typeof orderReference>;

export const sessionBalanceRequest = z.object({
  sessionData,
  paymentMethod: giftCardPaymentMethod,
  /** With an open order, the balance is weighed against what remains due on it. */
  order: orderReference.optional(),
});
export const sessionBalanceResponse = z.object({
  sessionData: z.string(),
  resultCode: z.enum(BALANCE_RESULT_CODES),
  balance: amount,
  /** The most the card may spend in one payment, when its issuer sets one. */
  transactionLimit: amount.optional(),
});
export type SessionBalanceResponse = z.infer<typeof sessionBalanceResponse>;

export const sessionOrderRequest = z.object({ sessionData });
export const sessionOrderResponse = z.object({
  sessionData: z.string(),
  pspReference: z.string(),
  orderData: z.string(),
  amount,
  remainingAmount: amount,
  /** ISO 8601; the order lives as long as its session. */
  expiresAt: z.string(),
});
export type SessionOrderResponse = z.infer<typeof sessionOrderResponse>;

export const sessionCancelOrderRequest = z.object({ sessionData, order: orderReference });
export const sessionCancelOrderResponse = z.object({
  sessionData: z.string(),
  pspReference: z.string(),
  resultCode: z.literal('Received'),
});
export type SessionCancelOrderResponse = z.infer<typeof sessionCancelOrderResponse>;

// ---- client-IP country (SPEC §7) ---------------------------------------------------------------
/** The shopper's country from the request's IP address; null when the provider cannot tell. */
export const shopperCountryResponse = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
});
export type ShopperCountryResponse = z.infer<typeof shopperCountryResponse>;

export const threeDSStatus = z.enum(THREEDS_TRANS_STATUSES);
