/**
 * The postMessage protocol between the widget on the merchant page (host) and the secured-field
 * iframes served by the provider. Both sides import this file; no zod, so the widget and the
 * secured-field pages stay small.
 *
 * Every message is a JSON string `{ protocol, version, key, type, payload }`:
 * - `key` is a per-field random value the host puts in the iframe URL's fragment (never sent to
 *   a server); a message with another key is ignored.
 * - The receiver also checks `event.origin` (host: the provider origin; iframe: the host origin
 *   the page was served for) and, on the host, `event.source` (the field's own iframe window).
 * - Anything that does not parse into one of the shapes below is ignored.
 */
import type { CardErrorCode } from './constants.ts';

export const SECURED_FIELDS_PROTOCOL = 'datadeck-secured-fields';
export const SECURED_FIELDS_PROTOCOL_VERSION = 1;

/** Field types, named after the encrypted value each one produces. */
export const SECURED_FIELD_TYPES = [
  'encryptedCardNumber',
  'encryptedExpiryDate',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
  'encryptedPassword',
] as const;
export type SecuredFieldType = (typeof SECURED_FIELD_TYPES)[number];

/**
 * Where a field's page lives on the provider:
 * `{providerUrl}/securedfields/{version}/{fieldType}.html?clientKey={clientKey}&origin={hostOrigin}#key={key}`.
 * The provider refuses a client key it does not know and an origin the key does not allow, and
 * answers with `frame-ancestors {hostOrigin}`.
 */
export function securedFieldPath(version: string, fieldType: SecuredFieldType): string {
  return `/securedfields/${version}/${fieldType}.html`;
}

export type FieldPolicy = 'required' | 'optional' | 'hidden';

/** Host → iframe. */
export interface HostMessages {
  /** Sent once the field reported `loaded`; the field answers `configured`. */
  configure: {
    placeholder: string;
    /** Accessible name of the input inside the iframe (the visible label is on the host). */
    ariaLabel: string;
    /** Brands the merchant accepts; the number field reports cc.num.903 for others. */
    supportedBrands: string[];
    /** 'MM/YY': expiry dates before it are cc.dat.914. */
    minimumExpiryDate: string | null;
    /** Texts of the field's own error codes, so the iframe's input describes its error. */
    errorTexts: Partial<Record<CardErrorCode, string>>;
    /** Host-side styling of the input that cannot leak data (colours, font). */
    style: { color: string; fontFamily: string; fontSize: string; placeholderColor: string; errorColor: string };
  };
  /**
   * The brand chosen for the card (after binLookup or dual-brand choice): the number field takes
   * its expected length, the security-code and date fields their policies.
   */
  brand: {
    brand: string | null;
    /** Expected number length from binLookup; null: the brand table's lengths. */
    panLength: number | null;
    supported: boolean;
    securityCodePolicy: FieldPolicy;
    expiryDatePolicy: FieldPolicy;
    /** The security-code field's placeholder for the brand ('3 digits', or '4 digits' for amex). */
    securityCodePlaceholder: string;
  };
  /** Show errors of empty or incomplete fields (the shopper pressed pay). */
  validate: Record<string, never>;
  /**
   * Date field: the expiry date the browser auto-filled into the number field's document (a
   * browser fills only the frame it fills; the host passes the date on). Like an auto-fill of
   * the field itself, it is taken only if it passes the field's validation.
   */
  autoComplete: { value: string };
  /** Move the keyboard focus into the field. */
  focus: Record<string, never>;
}

/** Iframe → host. */
export interface FieldMessages {
  loaded: { fieldType: SecuredFieldType };
  configured: { fieldType: SecuredFieldType };
  /** Sent on every change of the field's state; never carries a clear card value. */
  state: {
    fieldType: SecuredFieldType;
    empty: boolean;
    valid: boolean;
    /** The error to show, or null (errors show on blur or after `validate`, like a user expects). */
    error: CardErrorCode | null;
    /**
     * JWE blobs of the value, present only while valid. Keys: the field type, or for the date
     * field `encryptedExpiryMonth` and `encryptedExpiryYear`.
     */
    encrypted: Partial<
      Record<
        | 'encryptedCardNumber'
        | 'encryptedExpiryMonth'
        | 'encryptedExpiryYear'
        | 'encryptedSecurityCode'
        | 'encryptedPassword',
        string
      >
    >;
    /** Number field: brands its prefix tables detect, lead first. */
    detectedBrands?: string[];
    /** Number field, while valid: the last four digits (not sensitive; shown on the saved card). */
    lastFour?: string;
    /** Date field, while valid: month and year are not secret on their own (shown on the saved card). */
    expiryMonth?: string;
    expiryYear?: string;
  };
  /**
   * Number field: the BIN (first 6 digits, 8 from 16 digits on) changed. `encryptedBin` is a JWE
   * of it for the provider's binLookup, or null when fewer than 6 digits are left.
   */
  bin: { encryptedBin: string | null };
  focus: { fieldType: SecuredFieldType; focused: boolean };
  /**
   * Number field: the browser auto-filled the card's holder name (`cc-name`) or expiry date
   * (`cc-exp`) into the number field's document along with the number. Neither is secret; the
   * host takes each only if it passes its field's validation (SPEC §5).
   */
  autoComplete: { fieldType: SecuredFieldType; name: AutoCompleteName; value: string };
}

/** What the number field's document offers a browser to auto-fill besides the number. */
export const AUTO_COMPLETE_NAMES = ['cc-name', 'cc-exp'] as const;
export type AutoCompleteName = (typeof AUTO_COMPLETE_NAMES)[number];
/**
 * Longest auto-filled value a message carries. Well above what the host accepts (a holder name of
 * CARD_LIMITS.holderNameMaxLength), so a value too long for its field arrives and is refused there
 * with the field's error, rather than vanishing here.
 */
export const AUTO_COMPLETE_MAX_LENGTH = 1024;

export type MessageOf<M, T extends keyof M> = {
  protocol: typeof SECURED_FIELDS_PROTOCOL;
  version: typeof SECURED_FIELDS_PROTOCOL_VERSION;
  key: string;
  type: T;
  payload: M[T];
};
export type HostMessage = { [T in keyof HostMessages]: MessageOf<HostMessages, T> }[keyof HostMessages];
export type FieldMessage = { [T in keyof FieldMessages]: MessageOf<FieldMessages, T> }[keyof FieldMessages];

export function encodeMessage<M, T extends keyof M & string>(key: string, type: T, payload: M[T]): string {
  return JSON.stringify({
    protocol: SECURED_FIELDS_PROTOCOL,
    version: SECURED_FIELDS_PROTOCOL_VERSION,
    key,
    type,
    payload,
  });
}

// Object.prototype.hasOwnProperty rather than Object.hasOwn: the field pages target es2020 browsers.
type Check = (payload: Record<string, unknown>) => boolean;
const isString = (value: unknown): value is string => typeof value === 'string';
const isBool = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringOrNull = (value: unknown) => value === null || isString(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown) => Array.isArray(value) && value.every(isString);
const isStringRecord = (value: unknown) => isObject(value) && Object.values(value).every(isString);
const isFieldType = (value: unknown) => (SECURED_FIELD_TYPES as readonly unknown[]).includes(value);
const isPolicy = (value: unknown) => value === 'required' || value === 'optional' || value === 'hidden';
const optional = (check: (value: unknown) => boolean) => (value: unknown) => value === undefined || check(value);

const HOST_CHECKS: Record<keyof HostMessages, Check> = {
  configure: (p) =>
    isString(p.placeholder) &&
    isString(p.ariaLabel) &&
    isStringArray(p.supportedBrands) &&
    isStringOrNull(p.minimumExpiryDate) &&
    isStringRecord(p.errorTexts) &&
    isStringRecord(p.style),
  brand: (p) =>
    isStringOrNull(p.brand) &&
    (p.panLength === null || (typeof p.panLength === 'number' && Number.isInteger(p.panLength))) &&
    isBool(p.supported) &&
    isPolicy(p.securityCodePolicy) &&
    isPolicy(p.expiryDatePolicy) &&
    isString(p.securityCodePlaceholder),
  validate: () => true,
  focus: () => true,
  autoComplete: (p) => isString(p.value) && p.value.length <= AUTO_COMPLETE_MAX_LENGTH,
};

const FIELD_CHECKS: Record<keyof FieldMessages, Check> = {
  loaded: (p) => isFieldType(p.fieldType),
  configured: (p) => isFieldType(p.fieldType),
  state: (p) =>
    isFieldType(p.fieldType) &&
    isBool(p.empty) &&
    isBool(p.valid) &&
    isStringOrNull(p.error) &&
    isStringRecord(p.encrypted) &&
    optional(isStringArray)(p.detectedBrands) &&
    optional(isString)(p.lastFour) &&
    optional(isString)(p.expiryMonth) &&
    optional(isString)(p.expiryYear),
  bin: (p) => isStringOrNull(p.encryptedBin),
  focus: (p) => isFieldType(p.fieldType) && isBool(p.focused),
  autoComplete: (p) =>
    isFieldType(p.fieldType) &&
    (AUTO_COMPLETE_NAMES as readonly unknown[]).includes(p.name) &&
    isString(p.value) &&
    p.value.length <= AUTO_COMPLETE_MAX_LENGTH,
};

function decode<M>(
  checks: Record<keyof M, Check>,
  data: unknown,
  key: string,
): { [T in keyof M]: MessageOf<M, T> }[keyof M] | null {
  if (!isString(data) || data.length > 65_536) return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(message)) return null;
  if (message.protocol !== SECURED_FIELDS_PROTOCOL || message.version !== SECURED_FIELDS_PROTOCOL_VERSION) return null;
  if (!isString(message.key) || message.key.length === 0 || message.key !== key) return null;
  if (
    !isString(message.type) ||
    !Object.prototype.hasOwnProperty.call(checks, message.type) ||
    !isObject(message.payload)
  )
    return null;
  const check = checks[message.type as keyof M];
  return check(message.payload) ? (message as { [T in keyof M]: MessageOf<M, T> }[keyof M]) : null;
}

/** The iframe's reading of a host message: null unless it is a well-formed message with our key. */
export const decodeHostMessage = (data: unknown, key: string): HostMessage | null =>
  decode<HostMessages>(HOST_CHECKS, data, key);
/** The host's reading of a field message: null unless it is a well-formed message with the field's key. */
export const decodeFieldMessage = (data: unknown, key: string): FieldMessage | null =>
  decode<FieldMessages>(FIELD_CHECKS, data, key);
