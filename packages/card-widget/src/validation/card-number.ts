/**
 * Card number rules (SPEC §5 card library, §8 cc.num.900–903 and err.gen.9100, §9 lengths 12–19
 * and pan length).
 */
import { CARD_ERRORS, CARD_LIMITS, type CardErrorCode } from '@datadeck/contracts/provider';
import { DEFAULT_GROUPS, brandRule } from './brands.ts';
import { digitsOnly } from './digits.ts';
import { isLuhnValid } from '@datadeck/contracts/provider';

/**
 * While typing, a Luhn failure at a permitted length that is not the longest one shows at once
 * only from this length on: most cards have 16 digits, and a longer card passes through 16
 * (the error goes as soon as the next digit is typed). Shorter lengths wait for blur.
 */
const COMMON_LENGTH = 16;

/** Groups the digits for display: by the brand's groups, else 4-4-4-4-3. */
export function formatCardNumber(number: string, brand: string | null): string {
  const digits = digitsOnly(number);
  const groups = (brand === null ? undefined : brandRule(brand)?.groups) ?? DEFAULT_GROUPS;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) parts.push(digits.slice(start));
  return parts.join(' ');
}

/**
 * The lengths a number may have: the lookup's pan length, else the brand's, else 12–19.
 * Exported for the secured field, which stops typing at the longest.
 */
export function permittedLengths(brand: string | null, panLength: number | null): number[] {
  if (panLength !== null) return [panLength];
  const known = brand === null ? undefined : brandRule(brand);
  if (known) return known.lengths;
  const lengths: number[] = [];
  for (let length = CARD_LIMITS.numberMinLength; length <= CARD_LIMITS.numberMaxLength; length += 1)
    lengths.push(length);
  return lengths;
}

export interface NumberCheck {
  /** Brands the merchant accepts; empty: not configured yet, nothing is refused. */
  supportedBrands: readonly string[];
  brand: string | null;
  /** Expected length from binLookup; null: the brand table's lengths. */
  panLength: number | null;
}

/**
 * Whether the shopper is done typing: a permitted length where the number either passes Luhn,
 * cannot grow any more, or has the common 16 digits (so a wrong 16-digit card shows its error
 * without waiting for blur).
 */
export function isCardNumberComplete(number: string, brand: string | null, panLength: number | null): boolean {
  const length = digitsOnly(number).length;
  const lengths = permittedLengths(brand, panLength);
  if (!lengths.includes(length)) return false;
  return isLuhnValid(number) || length >= COMMON_LENGTH || length === Math.max(...lengths);
}

/**
 * The number's error, or null. `complete` is true on blur or validate: then a number too short
 * for the brand's lengths is incomplete (err.gen.9100) and a Luhn failure at any permitted length
 * cc.num.902. Incorrect (cc.num.901) is what typing on cannot fix: longer than the brand (or the
 * lookup's pan length) allows, or not digits; like cc.num.903 it is reported while typing too.
 */
export function validateCardNumber(number: string, check: NumberCheck, complete: boolean): CardErrorCode | null {
  const digits = digitsOnly(number);
  if (number.trim() === '') return CARD_ERRORS.numberEmpty;
  if (/[^\d\s]/.test(number)) return CARD_ERRORS.numberIncorrect;
  if (check.brand !== null && check.supportedBrands.length > 0 && !check.supportedBrands.includes(check.brand)) {
    return CARD_ERRORS.numberUnsupported;
  }
  const lengths = permittedLengths(check.brand, check.panLength);
  if (digits.length > Math.max(...lengths)) return CARD_ERRORS.numberIncorrect;
  if (!lengths.includes(digits.length)) return complete ? CARD_ERRORS.fieldIncomplete : null;
  if (isLuhnValid(digits)) return null;
  return complete || isCardNumberComplete(digits, check.brand, check.panLength) ? CARD_ERRORS.numberLuhn : null;
}
