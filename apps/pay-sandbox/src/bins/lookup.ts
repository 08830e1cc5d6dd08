import type { BinLookupRequest, BinLookupResponse } from '@datadeck/contracts/provider-api';
import type { FundingSource } from '@datadeck/contracts/provider';
import { findBin, needsSocialSecurityNumber, type BinBrand, type BinEntry, type Policy } from './bin-table.ts';

type Validation = typeof import('@datadeck/card-widget/validation');
let validation: Promise<Validation> | null = null;
/** Loaded on first use: the widget's rules are only the fallback for BINs the table lacks. */
const widgetValidation = (): Promise<Validation> => (validation ??= import('@datadeck/card-widget/validation'));

const asPolicy = (value: unknown): Policy => (value === 'optional' || value === 'hidden' ? value : 'required');

/** Brands of a BIN the table does not list, by the widget's prefix rules (no country known). */
async function detectedBrands(bin: string): Promise<BinBrand[]> {
  let rules: Validation;
  try {
    rules = await widgetValidation();
  } catch {
    // Without the widget's tables the answer is "no brand known": the host keeps its own guess.
    validation = null;
    return [];
  }
  const { detectBrands, brandRule } = rules;
  return detectBrands(bin).map((brand) => {
    const rule = brandRule(brand);
    const lengths: readonly number[] = rule?.lengths ?? [];
    return {
      brand,
      paymentMethodVariant: brand,
      // One possible length is a promise; several (maestro 12–19) are not.
      panLength: lengths.length === 1 ? (lengths[0] ?? 0) : 0,
      cvcPolicy: asPolicy(rule?.securityCodePolicy),
      expiryDatePolicy: asPolicy(rule?.expiryDatePolicy),
    };
  });
}

/** Brands of the BIN (already decrypted), each marked supported when the merchant accepts it. */
export async function lookUpBin(
  bin: string,
  request: Pick<BinLookupRequest, 'supportedBrands' | 'requestId'>,
): Promise<BinLookupResponse> {
  const entry = findBin(bin);
  const brands = entry?.brands ?? (await detectedBrands(bin));
  return {
    requestId: request.requestId,
    brands: brands.map((b) => ({
      brand: b.brand,
      supported: request.supportedBrands.includes(b.brand),
      paymentMethodVariant: b.paymentMethodVariant,
      ...(b.panLength > 0 ? { panLength: b.panLength } : {}),
      cvcPolicy: b.cvcPolicy,
      expiryDatePolicy: b.expiryDatePolicy,
    })),
    ...(entry === null ? {} : { issuingCountryCode: entry.issuingCountryCode }),
    showSocialSecurityNumber: entry !== null && needsSocialSecurityNumber(entry),
    // Known only for the table's BINs; the prefix rules say nothing about the funding.
    ...(entry === null ? {} : { fundingSource: fundingOf(entry) }),
  };
}

const fundingOf = (entry: BinEntry): FundingSource => entry.fundingSource ?? 'CREDIT';

/** The card's funding source by its BIN; null for a BIN the issuer table does not list. */
export function fundingOfCard(number: string): FundingSource | null {
  const entry = findBin(number.slice(0, 8));
  return entry === null ? null : fundingOf(entry);
}

/** The card's brand for a payment: the one the shopper chose when the card has it, else the lead. */
export async function brandOfCard(number: string, chosen: string | undefined): Promise<string> {
  const entry = findBin(number.slice(0, 8));
  const brands =
    entry === null ? (await detectedBrands(number.slice(0, 8))).map((b) => b.brand) : entry.brands.map((b) => b.brand);
  if (chosen !== undefined && brands.includes(chosen)) return chosen;
  return brands[0] ?? chosen ?? 'card';
}
