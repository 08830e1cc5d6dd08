import type { HostMessages } from '@datadeck/contracts/provider';
import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { brandRule } from '../validation/index.ts';

/** What the host decides about the brand; the security-code placeholder follows from it when sent. */
export type BrandChoice = Omit<HostMessages['brand'], 'securityCodePlaceholder'>;

export const NO_BRAND: BrandChoice = {
  brand: null,
  panLength: null,
  supported: true,
  securityCodePolicy: 'required',
  expiryDatePolicy: 'required',
};

/** Without a binLookup answer, the iframe's prefix detection and the brand table decide. */
export function choiceFromDetected(detected: readonly string[], accepted: readonly string[]): BrandChoice {
  const brand = detected[0] ?? null;
  const rule = brand ? brandRule(brand) : undefined;
  return {
    brand,
    panLength: null,
    supported: brand === null || accepted.includes(brand),
    securityCodePolicy: rule?.securityCodePolicy ?? 'required',
    expiryDatePolicy: rule?.expiryDatePolicy ?? 'required',
  };
}

/** A brand of the binLookup answer: its pan length and policies, supported only if the merchant accepts it too. */
export function choiceFromLookup(entry: BinLookupResponse['brands'][number], accepted: readonly string[]): BrandChoice {
  return {
    brand: entry.brand,
    panLength: entry.panLength ?? null,
    supported: entry.supported && accepted.includes(entry.brand),
    securityCodePolicy: entry.cvcPolicy,
    expiryDatePolicy: entry.expiryDatePolicy,
  };
}

export const sameChoice = (a: BrandChoice, b: BrandChoice): boolean =>
  (Object.keys(a) as Array<keyof BrandChoice>).every((key) => a[key] === b[key]);

/**
 * Whether the security code has 4 digits: the brand's rule (amex); before a brand is known, only
 * when every accepted brand has a 4-digit code.
 */
export function fourDigitSecurityCode(brand: string | null, accepted: readonly string[]): boolean {
  if (brand !== null) return brandRule(brand)?.securityCodeLength === 4;
  return accepted.length > 0 && accepted.every((candidate) => brandRule(candidate)?.securityCodeLength === 4);
}
