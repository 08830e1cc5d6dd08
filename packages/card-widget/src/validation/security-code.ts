/**
 * Security code (SPEC §8 cc.cvc.920/921) and Korean card password (kcp.pwd.940/941) rules; a code
 * the shopper has not finished typing is err.gen.9100, incomplete.
 */
import { CARD_ERRORS, type CardErrorCode, type FieldPolicy } from '@datadeck/contracts/provider';

/**
 * The code's error, or null. A hidden code is never asked for, so nothing is wrong with it; an
 * optional one may stay empty but, once typed, must have the brand's length. A short code is
 * incomplete, and only once the shopper is done (`complete`: blur or validate); a code longer
 * than the brand's (the brand changed under it) or not digits is incorrect at once.
 */
export function validateSecurityCode(
  code: string,
  policy: FieldPolicy,
  length: 3 | 4,
  complete: boolean,
): CardErrorCode | null {
  if (policy === 'hidden') return null;
  if (code === '') return policy === 'required' ? CARD_ERRORS.securityCodeEmpty : null;
  if (!/^\d+$/.test(code) || code.length > length) return CARD_ERRORS.securityCodeIncorrect;
  return code.length < length && complete ? CARD_ERRORS.fieldIncomplete : null;
}

/** Korean cards: the first 2 digits of the card password; one digit is incomplete. */
export function validatePassword(value: string): CardErrorCode | null {
  if (value === '') return CARD_ERRORS.passwordEmpty;
  if (/^\d$/.test(value)) return CARD_ERRORS.fieldIncomplete;
  return /^\d{2}$/.test(value) ? null : CARD_ERRORS.passwordIncorrect;
}
