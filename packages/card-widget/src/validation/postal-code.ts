/**
 * Postal code patterns by country (SPEC §5: "Postal code validated on blur with country
 * patterns …; mismatch error includes expected format").
 *
 * The spec's list "GB, CA, IE, US 5 or 5-4" is read as four countries each with its own
 * format: only US has 5 or 5-4 digits; GB, CA and IE get their real formats (GB outward and
 * inward code 'SW1A 1AA', CA 'A9A 9A9', IE Eircode 'A65 F4E2'). Formats use 9 for a digit and
 * A for a letter. Values are trimmed and compared case-insensitively.
 */
export interface PostalCodeRule {
  pattern: RegExp;
  /** The human format shown in the error, e.g. '99999 or 99999-9999'. */
  format: string;
}

const FIVE_DIGITS: PostalCodeRule = { pattern: /^\d{5}$/, format: '99999' };
const FOUR_DIGITS: PostalCodeRule = { pattern: /^\d{4}$/, format: '9999' };
const SIX_DIGITS: PostalCodeRule = { pattern: /^\d{6}$/, format: '999999' };
const THREE_TWO_DIGITS: PostalCodeRule = { pattern: /^\d{3} ?\d{2}$/, format: '999 99' };

const RULES: Readonly<Record<string, PostalCodeRule>> = {
  DE: FIVE_DIGITS,
  FR: FIVE_DIGITS,
  ES: FIVE_DIGITS,
  IT: FIVE_DIGITS,
  FI: FIVE_DIGITS,
  MX: FIVE_DIGITS,
  AT: FOUR_DIGITS,
  AU: FOUR_DIGITS,
  BE: FOUR_DIGITS,
  CH: FOUR_DIGITS,
  DK: FOUR_DIGITS,
  NO: FOUR_DIGITS,
  NZ: FOUR_DIGITS,
  SE: THREE_TWO_DIGITS,
  CZ: THREE_TWO_DIGITS,
  SK: THREE_TWO_DIGITS,
  IN: { pattern: /^[1-9]\d{5}$/, format: '999999' },
  CN: SIX_DIGITS,
  SG: SIX_DIGITS,
  RU: SIX_DIGITS,
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/, format: '9999 AA' },
  US: { pattern: /^\d{5}(-\d{4})?$/, format: '99999 or 99999-9999' },
  BR: { pattern: /^\d{5}-?\d{3}$/, format: '99999-999' },
  PL: { pattern: /^\d{2}-\d{3}$/, format: '99-999' },
  PT: { pattern: /^\d{4}-\d{3}$/, format: '9999-999' },
  JP: { pattern: /^\d{3}-\d{4}$/, format: '999-9999' },
  MC: { pattern: /^980\d{2}$/, format: '980 followed by 2 digits' },
  LU: { pattern: /^(L-)?\d{4}$/, format: '9999 or L-9999' },
  // Outward code (area, district) and inward code (sector, unit); GIR 0AA is Girobank's.
  GB: {
    pattern: /^([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/,
    format: 'A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA or AA9A 9AA',
  },
  // Canada Post never uses D, F, I, O, Q, U, nor W or Z as the first letter.
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, format: 'A9A 9A9' },
  // Eircode: routing key (letter + 2 digits, or D6W) and a 4-character unique identifier.
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/, format: 'A99 XXXX, e.g. A65 F4E2' },
};

/** The country's rule, or null when there is none (then any non-empty value is accepted). */
export function postalCodeRule(countryCode: string): PostalCodeRule | null {
  return RULES[countryCode.trim().toUpperCase()] ?? null;
}

export function isPostalCodeValid(countryCode: string, value: string): boolean {
  const code = value.trim().toUpperCase();
  if (code === '') return false;
  const rule = postalCodeRule(countryCode);
  return rule === null || rule.pattern.test(code);
}
