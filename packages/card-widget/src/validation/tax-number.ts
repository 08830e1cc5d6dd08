/** SPEC §5, §9: the Korean (KCP) tax number, a birth date (YYMMDD) or a business registration number. */
import { KCP } from '@datadeck/contracts/provider';
import { digitsOnly } from './digits.ts';

export type TaxNumberError = 'empty' | 'incorrect';

/** What the input keeps of what was typed or pasted: the digits, at most 10. */
export function formatTaxNumber(raw: string): string {
  return digitsOnly(raw).slice(0, KCP.taxNumberMaxLength);
}

/** 6 to 10 digits (SPEC §9); null when right. */
export function validateTaxNumber(value: string): TaxNumberError | null {
  if (value === '') return 'empty';
  const digits = /^\d+$/.test(value);
  return digits && value.length >= KCP.taxNumberMinLength && value.length <= KCP.taxNumberMaxLength
    ? null
    : 'incorrect';
}

/**
 * SPEC §5 "label changes above 6": up to 6 characters the value is read as a birth date, above
 * as a business registration number, and the field's label says which.
 */
export function isBusinessRegistrationNumber(value: string): boolean {
  return value.length > KCP.taxNumberBirthDateLength;
}
