/**
 * Card brands by number prefix (SPEC §5 "Card library: brand detection by number prefix and
 * length"). The sandbox's binLookup and the secured-field iframes read the same table, so the
 * host, the iframe and the provider agree on a brand.
 */
import type { FieldPolicy } from '@datadeck/contracts/provider';
import { digitsOnly } from './digits.ts';

export interface BrandRule {
  brand: string;
  /** Prefix test on the digits; the length of the match ranks overlapping brands. */
  pattern: RegExp;
  /** Permitted number lengths, ascending. */
  lengths: number[];
  securityCodeLength: 3 | 4;
  securityCodePolicy: FieldPolicy;
  expiryDatePolicy: FieldPolicy;
  /** Digit groups for display, e.g. [4, 6, 5] for amex. */
  groups: number[];
}

export const DEFAULT_GROUPS: readonly number[] = [4, 4, 4, 4, 3];
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const rule = (brand: string, pattern: RegExp, lengths: number[], extra: Partial<BrandRule> = {}): BrandRule => ({
  brand,
  pattern,
  lengths,
  securityCodeLength: 3,
  securityCodePolicy: 'required',
  expiryDatePolicy: 'required',
  groups: [...DEFAULT_GROUPS],
  ...extra,
});

/**
 * Global brands first (their order breaks ties between equally long prefixes), then the local
 * and co-badged ones. Local brands (cartebancaire, dankort, bcmc) share BIN ranges with visa,
 * mc or maestro; the sandbox knows only the few BINs of the public test cards for them.
 */
export const BRAND_RULES: readonly BrandRule[] = [
  rule('visa', /^4/, [13, 16, 19]),
  // 2-series: 2221–2720.
  rule('mc', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, [16]),
  rule('amex', /^3[47]/, [15], { securityCodeLength: 4, groups: [4, 6, 5] }),
  rule('discover', /^(6011|64[4-9]|65)/, range(16, 19)),
  rule('diners', /^(30[0-5]|3095|3[689])/, [14, ...range(16, 19)], { groups: [4, 6, 9] }),
  rule('jcb', /^35(2[89]|[3-8]\d)/, range(16, 19)),
  rule('cup', /^(62|81)/, range(14, 19)),
  rule('mir', /^220[0-4]/, range(16, 19)),
  // Maestro cards may have no security code and (rarely) no expiry date.
  rule('maestro', /^(50|5[6-8]|6304|6390|67)/, range(12, 19), { securityCodePolicy: 'optional' }),
  rule(
    'elo',
    /^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506699|5067[0-7]\d|509\d\d\d|627780|636297|636368|650(0[3-5]\d|4[0-9]\d|5[0-3]\d|9[0-9]\d))/,
    [16],
  ),
  rule('hipercard', /^(606282|3841)/, [16, 19]),
  // Bancontact cards carry an expiry date but no security code.
  rule('bcmc', /^(6703|479658|606005)/, range(16, 19), { securityCodePolicy: 'hidden' }),
  rule('cartebancaire', /^(403550|436000|497010)/, [16]),
  rule('dankort', /^(5019|4571)/, [16]),
];

/** SPEC §9 dual-brand: a local brand wins over a global one. */
export const LOCAL_BRANDS: readonly string[] = ['cartebancaire', 'bcmc', 'dankort'];

export function brandRule(brand: string): BrandRule | undefined {
  return BRAND_RULES.find((candidate) => candidate.brand === brand);
}

/**
 * Brands whose prefix matches the number's digits, most specific (longest matched prefix)
 * first, so 4035 50… gives cartebancaire before visa and 6703… bcmc before maestro; equally
 * specific brands keep the table's order (lead brands first). [] when none matches.
 */
export function detectBrands(number: string): string[] {
  const digits = digitsOnly(number);
  if (digits === '') return [];
  // Insertion keeps ties in the table's order (and avoids Array#toSorted, newer than the
  // secured fields' es2020 target).
  const matches: { brand: string; specificity: number }[] = [];
  for (const candidate of BRAND_RULES) {
    const specificity = candidate.pattern.exec(digits)?.[0].length;
    if (specificity === undefined) continue;
    const before = matches.findIndex((match) => match.specificity < specificity);
    matches.splice(before === -1 ? matches.length : before, 0, { brand: candidate.brand, specificity });
  }
  return matches.map((match) => match.brand);
}
