/**
 * Constants of the embedded card widget and its payment provider (SPEC §5, §7, §8, §9).
 * Plain values, no zod: the widget bundles this file, so it must stay small and side-effect free.
 */

/** The widget's version; the provider serves its SDK files and translations under it. */
export const CARD_WIDGET_VERSION = '1.0.0';

/** Default port of the provider sandbox (`PAY_PORT`). */
export const DEFAULT_PAY_PORT = 8081;
/** Default port of the console (`PORT`): the sandbox lets its pages embed the widget. */
export const DEFAULT_CONSOLE_PORT = 8080;

/**
 * Sandbox credentials, public on purpose: the sandbox is a test double of a payment provider and
 * these values are written in its README. The sandbox and the console's server both default to
 * them, so `npm start` pairs the two without configuration; a real deployment sets its own.
 */
export const SANDBOX_CLIENT_KEY = 'test_DATADECKSANDBOX0CLIENTKEY00001';
export const SANDBOX_API_KEY = 'sandbox-api-key-not-a-secret-0001';
export const SANDBOX_MERCHANT_ACCOUNT = 'DatadeckConsole';

/** A client key: `test_` or `live_`, then letters or digits (SPEC §5). */
export const CLIENT_KEY_PATTERN = /^(test|live)_[A-Za-z0-9]{16,64}$/;

/** SPEC §9: allowed environments. An unknown one warns and falls back to `test` (SPEC §8). */
export const PROVIDER_ENVIRONMENTS = ['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in'] as const;
export type ProviderEnvironment = (typeof PROVIDER_ENVIRONMENTS)[number];

/** Client keys are `test_…` or `live_…`; the prefix must match the environment (SPEC §5). */
export const clientKeyPrefixFor = (environment: ProviderEnvironment): 'test_' | 'live_' =>
  environment === 'test' ? 'test_' : 'live_';

/** SPEC §9 time-outs, in milliseconds. */
export const WIDGET_TIMEOUTS = {
  /** All secured-field iframes must have loaded. */
  iframeLoadMs: 30_000,
  /** All secured fields must have answered their configuration. */
  configureMs: 15_000,
  /** One secured field must answer its configuration. */
  fieldConfigureMs: 6_000,
  /** Any HTTP call of the widget. */
  httpMs: 60_000,
  /** 3-D Secure 2 method (fingerprint) page; on time-out threeDSCompInd is N. */
  threeDSFingerprintMs: 10_000,
  /** 3-D Secure 2 challenge. */
  threeDSChallengeMs: 600_000,
  /**
   * The risk module's device fingerprint (a hidden provider page, not 3-D Secure): past this the
   * widget stops waiting and sends DEVICE_FINGERPRINT.timedOutValue instead.
   */
  deviceFingerprintMs: 20_000,
  /** Each Click to Pay scheme SDK operation (SPEC §9); past it the service is NotAvailable. */
  clickToPayMs: 5_000,
} as const;

/** SPEC §9 "pay-completed reset": after a payment went through, the pay button shows it this long, then is ready again. */
export const PAY_BUTTON = { completedResetMs: 1_000 } as const;

/** SPEC §9: a third-party script (a Click to Pay scheme SDK) is tried this often, this far apart. */
export const SCRIPT_LOAD = { attempts: 3, retryDelayMs: 1_000 } as const;

/** SPEC §4/§9 Click to Pay: the resend-code link and the shopper's inputs. */
export const CLICK_TO_PAY = {
  /** After a resend the link shows a confirmation this long… */
  resendConfirmationMs: 2_000,
  /** …and is then disabled this long. */
  resendCooldownMs: 60_000,
  /** RFC 5321 path limit. */
  emailMaxLength: 254,
  otpMaxLength: 8,
} as const;

/** SPEC §9: analytics queue. */
export const WIDGET_ANALYTICS = {
  flushIntervalMs: 10_000,
  /** Strings and lists sent in analytics events are cut to this many characters. */
  maxStringLength: 128,
  /** A checkoutAttemptId is reused for this long. */
  attemptIdReuseMs: 15 * 60_000,
} as const;

/** SPEC §9: card field limits. */
export const CARD_LIMITS = {
  numberMinLength: 12,
  numberMaxLength: 19,
  securityCodeMinLength: 3,
  securityCodeMaxLength: 4,
  expiryYearChoices: 10,
  /** The provider takes a holder name of at most this many characters. */
  holderNameMaxLength: 256,
  /** An encrypted value older than this is refused by the provider (replay protection). */
  encryptedValueMaxAgeMs: 24 * 60 * 60_000,
} as const;

/** SPEC §5, §9: the Korean (KCP) card fields, asked for cards issued in this country. */
export const KCP = {
  issuingCountryCode: 'KR',
  /** The tax number: a birth date (YYMMDD) or a business registration number (10 digits). */
  taxNumberMinLength: 6,
  taxNumberMaxLength: 10,
  /** Up to this many characters the tax number reads as a birth date; above, as a business registration number. */
  taxNumberBirthDateLength: 6,
  /** The password field takes the first 2 digits of the card password. */
  passwordLength: 2,
} as const;

/** SPEC §5, §9: the Brazilian social security number, a CPF (person) or a CNPJ (company). */
export const SOCIAL_SECURITY_NUMBER = {
  /** Formatted: CPF 000.000.000-00 (14 characters), CNPJ 00.000.000/0000-00 (18). */
  maxLength: 18,
  cpfDigits: 11,
  cnpjDigits: 14,
} as const;

/** SPEC §9: 3-D Secure 2 challenge window sizes by code (width × height in CSS pixels). */
export const CHALLENGE_WINDOW_SIZES = {
  '01': ['250px', '400px'],
  '02': ['390px', '400px'],
  '03': ['500px', '600px'],
  '04': ['600px', '400px'],
  '05': ['100%', '100%'],
} as const;
export type ChallengeWindowSize = keyof typeof CHALLENGE_WINDOW_SIZES;
export const DEFAULT_CHALLENGE_WINDOW_SIZE: ChallengeWindowSize = '02';

/** SPEC §9: currency minor-unit divisors: 100 by default, 1 zero-decimal, 1000 three-decimal, 10 MRO. */
const ZERO_DECIMAL = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
];
const THREE_DECIMAL = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];
export function currencyDivisor(currency: string): number {
  const code = currency.toUpperCase();
  if (code === 'MRO') return 10;
  if (ZERO_DECIMAL.includes(code)) return 1;
  if (THREE_DECIMAL.includes(code)) return 1000;
  return 100;
}

/** SPEC §8: the card library's error codes. Texts are the widget's translations of these keys. */
export const CARD_ERRORS = {
  numberEmpty: 'cc.num.900',
  numberIncorrect: 'cc.num.901',
  numberLuhn: 'cc.num.902',
  numberUnsupported: 'cc.num.903',
  dateEmpty: 'cc.dat.910',
  dateIncorrect: 'cc.dat.911',
  dateTooOld: 'cc.dat.912',
  dateTooFar: 'cc.dat.913',
  dateExpiresTooSoon: 'cc.dat.914',
  monthIncorrect: 'cc.mth.915',
  yearEmpty: 'cc.yr.917',
  yearIncorrect: 'cc.yr.918',
  securityCodeEmpty: 'cc.cvc.920',
  securityCodeIncorrect: 'cc.cvc.921',
  passwordEmpty: 'kcp.pwd.940',
  passwordIncorrect: 'kcp.pwd.941',
  fieldIncomplete: 'err.gen.9100',
  fieldInvalid: 'err.gen.9101',
  /** Any 3-D Secure 2 failure (missing or undecodable token, missing acsURL, time-out, …). */
  threeDSGeneric: 'err.gen.9102',
} as const;
export type CardErrorCode = (typeof CARD_ERRORS)[keyof typeof CARD_ERRORS];
/** SPEC §8: the unsupported-card error is reported on the number field under this name. */
export const ERROR_MSG_UNSUPPORTED_CARD_ENTERED = 'ERROR_MSG_UNSUPPORTED_CARD_ENTERED';

/** SPEC §8: failures of the card library as a whole. */
export const CARD_LIBRARY_FAILURES = {
  csfLoadFailure: 'secured field iframes have failed to load',
  csfConfigFailure: 'secured fields have failed to configure',
} as const;

/** SPEC §8: analytics validation codes of the host-side fields. */
export const ANALYTICS_VALIDATION_CODES = {
  holderName: '925',
  otherField: '926',
  taxNumber: '942',
  country: '930',
  street: '931',
  houseNumberOrName: '932',
  postalCode: '933',
  postalCodeFormat: '934',
  city: '935',
  stateOrProvince: '936',
} as const;

/** SPEC §8: 3DS analytics codes: 700–705 for the fingerprint, 800–805 for the challenge. */
export const THREEDS_ANALYTICS_CODES = {
  fingerprintIframeLoaded: '700',
  fingerprintDataSent: '701',
  fingerprintCompleted: '702',
  fingerprintTokenMissing: '703',
  fingerprintTokenInvalid: '704',
  fingerprintTimeout: '705',
  challengeIframeLoaded: '800',
  challengeDataSent: '801',
  challengeCompleted: '802',
  challengeTokenMissing: '803',
  challengeTokenInvalid: '804',
  challengeTimeout: '805',
} as const;

/** Widget error types passed to onError (SPEC §8). */
export const WIDGET_ERROR_TYPES = ['IMPLEMENTATION_ERROR', 'NETWORK_ERROR', 'SCRIPT_ERROR', 'CANCEL', 'ERROR'] as const;
export type WidgetErrorType = (typeof WIDGET_ERROR_TYPES)[number];

/** Card brands the billing card form accepts (SPEC §5). */
export const CONSOLE_CARD_BRANDS = ['mc', 'visa'] as const;

/** Payment results (SPEC §4). Cancelled, Error and Refused are failures. */
export const PAYMENT_RESULT_CODES = ['Authorised', 'Refused', 'Cancelled', 'Error'] as const;
export type PaymentResultCode = (typeof PAYMENT_RESULT_CODES)[number];
export const THREEDS_TRANS_STATUSES = ['Y', 'N', 'U'] as const;
export type ThreeDSTransStatus = (typeof THREEDS_TRANS_STATUSES)[number];

/** Countries the provider has a states dataset for (SPEC §7); others get a free-text state field. */
export const COUNTRIES_WITH_STATES = ['AU', 'BR', 'CA', 'US'] as const;
export type CountryWithStates = (typeof COUNTRIES_WITH_STATES)[number];

/** SPEC §9 installments: the count of a payment in installments, and the plans an issuer offers. */
export const INSTALLMENT_LIMITS = { minValue: 1, maxValue: 99 } as const;
export const INSTALLMENT_PLANS = ['regular', 'revolving'] as const;
export type InstallmentPlanName = (typeof INSTALLMENT_PLANS)[number];
/** binLookup's funding source: a debit card is never offered installments (SPEC §9). */
export const FUNDING_SOURCES = ['CREDIT', 'DEBIT'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/** SPEC §5/§9 address lookup above the billing address fields. */
export const ADDRESS_SEARCH = {
  /** The search waits this long after the last keystroke (SPEC §9). */
  debounceMs: 300,
  /** Fewer characters than this are not searched (one letter matches half the world). */
  minQueryLength: 2,
  maxQueryLength: 100,
  /** The provider answers at most this many addresses. */
  maxResults: 10,
  /** SPEC §9 "Dropdown max height 375px"; the list scrolls beyond it. */
  dropdownMaxHeightPx: 375,
} as const;

/** SPEC §5 fast-checkout consent: offered for these brands, with a US mobile number. */
export const FAST_CHECKOUT = {
  brands: ['mc', 'visa'],
  /** Shown before the number, never typed nor sent. */
  mobilePrefix: '+1',
  /** Typed digits are shown in groups of 3, 3 and 4 (the rest after them). */
  mobileGroups: [3, 3, 4],
  /** A US number has 10 digits; SPEC §9 allows up to 12. */
  mobileMinDigits: 10,
  mobileMaxDigits: 12,
} as const;

/** SPEC §9 mobile breakpoints, in CSS pixels: narrower than these the widget compacts. */
export const WIDGET_BREAKPOINTS = {
  /** The fast-checkout (cookie) info text collapses behind a button. */
  cookieInfoPx: 480,
  /** Card brand names are shortened. */
  shortCardNamesPx: 768,
} as const;

/** SPEC §7 client-IP country lookup: what the widget uses when the lookup fails or knows nothing (SPEC §8). */
export const FALLBACK_SHOPPER_COUNTRY = 'AU';

/** SPEC §7 `/paymentMethodBalance`: gift cards the provider can check, and its answers. */
export const GIFT_CARD_BRANDS = ['givex', 'svs', 'valuelink'] as const;
export type GiftCardBrand = (typeof GIFT_CARD_BRANDS)[number];
/** NotEnoughBalance: what the card can spend (balance, at most its transaction limit) is below the amount due. */
export const BALANCE_RESULT_CODES = ['Success', 'NotEnoughBalance'] as const;
/** SPEC §7 `/orders`: an order (for a partial payment) is open until paid in full, cancelled or expired. */
export const ORDER_STATUSES = ['open', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
