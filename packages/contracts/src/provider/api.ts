/**
 * The payment provider's HTTP API (SPEC §7, "Embedded card widget calls", and the
 * server-to-server Checkout API). One declaration per endpoint: the sandbox validates requests
 * and responses with these schemas, the widget and the console's server take their types.
 *
 * Auth kinds:
 * - `clientKey`: calls from the browser, with the client key in the query (`token` or
 *   `clientKey`, as SPEC §7 names them); the Origin must be allowed for the key.
 * - `apiKey`: server-to-server calls with the merchant's secret in `X-API-Key`.
 * - `public`: static data (datasets, translations).
 */
import { z } from 'zod';
import { CLICK_TO_PAY_SCHEMES } from './click-to-pay.ts';
import {
  ADDRESS_SEARCH,
  BALANCE_RESULT_CODES,
  FAST_CHECKOUT,
  FUNDING_SOURCES,
  GIFT_CARD_BRANDS,
  INSTALLMENT_LIMITS,
  INSTALLMENT_PLANS,
  PAYMENT_RESULT_CODES,
  THREEDS_TRANS_STATUSES,
} from './constants.ts';

export const providerErrorBody = z.object({
  status: z.number().int(),
  errorCode: z.string(),
  message: z.string(),
  errorType: z.enum(['validation', 'security', 'configuration', 'internal']),
});
export type ProviderErrorBody = z.infer<typeof providerErrorBody>;

const amount = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'),
  value: z.number().int().min(0),
});
export type Amount = z.infer<typeof amount>;

// ---- binLookup ---------------------------------------------------------------------------------
export const binLookupRequest = z.object({
  type: z.literal('card'),
  supportedBrands: z.array(z.string()).max(50),
  encryptedBin: z.string().min(1).max(4096),
  requestId: z.string().min(1).max(64),
});
export const binLookupBrand = z.object({
  brand: z.string(),
  supported: z.boolean(),
  paymentMethodVariant: z.string(),
  panLength: z.number().int().optional(),
  cvcPolicy: z.enum(['required', 'optional', 'hidden']),
  expiryDatePolicy: z.enum(['required', 'optional', 'hidden']),
});
export const binLookupResponse = z.object({
  requestId: z.string(),
  brands: z.array(binLookupBrand),
  issuingCountryCode: z.string().optional(),
  showSocialSecurityNumber: z.boolean(),
  /** Credit or debit, when the issuer table knows; a debit card gets no installments (SPEC §9). */
  fundingSource: z.enum(FUNDING_SOURCES).optional(),
});
export type BinLookupRequest = z.infer<typeof binLookupRequest>;
export type BinLookupResponse = z.infer<typeof binLookupResponse>;

// ---- datasets, translations --------------------------------------------------------------------
export const datasetEntry = z.object({ id: z.string(), name: z.string() });
export const dataset = z.array(datasetEntry);
export type DatasetEntry = z.infer<typeof datasetEntry>;
export const translations = z.record(z.string(), z.string());

// ---- address search (SPEC §5 address lookup) ---------------------------------------------------
export const addressSearchRequest = z.object({
  query: z.string().trim().min(ADDRESS_SEARCH.minQueryLength).max(ADDRESS_SEARCH.maxQueryLength),
  /** The billing country chosen so far: only its addresses are answered. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'country must be a two-letter code')
    .optional(),
});
export const addressSearchResult = z.object({
  id: z.string(),
  /** The address on one line, as the result list shows it. */
  label: z.string(),
  street: z.string(),
  houseNumberOrName: z.string(),
  postalCode: z.string(),
  city: z.string(),
  stateOrProvince: z.string().optional(),
  country: z.string().regex(/^[A-Z]{2}$/),
});
export const addressSearchResponse = z.object({
  addresses: z.array(addressSearchResult).max(ADDRESS_SEARCH.maxResults),
});
export type AddressSearchRequest = z.infer<typeof addressSearchRequest>;
export type AddressSearchResult = z.infer<typeof addressSearchResult>;
export type AddressSearchResponse = z.infer<typeof addressSearchResponse>;

// ---- analytics ---------------------------------------------------------------------------------
export const analyticsSetupRequest = z.object({
  version: z.string().max(32),
  channel: z.literal('Web'),
  platform: z.literal('Web'),
  locale: z.string().max(16),
  component: z.string().max(64),
  flavor: z.enum(['components', 'dropin']),
  referrer: z.string().max(2048),
  screenWidth: z.number().int().min(0),
  sessionId: z.string().max(128).optional(),
});
export const analyticsSetupResponse = z.object({ checkoutAttemptId: z.string() });
const analyticsEvent = z.object({
  timestamp: z.string().max(32),
  component: z.string().max(128),
  id: z.string().max(64),
  type: z.string().max(128).optional(),
  target: z.string().max(128).optional(),
  code: z.string().max(128).optional(),
  errorType: z.string().max(128).optional(),
  message: z.string().max(128).optional(),
  validationErrorCode: z.string().max(128).optional(),
  validationErrorMessage: z.string().max(128).optional(),
  subType: z.string().max(128).optional(),
  result: z.string().max(128).optional(),
});
export const analyticsEventsRequest = z.object({
  channel: z.literal('Web'),
  platform: z.literal('Web'),
  info: z.array(analyticsEvent).max(500).default([]),
  logs: z.array(analyticsEvent).max(500).default([]),
  errors: z.array(analyticsEvent).max(500).default([]),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;
export type AnalyticsEventsRequest = z.input<typeof analyticsEventsRequest>;

// ---- payments ----------------------------------------------------------------------------------
export const cardPaymentMethod = z.object({
  type: z.literal('scheme'),
  encryptedCardNumber: z.string().min(1).max(4096),
  encryptedExpiryMonth: z.string().min(1).max(4096),
  encryptedExpiryYear: z.string().min(1).max(4096),
  encryptedSecurityCode: z.string().min(1).max(4096).optional(),
  holderName: z.string().max(256).optional(),
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
const shopperPaymentFields = {
  paymentMethod: shopperPaymentMethod,
  billingAddress: billingAddress.optional(),
  browserInfo: browserInfo.optional(),
  /** The host page's origin: the 3DS notification pages post back to it. */
  origin: z.url().optional(),
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

export const sessionSetupRequest = z.object({ sessionData: z.string().min(1).max(8192) });
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

export const sessionPaymentsRequest = z.object({ sessionData: z.string().min(1).max(8192), ...shopperPaymentFields });
export const sessionResult = z.object({
  sessionData: z.string(),
  resultCode: paymentResponse.shape.resultCode,
  action: threeDS2Action.optional(),
  sessionResult: z.string().optional(),
  storedPaymentMethod: storedPaymentMethod.optional(),
});
export type SessionResult = z.infer<typeof sessionResult>;
export const sessionDetailsRequest = z.object({
  sessionData: z.string().min(1).max(8192),
  ...paymentDetailsRequest.shape,
});

// ---- sessions: gift card balance, orders (partial payments) ---------------------------------------
const sessionData = z.string().min(1).max(8192);
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

// ---- the endpoint table ------------------------------------------------------------------------
export type ProviderAuth = 'clientKey' | 'apiKey' | 'public';
interface ProviderEndpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: ProviderAuth;
  body?: z.ZodType;
  response: z.ZodType;
  summary: string;
}
const endpoint = <E extends ProviderEndpoint>(declaration: E): E => declaration;

export const providerApi = {
  binLookup: endpoint({
    method: 'POST',
    path: '/v3/bin/binLookup',
    auth: 'clientKey',
    body: binLookupRequest,
    response: binLookupResponse,
    summary: 'Brands, pan length and issuing country of a card BIN',
  }),
  addressSearch: endpoint({
    method: 'POST',
    path: '/v1/addressSearch',
    auth: 'clientKey',
    body: addressSearchRequest,
    response: addressSearchResponse,
    summary: 'Addresses matching what the shopper typed, for the billing address lookup',
  }),
  countries: endpoint({
    method: 'GET',
    path: '/datasets/countries/:locale.json',
    auth: 'public',
    response: dataset,
    summary: 'Countries, name and two-letter code',
  }),
  states: endpoint({
    method: 'GET',
    path: '/datasets/states/:country/:locale.json',
    auth: 'public',
    response: dataset,
    summary: 'States of a country that has a dataset',
  }),
  translations: endpoint({
    method: 'GET',
    path: '/sdk/:version/translations/:locale.json',
    auth: 'public',
    response: translations,
    summary: 'Widget texts of a locale',
  }),
  analyticsSetup: endpoint({
    method: 'POST',
    path: '/v3/analytics',
    auth: 'clientKey',
    body: analyticsSetupRequest,
    response: analyticsSetupResponse,
    summary: 'Start or resume a checkout attempt',
  }),
  analyticsEvents: endpoint({
    method: 'POST',
    path: '/v3/analytics/:checkoutAttemptId',
    auth: 'clientKey',
    body: analyticsEventsRequest,
    response: z.object({}),
    summary: 'A batch of analytics events',
  }),
  payments: endpoint({
    method: 'POST',
    path: '/v71/payments',
    auth: 'apiKey',
    body: paymentRequest,
    response: paymentResponse,
    summary: 'Make a payment (amount 0 saves the card)',
  }),
  paymentDetails: endpoint({
    method: 'POST',
    path: '/v71/payments/details',
    auth: 'apiKey',
    body: paymentDetailsRequest,
    response: paymentResponse,
    summary: 'Complete a payment after 3-D Secure',
  }),
  createSession: endpoint({
    method: 'POST',
    path: '/v71/sessions',
    auth: 'apiKey',
    body: createSessionRequest,
    response: sessionResponse,
    summary: 'Create a checkout session for the browser',
  }),
  sessionSetup: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/setup',
    auth: 'clientKey',
    body: sessionSetupRequest,
    response: sessionSetupResponse,
    summary: 'Set up the widget from a session',
  }),
  sessionPayments: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/payments',
    auth: 'clientKey',
    body: sessionPaymentsRequest,
    response: sessionResult,
    summary: 'Pay within a session',
  }),
  sessionPaymentDetails: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/paymentDetails',
    auth: 'clientKey',
    body: sessionDetailsRequest,
    response: sessionResult,
    summary: 'Complete a session payment after 3-D Secure',
  }),
  submitThreeDS2Fingerprint: endpoint({
    method: 'POST',
    path: '/v1/submitThreeDS2Fingerprint',
    auth: 'clientKey',
    body: submitFingerprintRequest,
    response: submitFingerprintResponse,
    summary: 'Hand in the 3DS2 method result',
  }),
  sessionBalance: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/paymentMethodBalance',
    auth: 'clientKey',
    body: sessionBalanceRequest,
    response: sessionBalanceResponse,
    summary: 'Balance and transaction limit of a gift card, within a session',
  }),
  sessionOrders: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/orders',
    auth: 'clientKey',
    body: sessionOrderRequest,
    response: sessionOrderResponse,
    summary: "Open an order for the session's amount, to pay it in parts",
  }),
  sessionCancelOrder: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/orders/cancel',
    auth: 'clientKey',
    body: sessionCancelOrderRequest,
    response: sessionCancelOrderResponse,
    summary: "Cancel a session's open order",
  }),
  shopperCountry: endpoint({
    method: 'GET',
    path: '/v1/shopperCountry',
    auth: 'clientKey',
    response: shopperCountryResponse,
    summary: "The shopper's country from the request's IP address (null: unknown)",
  }),
} as const;
