/**
 * Click to Pay (SPEC §4, §7, §8): the card schemes' SDK as the widget calls it, the sandbox's
 * simulator of it, and the reasons its calls fail with. Plain values and types, no zod: the widget
 * bundles this file (its Click to Pay part only).
 */
import { CARD_WIDGET_VERSION } from './constants.ts';

/** The schemes that offer Click to Pay, by the widget's brand names. */
export const CLICK_TO_PAY_SCHEMES = ['visa', 'mc'] as const;
export type ClickToPayScheme = (typeof CLICK_TO_PAY_SCHEMES)[number];

/** SPEC §7: identityLookup names the consumer identity `EMAIL` for one scheme, `EMAIL_ADDRESS` for the other. */
export const CLICK_TO_PAY_IDENTITY_TYPES = { visa: 'EMAIL', mc: 'EMAIL_ADDRESS' } as const satisfies Record<
  ClickToPayScheme,
  string
>;
export type ConsumerIdentityType = (typeof CLICK_TO_PAY_IDENTITY_TYPES)[ClickToPayScheme];

/** The global each scheme's script defines on `window`. */
export const CLICK_TO_PAY_SDK_GLOBALS = {
  visa: 'DatadeckSrcVisa',
  mc: 'DatadeckSrcMastercard',
} as const satisfies Record<ClickToPayScheme, string>;

/** SPEC §7 "sandbox or live script URLs": test client keys load the sandbox scripts. */
export const CLICK_TO_PAY_SDK_ENVIRONMENTS = ['sandbox', 'live'] as const;
export type ClickToPaySdkEnvironment = (typeof CLICK_TO_PAY_SDK_ENVIRONMENTS)[number];

/** Where a scheme's SDK script is, on the provider's origin. */
export const clickToPaySdkPath = (environment: ClickToPaySdkEnvironment, scheme: ClickToPayScheme): string =>
  environment === 'sandbox'
    ? `/sdk/${CARD_WIDGET_VERSION}/click-to-pay/${scheme}.js`
    : `/sdk/${CARD_WIDGET_VERSION}/click-to-pay/live/${scheme}.js`;

/**
 * SPEC §8: reasons a scheme call fails with; each has the text `ctp.errors.{reason}`, any other
 * reason shows `ctp.errors.UNKNOWN_ERROR`. NOT_FOUND is the widget's own: the e-mail given at
 * login is not enrolled with any scheme.
 */
export const CTP_ERROR_REASONS = [
  'AUTH_INVALID',
  'NOT_FOUND',
  'ID_FORMAT_UNSUPPORTED',
  'FRAUD',
  'CONSUMER_FEATURE_NOT_SUPPORTED',
  'ACCT_INACCESSIBLE',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'RETRIES_EXCEEDED',
  'OTP_SEND_FAILED',
  'REQUEST_TIMEOUT',
  'CARD_INVALID',
  'INVALID_PARAMETER',
  'INVALID_STATE',
  'SERVICE_ERROR',
  'UNKNOWN_ERROR',
] as const;
export type CtpErrorReason = (typeof CTP_ERROR_REASONS)[number];

/** What the scheme's checkout (its Digital Card Facilitator) ends with; only COMPLETE pays. */
export const DCF_ACTION_CODES = ['COMPLETE', 'CANCEL', 'CHANGE_CARD', 'SWITCH_CONSUMER', 'ERROR'] as const;
export type DcfActionCode = (typeof DCF_ACTION_CODES)[number];

/** A card's status at the scheme: only ACTIVE and PENDING cards can be used (SPEC §4). */
export const SRC_CARD_STATUSES = ['ACTIVE', 'PENDING', 'EXPIRED', 'SUSPENDED'] as const;
export type SrcCardStatus = (typeof SRC_CARD_STATUSES)[number];
export const USABLE_SRC_CARD_STATUSES: readonly SrcCardStatus[] = ['ACTIVE', 'PENDING'];

// ---- the scheme SDK (SPEC §7 "Card-scheme SDK calls") -------------------------------------------

export interface SrcInitParams {
  /** The merchant at the scheme: the provider's client key. */
  srcInitiatorId: string;
  /** One per widget mount: ties the calls of one checkout together. */
  srciTransactionId: string;
  dpaData?: { dpaPresentationName?: string };
  dpaLocale?: string;
}

export interface SrcConsumerIdentity {
  identityValue: string;
  type: ConsumerIdentityType;
}

export interface SrcIsRecognizedResult {
  recognized: boolean;
  /** Present when recognised: what getSrcProfile takes. */
  idTokens?: string[];
}

export interface SrcIdentityLookupResult {
  consumerPresent: boolean;
}

export interface SrcInitiateValidationResult {
  /** Where the code went, masked (`s*****@ctp.example`). */
  maskedValidationChannel: string;
}

export interface SrcCompleteValidationResult {
  idToken: string;
}

export interface SrcMaskedCard {
  srcDigitalCardId: string;
  paymentCardDescriptor: ClickToPayScheme;
  panLastFour: string;
  /** Two digits. */
  panExpirationMonth: string;
  /** Four digits. */
  panExpirationYear: string;
  /** ISO date-time. */
  dateOfCardCreated: string;
  /** ISO date-time; absent for a card never used. */
  dateOfCardLastUsed?: string;
  digitalCardData: { status: SrcCardStatus; descriptorName: string };
}

export interface SrcProfileResult {
  srcCorrelationId: string;
  profiles: Array<{ maskedConsumer: { emailAddress: string }; maskedCards: SrcMaskedCard[] }>;
}

export interface SrcCheckoutParams {
  srcDigitalCardId: string;
}

export interface SrcCheckoutResult {
  dcfActionCode: DcfActionCode;
  srcCorrelationId: string;
  /** The scheme's signed checkout payload (visa); mastercard is paid by srcDigitalCardId. */
  checkoutResponse?: string;
}

/** What a scheme SDK call rejects with. */
export interface SrcError {
  reason: string;
  message: string;
}

/** A scheme's SDK object, as its script defines it on `window` (CLICK_TO_PAY_SDK_GLOBALS). */
export interface ClickToPaySchemeSdk {
  init(params: SrcInitParams): Promise<void>;
  isRecognized(): Promise<SrcIsRecognizedResult>;
  identityLookup(params: { consumerIdentity: SrcConsumerIdentity }): Promise<SrcIdentityLookupResult>;
  initiateIdentityValidation(): Promise<SrcInitiateValidationResult>;
  completeIdentityValidation(params: { validationData: string }): Promise<SrcCompleteValidationResult>;
  getSrcProfile(params: { idTokens: string[] }): Promise<SrcProfileResult>;
  checkout(params: SrcCheckoutParams): Promise<SrcCheckoutResult>;
  /** Forgets this device: it is no longer recognised. */
  unbindAppInstance(): Promise<void>;
}

// ---- the sandbox's test shoppers (apps/pay-sandbox/README.md) ------------------------------------

/** How a test shopper's account behaves beyond the happy path. */
export type ClickToPayTestBehaviour =
  /** Finds the shopper, sends a code, and answers ACCT_INACCESSIBLE on the code screen. */
  | 'accountInaccessible'
  /** identityLookup answers only after the widget's 5 s operation time-out. */
  | 'slowLookup';

export interface ClickToPayTestCard {
  srcDigitalCardId: string;
  scheme: ClickToPayScheme;
  /** The test card number behind it (decides the payment as the card table does); never sent to a browser. */
  number: string;
  descriptorName: string;
  status: SrcCardStatus;
  /** Months from the current month to its expiry (negative: already expired). */
  expiresInMonths: number;
  createdDaysAgo: number;
  /** Absent: never used. */
  lastUsedDaysAgo?: number;
  /** What the scheme's checkout ends with for this card; COMPLETE by default. */
  dcfActionCode?: DcfActionCode;
}

export interface ClickToPayTestShopper {
  email: string;
  /** The one-time code the scheme "sends". */
  otp: string;
  behaviour?: ClickToPayTestBehaviour;
  cards: ClickToPayTestCard[];
}
