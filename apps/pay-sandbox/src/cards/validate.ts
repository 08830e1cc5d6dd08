import { isLuhnValid } from '@datadeck/contracts/provider';
import { validationError } from '../http/errors.ts';

export function checkCardNumber(number: string): void {
  if (!/^\d{12,19}$/.test(number))
    throw validationError('validation.cardNumber', 'cardNumber: must be 12 to 19 digits');
  if (!isLuhnValid(number)) throw validationError('validation.cardNumber', 'cardNumber: fails the Luhn check');
}

/** Month '1'–'12', year of 2 or 4 digits → `{month: '03', year: '2030'}`; refuses a past month. */
export function checkExpiry(monthText: string, yearText: string, now = new Date()): { month: string; year: string } {
  const month = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12)
    throw validationError('validation.expiryDate', 'expiryMonth: must be 01 to 12');
  if (!/^(\d{2}|\d{4})$/.test(yearText))
    throw validationError('validation.expiryDate', 'expiryYear: must be 2 or 4 digits');
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current)
    throw validationError('validation.expiryDate', 'expiryDate: the card has expired');
  return { month: String(month).padStart(2, '0'), year: String(year) };
}

/** 3 digits, 4 for amex; checked only when the field was sent (some brands have none). */
export function checkSecurityCode(cvc: string, brand: string): void {
  const length = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${length}}$`).test(cvc))
    throw validationError('validation.securityCode', `securityCode: must be ${length} digits`);
}
