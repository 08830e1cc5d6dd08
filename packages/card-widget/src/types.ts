import type { ChallengeWindowSize, ProviderEnvironment, SecuredFieldType } from '@datadeck/contracts/provider';
import type {
  Amount,
  BillingAddress,
  BrowserInfo,
  CardPaymentMethod,
  SessionResult,
  ThreeDS2Action,
} from '@datadeck/contracts/provider-api';
import type { WidgetError } from './core/errors.ts';

export type { Amount, BillingAddress, BrowserInfo, ThreeDS2Action };
export type AddressFieldName = 'street' | 'houseNumberOrName' | 'postalCode' | 'city' | 'stateOrProvince' | 'country';
export type CardFieldName = SecuredFieldType | 'holderName' | AddressFieldName;

export interface FieldError {
  code: string;
  message: string;
}

/** What the host may hold of a card: JWE blobs, holder name and brand, never a clear value. */
export type CardStatePaymentMethod = { type: 'scheme' } & Partial<Omit<CardPaymentMethod, 'type'>>;

export interface CardState {
  isValid: boolean;
  brand: string | null;
  errors: Partial<Record<CardFieldName, FieldError | null>>;
  data: {
    paymentMethod: CardStatePaymentMethod;
    billingAddress?: BillingAddress;
    browserInfo: BrowserInfo;
    origin: string;
  };
}

export interface AdditionalDetailsState {
  data: { details: { threeDSResult: string }; paymentData: string };
}

/** The part of the card component callbacks see (avoids a type cycle with the class). */
export interface CardComponentHandle {
  readonly state: CardState;
  readonly isValid: boolean;
  submit(): void;
  handleAction(action: ThreeDS2Action): void;
  setStatus(status: ComponentStatus): void;
  showValidation(): void;
}
export type ComponentStatus = 'loading' | 'ready';

export interface CheckoutCallbacks {
  onChange?: (state: CardState, component: CardComponentHandle) => void;
  /** Advanced flow: send `state.data` to your server's `/payments`. */
  onSubmit?: (state: CardState, component: CardComponentHandle) => void;
  /** Advanced flow: send `state.data` to your server's `/payments/details`. */
  onAdditionalDetails?: (state: AdditionalDetailsState, component: CardComponentHandle) => void;
  /** Session flow: resultCode Authorised. */
  onPaymentCompleted?: (result: SessionResult, component: CardComponentHandle) => void;
  /** Session flow: resultCode Refused, Cancelled or Error. */
  onPaymentFailed?: (result: SessionResult, component: CardComponentHandle) => void;
  onError?: (error: WidgetError, component?: CardComponentHandle) => void;
}

export interface CheckoutOptions extends CheckoutCallbacks {
  clientKey: string;
  /** One of PROVIDER_ENVIRONMENTS; anything else warns and uses `test`. */
  environment: ProviderEnvironment | (string & {});
  /** `xx-XX`, e.g. en-US. */
  locale: string;
  /** Overrides the environment's provider base URL (the sandbox on another port, tests). */
  providerUrl?: string;
  session?: { id: string; sessionData: string };
  amount?: Amount;
  /** Two-letter code; required unless a session gives one at setup. */
  countryCode?: string;
  /** Merchant texts by locale, over the bundled and fetched ones. */
  translations?: Record<string, Record<string, string>>;
  analytics?: { enabled?: boolean };
}

export type BillingAddressMode = 'full' | 'partial' | 'none';

export interface CardPlaceholders {
  holderName?: string;
  cardNumber?: string;
  expiryDate?: string;
  securityCodeThreeDigits?: string;
  securityCodeFourDigits?: string;
}

export interface BinLookupResult {
  brands: string[];
  issuingCountryCode?: string;
}

export interface CardOptions {
  brands?: string[];
  hasHolderName?: boolean;
  holderNameRequired?: boolean;
  billingAddressRequired?: boolean;
  billingAddressMode?: BillingAddressMode;
  billingAddressAllowedCountries?: string[];
  data?: { holderName?: string; billingAddress?: Partial<BillingAddress> };
  placeholders?: CardPlaceholders;
  showPayButton?: boolean;
  /** Overrides the checkout's amount for the pay button. */
  amount?: Amount;
  /** 'MM/YY': the card must not expire before it. */
  minimumExpiryDate?: string;
  doBinLookup?: boolean;
  challengeWindowSize?: ChallengeWindowSize;
  /** Accepted for the later Click to Pay / installments / KCP / Brazilian SSN modules; unused today. */
  hideCPF?: boolean;
  onReady?: () => void;
  onBrand?: (event: { brand: string | null }) => void;
  onBinLookup?: (result: BinLookupResult) => void;
  onFieldValid?: (event: {
    fieldType: CardFieldName;
    valid: boolean;
    lastFour?: string;
    expiryMonth?: string;
    expiryYear?: string;
  }) => void;
  onFocus?: (event: { fieldType: CardFieldName }) => void;
  onBlur?: (event: { fieldType: CardFieldName }) => void;
  onChange?: CheckoutCallbacks['onChange'];
  onError?: CheckoutCallbacks['onError'];
}
