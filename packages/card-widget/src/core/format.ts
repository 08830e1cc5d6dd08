import { currencyDivisor } from '@datadeck/contracts/provider';

/** An amount in minor units as the shopper's locale writes it (SPEC §9 minor units). */
export const formatAmount = (value: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value / currencyDivisor(currency));
