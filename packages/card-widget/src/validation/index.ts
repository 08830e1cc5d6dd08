/**
 * The card rules shared by the widget host and the secured-field iframes: plain functions and
 * data, no zod, so a page bundles only what it calls (10 KB gzip budget per secured field).
 */
export { BRAND_RULES, LOCAL_BRANDS, brandRule, detectBrands, type BrandRule } from './brands.ts';
export { caretAfterDigits, digitsOnly } from './digits.ts';
export { isAutoFill } from './auto-fill.ts';
export { isLuhnValid } from '@datadeck/contracts/provider';
export {
  formatCardNumber,
  isCardNumberComplete,
  permittedLengths,
  validateCardNumber,
  type NumberCheck,
} from './card-number.ts';
export {
  EXPIRY_MAX_YEARS_AHEAD,
  formatExpiryDate,
  isExpiryDatePrefix,
  parseExpiryDate,
  validateExpiry,
  validateExpiryMonth,
  validateExpiryYear,
} from './expiry.ts';
export { validatePassword, validateSecurityCode } from './security-code.ts';
export { isPostalCodeValid, postalCodeRule, type PostalCodeRule } from './postal-code.ts';
export { stripDisallowedAddressCharacters } from './address.ts';
export { orderDualBrands, type LookupBrand } from './dual-brand.ts';
export {
  formatTaxNumber,
  isBusinessRegistrationNumber,
  validateTaxNumber,
  type TaxNumberError,
} from './tax-number.ts';
export {
  formatSocialSecurityNumber,
  isValidCnpj,
  isValidCpf,
  socialSecurityNumberKind,
  validateSocialSecurityNumber,
  type SocialSecurityNumberError,
  type SocialSecurityNumberKind,
} from './social-security-number.ts';
