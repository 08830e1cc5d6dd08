/**
 * SPEC §5, §9: the Brazilian social security number, a CPF (a person, 11 digits, shown as
 * 000.000.000-00) or a CNPJ (a company, 14 digits, shown as 00.000.000/0000-00). The widget
 * formats and checks it as typed; the provider runs the same check on the payment.
 */
import { SOCIAL_SECURITY_NUMBER } from '@datadeck/contracts/provider';
import { digitsOnly } from './digits.ts';

export type SocialSecurityNumberKind = 'cpf' | 'cnpj';
export type SocialSecurityNumberError = 'empty' | 'incorrect';

const { cpfDigits, cnpjDigits } = SOCIAL_SECURITY_NUMBER;
/** The formatted patterns, or the bare digits a merchant's server may send. */
const CPF_PATTERN = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;
const CNPJ_PATTERN = /^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{14})$/;

/** Puts `separators[i]` before the digit at `positions[i]`, as far as the digits go. */
function group(digits: string, positions: readonly number[], separators: readonly string[]): string {
  let out = '';
  for (let index = 0; index < digits.length; index += 1) {
    const at = positions.indexOf(index);
    if (at !== -1) out += separators[at] ?? '';
    out += digits.charAt(index);
  }
  return out;
}

/**
 * Formats while typing: up to 11 digits as a CPF, from the 12th on as a CNPJ, at most 14 digits
 * (18 characters). Anything but digits is dropped, so a paste of either form comes out right.
 */
export function formatSocialSecurityNumber(raw: string): string {
  const digits = digitsOnly(raw).slice(0, cnpjDigits);
  return digits.length <= cpfDigits
    ? group(digits, [3, 6, 9], ['.', '.', '-'])
    : group(digits, [2, 5, 8, 12], ['.', '.', '/', '-']);
}

/** A number of one repeated digit passes the check-digit sums but is never issued. */
const repeated = (digits: string) => /^(\d)\1*$/.test(digits);

/**
 * Mod-11 check digit of `digits` with `weights` (one per digit): 11 − (sum mod 11), 0 when the rest
 * is 0 or 1. The CPF registry writes it as (sum × 10) mod 11 with 10 → 0, which is the same digit.
 */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) sum += Number(digits.charAt(index)) * (weights[index] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The CPF's two check digits (weights 10…2, then 11…2). */
export function isValidCpf(digits: string): boolean {
  if (!new RegExp(`^\\d{${cpfDigits}}$`).test(digits) || repeated(digits)) return false;
  const first = checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits.charAt(9)) && second === Number(digits.charAt(10));
}

/** The CNPJ's two check digits (weights 5…2 9…2, then 6…2 9…2). */
export function isValidCnpj(digits: string): boolean {
  if (!new RegExp(`^\\d{${cnpjDigits}}$`).test(digits) || repeated(digits)) return false;
  const first = checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(digits.charAt(12)) && second === Number(digits.charAt(13));
}

/** Which number the value is: a CPF or CNPJ in its pattern with right check digits, else null. */
export function socialSecurityNumberKind(value: string): SocialSecurityNumberKind | null {
  const digits = digitsOnly(value);
  if (CPF_PATTERN.test(value) && isValidCpf(digits)) return 'cpf';
  if (CNPJ_PATTERN.test(value) && isValidCnpj(digits)) return 'cnpj';
  return null;
}

/** Required when shown (SPEC §5); null when the value is a valid CPF or CNPJ. */
export function validateSocialSecurityNumber(value: string): SocialSecurityNumberError | null {
  if (value.trim() === '') return 'empty';
  return socialSecurityNumberKind(value) === null ? 'incorrect' : null;
}
