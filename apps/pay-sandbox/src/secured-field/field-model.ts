/**
 * What a secured field does with its value, without the DOM: formatting as typed, brand
 * detection, errors and the clear values to encrypt. The runtime (runtime.ts) wires it to the
 * input and the postMessage protocol; the rules come from `@datadeck/card-widget/validation`
 * so the host and the iframe apply the same tables.
 */
import {
  CARD_ERRORS,
  type CardErrorCode,
  type FieldMessages,
  type FieldPolicy,
  type HostMessages,
  type SecuredFieldType,
} from '@datadeck/contracts/provider';
import {
  brandRule,
  detectBrands,
  digitsOnly,
  formatCardNumber,
  formatExpiryDate,
  isExpiryDatePrefix,
  parseExpiryDate,
  permittedLengths,
  validateCardNumber,
  validateExpiry,
  validateExpiryMonth,
  validateExpiryYear,
  validatePassword,
  validateSecurityCode,
} from '@datadeck/card-widget/validation';

export type EncryptedKey = keyof FieldMessages['state']['encrypted'];
export type StatePayload = FieldMessages['state'];

export interface FieldOptions {
  /** From `configure`; empty until then (nothing is refused). */
  supportedBrands: readonly string[];
  minimumExpiryDate: string | null;
  /** The host's last `brand` message, or null before any. */
  hostBrand: HostMessages['brand'] | null;
  /**
   * Number field: the first 6 digits when the host's brand arrived. The host chose the brand
   * for that BIN, so it applies only while the number keeps it (a new card waits for its lookup).
   */
  hostBrandBin: string;
}

export const INITIAL_OPTIONS: FieldOptions = {
  supportedBrands: [],
  minimumExpiryDate: null,
  hostBrand: null,
  hostBrandBin: '',
};

export interface FieldEvaluation {
  empty: boolean;
  valid: boolean;
  /** The error as on blur or `validate` (incomplete values are errors). */
  error: CardErrorCode | null;
  /** The error to show while typing: a complete value that is wrong; null while empty. */
  liveError: CardErrorCode | null;
  /** Clear values to encrypt, by `state.encrypted` key; only while valid. Never posted as such. */
  values: Partial<Record<EncryptedKey, Record<string, string>>>;
  detectedBrands?: string[];
  lastFour?: string;
  expiryMonth?: string;
  expiryYear?: string;
  /** Number field: the BIN to look up (6 digits, 8 from 16 digits on), null under 6 digits. */
  bin?: string | null;
}

interface NumberBrand {
  brand: string | null;
  panLength: number | null;
  supported: boolean;
  /** The brand came from the host (binLookup): the host already checked it is accepted. */
  fromHost: boolean;
}

/**
 * The number's brand: the host's choice while it applies to this BIN, else the first detected
 * brand the merchant accepts, else the first detected one (then cc.num.903).
 */
export function numberBrand(digits: string, options: FieldOptions): NumberBrand {
  const host = options.hostBrand !== null && options.hostBrandBin === digits.slice(0, 6) ? options.hostBrand : null;
  if (host?.brand) return { brand: host.brand, panLength: host.panLength, supported: host.supported, fromHost: true };
  const detected = detectBrands(digits);
  const brand = detected.find((candidate) => options.supportedBrands.includes(candidate)) ?? detected[0] ?? null;
  return { brand, panLength: host?.panLength ?? null, supported: host?.supported ?? true, fromHost: false };
}

/** Security-code length of the host's brand; null while no brand is known (3 or 4 digits then). */
function securityCodeLength(options: FieldOptions): 3 | 4 | null {
  const brand = options.hostBrand?.brand;
  return brand ? (brandRule(brand)?.securityCodeLength ?? 3) : null;
}

/** Expiry month from the separate month field: a first digit 2–9 can only be 02–09. */
function formatMonth(raw: string): string {
  const digits = digitsOnly(raw);
  return (/^[2-9]$/.test(digits) ? `0${digits}` : digits).slice(0, 2);
}

/**
 * Reformats the input's value: digits only, the number grouped by brand and cut at its longest
 * length (`cap`: while typing; a later brand message only regroups), the date as MM/YY with its
 * slash left out while the shopper deletes it.
 */
export function formatFieldValue(
  fieldType: SecuredFieldType,
  raw: string,
  options: FieldOptions,
  edit: { deleting: boolean; cap: boolean },
): string {
  switch (fieldType) {
    case 'encryptedCardNumber': {
      const digits = digitsOnly(raw);
      const { brand, panLength } = numberBrand(digits, options);
      const maxLength = Math.max(...permittedLengths(brand, panLength));
      return formatCardNumber(edit.cap ? digits.slice(0, maxLength) : digits, brand);
    }
    case 'encryptedExpiryDate': {
      const formatted = formatExpiryDate(raw);
      return edit.deleting && formatted.endsWith('/') && !raw.includes('/') ? formatted.slice(0, -1) : formatted;
    }
    case 'encryptedExpiryMonth':
      return edit.deleting ? digitsOnly(raw).slice(0, 2) : formatMonth(raw);
    case 'encryptedExpiryYear':
      return digitsOnly(raw).slice(0, 4);
    case 'encryptedSecurityCode':
      return digitsOnly(raw).slice(0, securityCodeLength(options) ?? 4);
    case 'encryptedPassword':
      return digitsOnly(raw).slice(0, 2);
  }
}

const result = (
  empty: boolean,
  error: CardErrorCode | null,
  liveError: CardErrorCode | null,
  extra: Partial<FieldEvaluation> = {},
): FieldEvaluation => ({
  empty,
  valid: error === null,
  error,
  liveError: empty ? null : liveError,
  values: {},
  ...extra,
});

function evaluateNumber(value: string, options: FieldOptions): FieldEvaluation {
  const digits = digitsOnly(value);
  const detectedBrands = detectBrands(digits);
  const bin = digits.length >= 16 ? digits.slice(0, 8) : digits.length >= 6 ? digits.slice(0, 6) : null;
  const brand = numberBrand(digits, options);
  const check = {
    supportedBrands: brand.fromHost ? [] : options.supportedBrands,
    brand: brand.brand,
    panLength: brand.panLength,
  };
  const unsupported = digits !== '' && !brand.supported ? CARD_ERRORS.numberUnsupported : null;
  const error = unsupported ?? validateCardNumber(value, check, true);
  const liveError = unsupported ?? validateCardNumber(value, check, false);
  const valid = error === null;
  return result(digits === '', error, liveError, {
    detectedBrands,
    bin,
    ...(valid ? { values: { encryptedCardNumber: { number: digits } }, lastFour: digits.slice(-4) } : {}),
  });
}

/** A policy other than required lets the field stay empty; hidden also ignores what is typed. */
function notAsked(policy: FieldPolicy, empty: boolean): boolean {
  return policy === 'hidden' || (policy === 'optional' && empty);
}

function evaluateDate(value: string, options: FieldOptions, now: Date): FieldEvaluation {
  const empty = value.trim() === '';
  if (notAsked(options.hostBrand?.expiryDatePolicy ?? 'required', empty)) return result(empty, null, null);
  if (empty) return result(true, CARD_ERRORS.dateEmpty, null);
  const parsed = parseExpiryDate(value);
  // '03/3' is on its way to a date (incomplete); '00/30' never will be (incorrect).
  if (parsed === null)
    return result(false, isExpiryDatePrefix(value) ? CARD_ERRORS.fieldIncomplete : CARD_ERRORS.dateIncorrect, null);
  const error = validateExpiry(parsed.month, parsed.year, now, options.minimumExpiryDate);
  if (error !== null) return result(false, error, error);
  const expiryYear = parsed.year.length === 2 ? `20${parsed.year}` : parsed.year;
  return result(false, null, null, {
    values: { encryptedExpiryMonth: { expiryMonth: parsed.month }, encryptedExpiryYear: { expiryYear } },
    expiryMonth: parsed.month,
    expiryYear,
  });
}

function evaluateMonth(value: string, options: FieldOptions): FieldEvaluation {
  const empty = value === '';
  if (notAsked(options.hostBrand?.expiryDatePolicy ?? 'required', empty)) return result(empty, null, null);
  const error = validateExpiryMonth(value);
  if (error !== null) return result(empty, error, value.length === 2 ? error : null);
  const expiryMonth = value.padStart(2, '0');
  return result(false, null, null, { values: { encryptedExpiryMonth: { expiryMonth } }, expiryMonth });
}

function evaluateYear(value: string, options: FieldOptions, now: Date): FieldEvaluation {
  const empty = value === '';
  if (notAsked(options.hostBrand?.expiryDatePolicy ?? 'required', empty)) return result(empty, null, null);
  const error = validateExpiryYear(value, now);
  // Two digits may be the start of four: wait for blur unless all four are there.
  if (error !== null) return result(empty, error, value.length === 4 ? error : null);
  const expiryYear = value.length === 2 ? `20${value}` : value;
  return result(false, null, null, { values: { encryptedExpiryYear: { expiryYear } }, expiryYear });
}

function evaluateSecurityCode(value: string, options: FieldOptions): FieldEvaluation {
  const policy = options.hostBrand?.securityCodePolicy ?? 'required';
  const empty = value === '';
  if (notAsked(policy, empty)) return result(empty, null, null);
  // Without a brand, 3 or 4 digits are both right.
  const length = securityCodeLength(options) ?? (value.length === 4 ? 4 : 3);
  const error = validateSecurityCode(value, policy, length, true);
  const liveError = validateSecurityCode(value, policy, length, false);
  return result(empty, error, liveError, error === null ? { values: { encryptedSecurityCode: { cvc: value } } } : {});
}

function evaluatePassword(value: string): FieldEvaluation {
  const error = validatePassword(value);
  return result(
    value === '',
    error,
    value.length === 2 ? error : null,
    error === null ? { values: { encryptedPassword: { password: value } } } : {},
  );
}

/** The field's state for its current (formatted) value. `now` decides expired dates. */
export function evaluateField(
  fieldType: SecuredFieldType,
  value: string,
  options: FieldOptions,
  now: Date,
): FieldEvaluation {
  switch (fieldType) {
    case 'encryptedCardNumber':
      return evaluateNumber(value, options);
    case 'encryptedExpiryDate':
      return evaluateDate(value, options, now);
    case 'encryptedExpiryMonth':
      return evaluateMonth(value, options);
    case 'encryptedExpiryYear':
      return evaluateYear(value, options, now);
    case 'encryptedSecurityCode':
      return evaluateSecurityCode(value, options);
    case 'encryptedPassword':
      return evaluatePassword(value);
  }
}

/**
 * The error the shopper sees: every error once the field was left after editing or the host
 * asked to `validate`; before that only a complete value that is wrong.
 */
export function shownError(evaluation: FieldEvaluation, touched: boolean): CardErrorCode | null {
  return touched ? evaluation.error : evaluation.liveError;
}

/** The `state` message: never the clear value, only JWE blobs (while valid) and what may be shown. */
export function statePayload(
  fieldType: SecuredFieldType,
  evaluation: FieldEvaluation,
  touched: boolean,
  encrypted: StatePayload['encrypted'],
): StatePayload {
  const payload: StatePayload = {
    fieldType,
    empty: evaluation.empty,
    valid: evaluation.valid,
    error: shownError(evaluation, touched),
    encrypted: evaluation.valid ? encrypted : {},
  };
  if (evaluation.detectedBrands) payload.detectedBrands = evaluation.detectedBrands;
  if (evaluation.valid && evaluation.lastFour !== undefined) payload.lastFour = evaluation.lastFour;
  if (evaluation.valid && evaluation.expiryMonth !== undefined) payload.expiryMonth = evaluation.expiryMonth;
  if (evaluation.valid && evaluation.expiryYear !== undefined) payload.expiryYear = evaluation.expiryYear;
  return payload;
}
