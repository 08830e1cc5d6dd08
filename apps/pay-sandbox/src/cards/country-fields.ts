/**
 * The provider's check of the country-specific card fields (SPEC §5), with the widget's own rules
 * (`@datadeck/card-widget/validation`), so the widget and the provider cannot disagree:
 * - Korean cards (KCP): the tax number and the encrypted first 2 digits of the card password;
 * - Brazilian cards: the shopper's social security number (CPF or CNPJ, check digits included).
 * The issuer table decides which card is which (bins/bin-table.ts). Refusals are 422s naming the
 * field, like the card's own fields; they never quote a value.
 */
import { KCP } from '@datadeck/contracts/provider';
import type { CardPaymentMethod } from '@datadeck/contracts/provider-api';
import { validatePassword, validateSocialSecurityNumber, validateTaxNumber } from '@datadeck/card-widget/validation';
import { findBin, needsSocialSecurityNumber } from '../bins/bin-table.ts';
import { decryptField } from '../crypto/decrypt.ts';
import type { ProviderKeys } from '../crypto/keys.ts';
import { validationError } from '../http/errors.ts';

const entryOf = (number: string) => findBin(number.slice(0, 8));

/**
 * A Korean card needs `taxNumber` (6 to 10 digits) and `encryptedPassword` (2 digits, decrypted
 * like the card's fields); another card must carry neither (the widget shows them for Korean
 * cards only, so they would be another card's).
 */
export async function checkKoreanAuthentication(
  keys: ProviderKeys,
  number: string,
  method: Pick<CardPaymentMethod, 'taxNumber' | 'encryptedPassword'>,
): Promise<void> {
  const { taxNumber, encryptedPassword } = method;
  if (entryOf(number)?.issuingCountryCode !== KCP.issuingCountryCode) {
    if (taxNumber !== undefined || encryptedPassword !== undefined)
      throw validationError(
        'validation.kcp',
        'paymentMethod.taxNumber, paymentMethod.encryptedPassword: only for Korean (KCP) cards',
      );
    return;
  }
  if (taxNumber === undefined)
    throw validationError('validation.taxNumber', 'paymentMethod.taxNumber: required for a Korean (KCP) card');
  if (validateTaxNumber(taxNumber) !== null)
    throw validationError(
      'validation.taxNumber',
      `paymentMethod.taxNumber: must be ${KCP.taxNumberMinLength} to ${KCP.taxNumberMaxLength} digits (birth date YYMMDD or business registration number)`,
    );
  if (encryptedPassword === undefined)
    throw validationError('validation.password', 'paymentMethod.encryptedPassword: required for a Korean (KCP) card');
  const password = await decryptField(keys, encryptedPassword, 'password', 'validation.password');
  if (validatePassword(password) !== null)
    throw validationError(
      'validation.password',
      `paymentMethod.encryptedPassword: must be the first ${KCP.passwordLength} digits of the card password`,
    );
}

/**
 * A Brazilian card needs the shopper's CPF or CNPJ; one that is sent (the widget's `show` mode
 * sends it for any card) must be a valid one.
 */
export function checkSocialSecurityNumber(number: string, socialSecurityNumber: string | undefined): void {
  const entry = entryOf(number);
  if (socialSecurityNumber === undefined) {
    if (entry !== null && needsSocialSecurityNumber(entry))
      throw validationError(
        'validation.socialSecurityNumber',
        'socialSecurityNumber: required for a Brazilian card (CPF or CNPJ)',
      );
    return;
  }
  if (validateSocialSecurityNumber(socialSecurityNumber) !== null)
    throw validationError(
      'validation.socialSecurityNumber',
      'socialSecurityNumber: not a valid CPF (000.000.000-00) or CNPJ (00.000.000/0000-00)',
    );
}
