/** Expiry date rules (SPEC §8 cc.dat.910–914, cc.mth.915, cc.yr.917/918, err.gen.9100 for a date not finished). */
import { CARD_ERRORS, type CardErrorCode } from '@datadeck/contracts/provider';
import { digitsOnly } from './digits.ts';

/**
 * cc.dat.913: a card expiring more than this many years after the current month is refused
 * as a typing mistake (cards are issued for at most 5–10 years; 30 leaves room for any issuer).
 */
export const EXPIRY_MAX_YEARS_AHEAD = 30;

/** '30' → 2030, '2030' → 2030; two-digit years are read in this century. Null when malformed. */
function fullYear(year: string | number): number | null {
  const text = String(year).trim();
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
}

function monthNumber(month: string | number): number | null {
  const text = String(month).trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= 12 ? value : null;
}

/** Months since year 0, so dates compare as numbers. */
const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);

/** 'MM/YY' or 'MM / YY' (also MM/YYYY) → its parts as typed; null when it is not a date. */
export function parseExpiryDate(text: string): { month: string; year: string } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { month: match[1].padStart(2, '0'), year: match[2] };
}

/**
 * Whether `text` is the start of a date the shopper has not finished typing: a month (or its first
 * digit) and at most one digit of the year, as '1', '03', '03/' or '03/3'. Such a value is
 * incomplete (err.gen.9100) rather than incorrect; a month that can never be right ('00', '13')
 * makes it incorrect (cc.dat.911).
 */
export function isExpiryDatePrefix(text: string): boolean {
  const match = /^\s*(\d{1,2})\s*(?:\/\s*\d?\s*)?$/.exec(text);
  if (!match?.[1]) return false;
  return match[1].length === 1 || monthNumber(match[1]) !== null;
}

/**
 * Reformats what the shopper typed as 'MM/YY': a first digit 2–9 can only be a month 02–09
 * ('4' → '04/'), '13'–'19' means month 1 ('13' → '01/3'), and a pasted MM/YYYY keeps its
 * last two year digits. The slash follows the month at once; the secured field leaves it out
 * while the shopper deletes.
 */
export function formatExpiryDate(text: string): string {
  const parsed = parseExpiryDate(text);
  if (parsed?.year.length === 4) return `${parsed.month}/${parsed.year.slice(2)}`;
  let digits = digitsOnly(text);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  else if (/^1[3-9]/.test(digits)) digits = `01${digits.slice(1)}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/**
 * The date's error, or null. The card is valid through the end of its expiry month, in the
 * shopper's local time (`now`). `minimumExpiryDate` ('MM/YY') is the merchant's: a card must
 * not expire before that month (cc.dat.914).
 */
export function validateExpiry(
  month: string | number,
  year: string | number,
  now: Date,
  minimumExpiryDate?: string | null,
): CardErrorCode | null {
  if (String(month).trim() === '' && String(year).trim() === '') return CARD_ERRORS.dateEmpty;
  const monthValue = monthNumber(month);
  const yearValue = fullYear(year);
  if (monthValue === null || yearValue === null) return CARD_ERRORS.dateIncorrect;
  const expiry = monthIndex(yearValue, monthValue);
  const current = monthIndex(now.getFullYear(), now.getMonth() + 1);
  if (expiry < current) return CARD_ERRORS.dateTooOld;
  if (expiry > current + EXPIRY_MAX_YEARS_AHEAD * 12) return CARD_ERRORS.dateTooFar;
  const minimum = minimumExpiryDate ? parseExpiryDate(minimumExpiryDate) : null;
  if (minimum) {
    const minimumMonth = monthNumber(minimum.month);
    const minimumYear = fullYear(minimum.year);
    if (minimumMonth !== null && minimumYear !== null && expiry < monthIndex(minimumYear, minimumMonth)) {
      return CARD_ERRORS.dateExpiresTooSoon;
    }
  }
  return null;
}

/** The separate month field: '' → cc.dat.910, '0' (of 01–09) → err.gen.9100, anything else but 1–12 → cc.mth.915. */
export function validateExpiryMonth(month: string): CardErrorCode | null {
  if (month.trim() === '') return CARD_ERRORS.dateEmpty;
  if (month.trim() === '0') return CARD_ERRORS.fieldIncomplete;
  return monthNumber(month) === null ? CARD_ERRORS.monthIncorrect : null;
}

/**
 * The separate year field (2 or 4 digits): '' → cc.yr.917; 1 or 3 digits (on the way to 2 or 4)
 * → err.gen.9100; malformed, past, or beyond
 * EXPIRY_MAX_YEARS_AHEAD → cc.yr.918. Whether month and year together have passed is the
 * host's check (it gets both from the fields' states).
 */
export function validateExpiryYear(year: string, now: Date): CardErrorCode | null {
  if (year.trim() === '') return CARD_ERRORS.yearEmpty;
  if (/^\s*(\d|\d{3})\s*$/.test(year)) return CARD_ERRORS.fieldIncomplete;
  const value = fullYear(year);
  const current = now.getFullYear();
  if (value === null || value < current || value > current + EXPIRY_MAX_YEARS_AHEAD) return CARD_ERRORS.yearIncorrect;
  return null;
}
