import { z } from 'zod';
import { BILLING_MESSAGES } from '../messages/billing.ts';
import { BILLING_LIMITS } from './billing-limits.ts';
import { isLuhnValid } from '../provider/luhn.ts';

/**
 * The card of the billing form on a server without a card provider (SPEC §3 `paymentDetails`,
 * §5 and §9 rules). The server and the console's form check it with this one schema; the expiry
 * against the current date is `paymentDetailsAt(now)` (the server's clock, the browser's date),
 * since a schema declared once cannot know the year. The server keeps only the last four digits,
 * the expiry and the holder of it.
 */

const CARD = BILLING_MESSAGES.card;
const DIGITS = /^[0-9]+$/;

/** American Express numbers start 34 or 37; their CVV has 4 digits (SPEC §5). */
export const isAmexNumber = (cardNumber: string): boolean => /^3[47]/.test(cardNumber);

/** Brands the saved card can show; a number of any other brand is saved without one. */
export const SAVED_CARD_BRANDS = ['mc', 'visa', 'amex'] as const;
export type SavedCardBrand = (typeof SAVED_CARD_BRANDS)[number];

/** The brand by the number's prefix (issuer identification ranges), or null for another brand. */
export function cardBrandOfNumber(cardNumber: string): SavedCardBrand | null {
  if (isAmexNumber(cardNumber)) return 'amex';
  if (cardNumber.startsWith('4')) return 'visa';
  const two = Number(cardNumber.slice(0, 2));
  const four = Number(cardNumber.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mc';
  return null;
}

/** The first thing wrong with a card number, or null. */
function cardNumberProblem(cardNumber: string): string | null {
  if (cardNumber === '') return CARD.numberRequired;
  if (!DIGITS.test(cardNumber)) return CARD.numberDigits;
  const { cardNumberMinLength: min, cardNumberMaxLength: max } = BILLING_LIMITS;
  if (cardNumber.length < min || cardNumber.length > max) return CARD.numberLength;
  return isLuhnValid(cardNumber) ? null : CARD.numberInvalid;
}

function cvvProblem(cvv: string): string | null {
  if (cvv === '') return CARD.cvvRequired;
  if (!DIGITS.test(cvv)) return CARD.cvvDigits;
  const { cvvLength, amexCvvLength } = BILLING_LIMITS;
  return cvv.length < cvvLength || cvv.length > amexCvvLength ? CARD.cvvLength : null;
}

/** The months, two digits each, as the card prints them. */
export const EXPIRY_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

const monthProblem = (month: string): string | null =>
  EXPIRY_MONTHS.some((choice) => choice === month) ? null : CARD.monthRequired;
const YEAR = /^[0-9]{4}$/;
// Any four digits here; which years are allowed depends on the date (expiryProblem).
const yearProblem = (year: string): string | null => (YEAR.test(year) ? null : CARD.yearRequired);

/**
 * One message per field, its first problem (a card number that is empty is not also "not
 * digits"); the issue does not abort, so the rules across fields still run beside it.
 */
const checkedBy = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });

/**
 * SPEC §5: the expiry year's choices, the current year and the next 9. The current date is read
 * in UTC on the server and in the browser alike, so both offer the same years at every moment.
 */
export function expiryYearChoices(now: Date): string[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: BILLING_LIMITS.expiryYearChoices }, (_, i) => String(year + i));
}

/** Where the expiry is wrong at `now`: a year outside the choices, or a month already past. */
export function expiryProblem(
  expiry: { expirationMonth: string; expirationYear: string },
  now: Date,
): { field: 'expirationMonth' | 'expirationYear'; message: string } | null {
  const years = expiryYearChoices(now);
  const first = years[0] ?? '';
  const last = years[years.length - 1] ?? '';
  if (!years.includes(expiry.expirationYear)) {
    return { field: 'expirationYear', message: CARD.yearOutOfRange(first, last) };
  }
  // A card is valid to the end of its expiry month.
  if (expiry.expirationYear === first && Number(expiry.expirationMonth) < now.getUTCMonth() + 1) {
    return { field: 'expirationMonth', message: CARD.expired };
  }
  return null;
}

const cardFields = z.object({
  cardNumber: checkedBy(cardNumberProblem),
  cardholderName: z.string().trim().min(1, CARD.holderRequired).max(BILLING_LIMITS.nameMaxLength, CARD.holderTooLong),
  expirationMonth: checkedBy(monthProblem),
  expirationYear: checkedBy(yearProblem),
  cvv: checkedBy(cvvProblem),
});

/**
 * POST /billing's `paymentDetails`: the card number (12 to 19 digits, Luhn), holder, expiry month
 * and year, and the CVV, whose length follows the number's brand (4 for American Express, else 3).
 */
export const paymentDetailsSchema = cardFields.superRefine((card, ctx) => {
  // Only when both fields are right on their own: otherwise their own messages say what is wrong.
  if (cardNumberProblem(card.cardNumber) !== null || cvvProblem(card.cvv) !== null) return;
  const amex = isAmexNumber(card.cardNumber);
  const wanted = amex ? BILLING_LIMITS.amexCvvLength : BILLING_LIMITS.cvvLength;
  if (card.cvv.length !== wanted) {
    ctx.addIssue({ code: 'custom', path: ['cvv'], message: amex ? CARD.amexCvvLength : CARD.otherCvvLength });
  }
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
export type PaymentDetailsInput = z.input<typeof paymentDetailsSchema>;

/** `paymentDetailsSchema` with the expiry checked against `now` (the console's form). */
export const paymentDetailsAt = (now: Date) =>
  paymentDetailsSchema.superRefine((card, ctx) => {
    if (monthProblem(card.expirationMonth) !== null || yearProblem(card.expirationYear) !== null) return;
    const problem = expiryProblem(card, now);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
