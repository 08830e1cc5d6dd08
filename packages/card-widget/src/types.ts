import type {
  ChallengeWindowSize,
  ClickToPayScheme,
  ProviderEnvironment,
  SecuredFieldType,
} from '@datadeck/contracts/provider';
import type {
  Amount,
  BillingAddress,
  BrowserInfo,
  CardPaymentMethod,
  ClickToPayPaymentMethod,
  PaymentRequest,
  SessionResult,
  ThreeDS2Action,
} from '@datadeck/contracts/provider-api';
import type { WidgetError } from './core/errors.ts';

export type { Amount, BillingAddress, BrowserInfo, ThreeDS2Action };
export type AddressFieldName = 'street' | 'houseNumberOrName' | 'postalCode' | 'city' | 'stateOrProvince' | 'country';
/** Host fields of the optional parts (SPEC §5): KCP tax number, Brazilian SSN, installments, fast checkout. */
export type ExtensionFieldName =
  | 'taxNumber'
  | 'socialSecurityNumber'
  | 'installments'
  | 'fastCheckoutMobile'
  | 'clickToPayEmail'
  | 'clickToPayOtp';
export type CardFieldName = SecuredFieldType | 'holderName' | AddressFieldName | ExtensionFieldName;

export interface FieldError {
  code: string;
  message: string;
}

/**
 * What the host may hold of a card: JWE blobs, holder name and brand, never a clear value; or,
 * paid with Click to Pay, the scheme's checkout (`srcScheme`, `srcCorrelationId`, …).
 */
export type CardStatePaymentMethod = { type: 'scheme' } & Partial<Omit<CardPaymentMethod, 'type'>> &
  Partial<Omit<ClickToPayPaymentMethod, 'type'>>;

export interface CardState {
  isValid: boolean;
  brand: string | null;
  errors: Partial<Record<CardFieldName, FieldError | null>>;
  data: {
    paymentMethod: CardStatePaymentMethod;
    billingAddress?: BillingAddress;
    installments?: PaymentRequest['installments'];
    socialSecurityNumber?: string;
    fastCheckout?: PaymentRequest['fastCheckout'];
    /** The risk module's device fingerprint, once known or timed out (SPEC §9). */
    riskData?: PaymentRequest['riskData'];
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
/**
 * loading: a payment is on its way (the pay button spins); success: it went through, the pay button
 * says so and is ready again after PAY_BUTTON.completedResetMs (SPEC §9); ready: the form can pay.
 */
export type ComponentStatus = 'loading' | 'ready' | 'success';

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
  /** SPEC §9 installments by brand (`card`: any brand). Each loads the installments part. */
  installmentOptions?: InstallmentOptions;
  /** Show the amount per installment beside each count. */
  showInstallmentAmounts?: boolean;
  /** SPEC §5 country-specific fields. */
  configuration?: {
    /** Korean cards (KCP): ask the tax number and card password when binLookup names a Korean card. */
    koreanAuthenticationRequired?: boolean;
    /** Brazilian CPF/CNPJ: `auto` when binLookup says so (default), `show` always, `hide` never. */
    socialSecurityNumberMode?: 'auto' | 'show' | 'hide';
  };
  /** SPEC §4 Click to Pay above the card form (loads the Click to Pay part). */
  clickToPayConfiguration?: ClickToPayConfiguration;
  /** SPEC §5 fast-checkout consent for mc and visa (loads the fast-checkout part). */
  fastCheckoutConfiguration?: FastCheckoutConfiguration;
  /** SPEC §5 address lookup: search the provider's address endpoint above the billing address. */
  addressLookup?: boolean;
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

export type InstallmentPlan = 'regular' | 'revolving';
export type InstallmentOptions = Record<
  string,
  { values: number[]; plans?: InstallmentPlan[]; preselectedValue?: number }
>;

export interface ClickToPayConfiguration {
  /** The shopper's e-mail, if the merchant knows it: looked up with the schemes at start. */
  shopperEmail?: string;
  /** The shop's name the schemes show the shopper (their `dpaPresentationName`). */
  merchantDisplayName?: string;
  /** Schemes to offer, in the order they are asked; default both (CLICK_TO_PAY_SCHEMES). */
  schemes?: ClickToPayScheme[];
  /** Click to Pay has settled: a shopper's cards, a code to enter, a login, or not available. */
  onReady?: () => void;
}

export interface FastCheckoutConfiguration {
  showConsent: boolean;
  /** Where the consent toggle starts. */
  defaultToggleState?: boolean;
  termsAndConditionsLink?: string;
  privacyPolicyLink?: string;
}
