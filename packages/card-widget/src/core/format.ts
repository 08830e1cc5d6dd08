import { currencyDivisor } from '@datadeck/contracts/provider';

/**
 * An amount in minor units as the shopper's locale writes it (SPEC §9 minor units). The decimals
 * follow the divisor, not Intl's own table: Intl gives MRO none, where SPEC §9 divides it by 10.
 */
export function formatAmount(value: number, currency: string, locale: string): string {
  const divisor = currencyDivisor(currency);
  const digits = Math.round(Math.log10(divisor));
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value / divisor);
}
