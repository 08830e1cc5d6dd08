/** Payments: the card and Click to Pay payment methods, the Checkout API's requests and answers, 3DS2. */
import { z } from 'zod';
import { CLICK_TO_PAY_SCHEMES } from './click-to-pay.ts';
import {
  CARD_LIMITS,
  FAST_CHECKOUT,
  INSTALLMENT_LIMITS,
  INSTALLMENT_PLANS,
  PAYMENT_RESULT_CODES,
} from './constants.ts';
import { amount } from './api-shared.ts';

// ---- payments ----------------------------------------------------------------------------------
export const cardPaymentMethod = z.object({
  type: z.literal('scheme'),
  encryptedCardNumber: z.string().min(1).max(4096),
  encryptedExpiryMonth: z.string().min(1).max(4096),
  encryptedExpiryYear: z.string().min(1).max(4096),
  encryptedSecurityCode: z.string().min(1).max(4096).optional(),
  holderName: z.string().max(CARD_LIMITS.holderNameMaxLength).optional(),
  brand: z.string().max(32).optional(),
  /** Korean cards (KCP): the first two digits of the card password, from its secured field. */
  encryptedPassword: z.string().min(1).max(4096).optional(),
  /** Korean cards (KCP): birth date (6 digits) or business registration number (10). SPEC §5. */
  taxNumber: z.string().min(6).max(10).optional(),
});
export type CardPaymentMethod = z.infer<typeof cardPaymentMethod>;

export const billingAddress = z.object({
  street: z.string().min(1).max(256),
  houseNumberOrName: z.string().max(64),
  postalCode: z.string().max(32),
  city: z.string().min(1).max(128),
  stateOrProvince: z.string().max(64).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'country must be a two-letter code'),
});
export type BillingAddress = z.infer<typeof billingAddress>;

/** SPEC §7: colour depth, screen size, user agent, language, time-zone offset, java, accept header. */
export const browserInfo = z.object({
  acceptHeader: z.string().max(512),
  colorDepth: z.number().int(),
  language: z.string().max(32),
  javaEnabled: z.boolean(),
  screenHeight: z.number().int(),
  screenWidth: z.number().int(),
  userAgent: z.string().max(1024),
  timeZoneOffset: z.number().int(),
});
export type BrowserInfo = z.infer<typeof browserInfo>;

export const threeDS2Action = z.object({
  type: z.literal('threeDS2'),
  subtype: z.enum(['fingerprint', 'challenge']),
  token: z.string(),
  paymentData: z.string(),
  paymentMethodType: z.literal('scheme'),
});
export type ThreeDS2Action = z.infer<typeof threeDS2Action>;

/** The card the provider stored (amount 0 saves a card): what a merchant may keep and show. */
export const storedPaymentMethod = z.object({
  id: z.string(),
  brand: z.string(),
  lastFour: z.string().regex(/^\d{4}$/),
  expiryMonth: z.string().regex(/^\d{2}$/),
  expiryYear: z.string().regex(/^\d{4}$/),
  holderName: z.string().optional(),
});
export type StoredPaymentMethod = z.infer<typeof storedPaymentMethod>;

/**
 * SPEC §4 Click to Pay: the card the shopper chose at the scheme, instead of card fields. Visa's
 * checkout gives a payload; mastercard's is paid by the digital card id within the correlation.
 */
export const clickToPayPaymentMethod = z
  .object({
    type: z.literal('scheme'),
    srcScheme: z.enum(CLICK_TO_PAY_SCHEMES),
    srcCorrelationId: z.string().min(1).max(128),
    srcDigitalCardId: z.string().min(1).max(128).optional(),
    srcCheckoutPayload: z.string().min(1).max(4096).optional(),
    brand: z.string().max(32).optional(),
  })
  .refine((method) => (method.srcDigitalCardId === undefined) !== (method.srcCheckoutPayload === undefined), {
    message: 'needs either srcDigitalCardId or srcCheckoutPayload',
    path: ['srcDigitalCardId'],
  });
export type ClickToPayPaymentMethod = z.infer<typeof clickToPayPaymentMethod>;

/** A card's fields or a Click to Pay checkout, told apart by `srcScheme` (a card has none). */
export const shopperPaymentMethod = z.discriminatedUnion('srcScheme', [
  cardPaymentMethod.extend({ srcScheme: z.undefined().optional() }),
  clickToPayPaymentMethod,
]);
export type ShopperPaymentMethod = z.infer<typeof shopperPaymentMethod>;

/** The fields the browser sends with a payment (advanced flow: via the merchant's server). */
export const shopperPaymentFields = {
  paymentMethod: shopperPaymentMethod,
  billingAddress: billingAddress.optional(),
  browserInfo: browserInfo.optional(),
  /** The host page's origin: the 3DS notification pages post back to it. */
  origin: z.url().optional(),
  /** The risk module's device fingerprint: base64 JSON `{version, deviceFingerprint}` (risk.ts). */
  riskData: z.object({ clientData: z.string().min(1).max(1024) }).optional(),
  /** SPEC §9 installments: the number of installments, or the plan (revolving). */
  installments: z
    .object({
      value: z.number().int().min(INSTALLMENT_LIMITS.minValue).max(INSTALLMENT_LIMITS.maxValue),
      plan: z.enum(INSTALLMENT_PLANS).optional(),
    })
    .optional(),
  /** Brazilian CPF (11 digits) or CNPJ (14), formatted as typed; SPEC §5. */
  socialSecurityNumber: z.string().min(1).max(18).optional(),
  /** SPEC §5 fast checkout: whether the consent was shown and given, and the +1 mobile number. */
  fastCheckout: z
    .object({
      consentShown: z.boolean(),
      consentGiven: z.boolean(),
      /** Digits only, without the fixed +1 prefix. */
      telephoneNumber: z
        .string()
        .regex(
          new RegExp(`^\\d{${FAST_CHECKOUT.mobileMinDigits},${FAST_CHECKOUT.mobileMaxDigits}}$`),
          `must be ${FAST_CHECKOUT.mobileMinDigits} to ${FAST_CHECKOUT.mobileMaxDigits} digits`,
        )
        .optional(),
    })
    .optional(),
};

export const paymentRequest = z.object({
  merchantAccount: z.string().min(1).max(128),
  amount,
  reference: z.string().min(1).max(256),
  returnUrl: z.url().optional(),
  shopperReference: z.string().max(256).optional(),
  storePaymentMethod: z.boolean().optional(),
  ...shopperPaymentFields,
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const paymentResponse = z.object({
  pspReference: z.string(),
  merchantReference: z.string(),
  resultCode: z.enum([...PAYMENT_RESULT_CODES, 'IdentifyShopper', 'ChallengeShopper']),
  amount: amount.optional(),
  action: threeDS2Action.optional(),
  refusalReason: z.string().optional(),
  storedPaymentMethod: storedPaymentMethod.optional(),
});
export type PaymentResponse = z.infer<typeof paymentResponse>;

export const paymentDetailsRequest = z.object({
  details: z.object({ threeDSResult: z.string().min(1).max(4096) }),
  paymentData: z.string().min(1).max(4096).optional(),
});
export type PaymentDetailsRequest = z.infer<typeof paymentDetailsRequest>;

export const submitFingerprintRequest = z.object({
  fingerprintResult: z.string().min(1).max(4096),
  paymentData: z.string().min(1).max(4096),
});
export const submitFingerprintResponse = z.discriminatedUnion('type', [
  z.object({ type: z.literal('action'), action: threeDS2Action }),
  z.object({ type: z.literal('completed'), details: z.object({ threeDSResult: z.string() }) }),
]);
export type SubmitFingerprintResponse = z.infer<typeof submitFingerprintResponse>;
