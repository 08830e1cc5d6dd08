/**
 * The sandbox's issuer table: which brands a BIN (the first 6–8 digits) belongs to, and their
 * rules. Longest prefix wins; BINs not listed fall back to the widget's prefix tables.
 */
import type { FundingSource } from '@datadeck/contracts/provider';

export type Policy = 'required' | 'optional' | 'hidden';

export interface BinBrand {
  brand: string;
  paymentMethodVariant: string;
  panLength: number;
  cvcPolicy: Policy;
  expiryDatePolicy: Policy;
}

export interface BinEntry {
  prefix: string;
  /** Lead brand first; two entries make a dual-brand card. */
  brands: readonly BinBrand[];
  issuingCountryCode: string;
  /** Credit unless said otherwise: the issuers of this table are credit-card issuers. */
  fundingSource?: FundingSource;
}

const visa = (variant = 'visa'): BinBrand => ({
  brand: 'visa',
  paymentMethodVariant: variant,
  panLength: 16,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
});
const mc = (variant = 'mccredit'): BinBrand => ({
  brand: 'mc',
  paymentMethodVariant: variant,
  panLength: 16,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
});
const amex: BinBrand = {
  brand: 'amex',
  paymentMethodVariant: 'amex',
  panLength: 15,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
};
const elo: BinBrand = {
  brand: 'elo',
  paymentMethodVariant: 'elo',
  panLength: 16,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
};
const hipercard: BinBrand = {
  brand: 'hipercard',
  paymentMethodVariant: 'hipercard',
  panLength: 16,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
};

export const BIN_TABLE: readonly BinEntry[] = [
  // Test cards (src/cards/test-cards.ts).
  { prefix: '411111', brands: [visa()], issuingCountryCode: 'US' },
  { prefix: '400000', brands: [visa()], issuingCountryCode: 'US' },
  { prefix: '555555', brands: [mc()], issuingCountryCode: 'US' },
  { prefix: '545454', brands: [mc()], issuingCountryCode: 'GB' },
  { prefix: '222300', brands: [mc()], issuingCountryCode: 'NL' },
  { prefix: '378282', brands: [amex], issuingCountryCode: 'US' },
  { prefix: '371449', brands: [amex], issuingCountryCode: 'US' },
  // Debit cards: binLookup answers fundingSource DEBIT, so the widget offers no installments.
  { prefix: '440000', brands: [visa('visadebit')], issuingCountryCode: 'US', fundingSource: 'DEBIT' },
  { prefix: '520082', brands: [mc('mcdebit')], issuingCountryCode: 'US', fundingSource: 'DEBIT' },
  // Dual-brand cards: a local scheme next to a global one.
  {
    prefix: '40355010',
    brands: [
      visa(),
      {
        brand: 'cartebancaire',
        paymentMethodVariant: 'cartebancaire',
        panLength: 16,
        cvcPolicy: 'required',
        expiryDatePolicy: 'required',
      },
    ],
    issuingCountryCode: 'FR',
  },
  {
    prefix: '45710000',
    brands: [
      visa('visadankort'),
      {
        brand: 'dankort',
        paymentMethodVariant: 'dankort',
        panLength: 16,
        cvcPolicy: 'required',
        expiryDatePolicy: 'required',
      },
    ],
    issuingCountryCode: 'DK',
  },
  {
    prefix: '67034444',
    brands: [
      { brand: 'bcmc', paymentMethodVariant: 'bcmc', panLength: 17, cvcPolicy: 'hidden', expiryDatePolicy: 'required' },
      {
        brand: 'maestro',
        paymentMethodVariant: 'maestro',
        panLength: 17,
        cvcPolicy: 'optional',
        expiryDatePolicy: 'required',
      },
    ],
    issuingCountryCode: 'BE',
  },
  // Brazilian cards: the shopper's CPF/CNPJ is asked for (local schemes and global brands alike).
  { prefix: '506699', brands: [elo], issuingCountryCode: 'BR' },
  { prefix: '636368', brands: [elo], issuingCountryCode: 'BR' },
  { prefix: '606282', brands: [hipercard], issuingCountryCode: 'BR' },
  { prefix: '498401', brands: [visa()], issuingCountryCode: 'BR' },
  { prefix: '523421', brands: [mc()], issuingCountryCode: 'BR' },
  // Korean cards: a merchant with KCP authentication asks for the tax number and card password.
  { prefix: '465931', brands: [visa()], issuingCountryCode: 'KR' },
  { prefix: '536648', brands: [mc()], issuingCountryCode: 'KR' },
];

/** Brazilian issuers require the shopper's social security number (CPF/CNPJ) with the payment. */
export const needsSocialSecurityNumber = (entry: BinEntry): boolean => entry.issuingCountryCode === 'BR';

/** The table entry with the longest prefix of `digits`, or null. */
export function findBin(digits: string): BinEntry | null {
  let best: BinEntry | null = null;
  for (const entry of BIN_TABLE) {
    if (digits.startsWith(entry.prefix) && (best === null || entry.prefix.length > best.prefix.length)) best = entry;
  }
  return best;
}
