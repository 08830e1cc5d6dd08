/** Catalogue prices are in US dollars whatever the reader's locale; the locale only shapes the digits. */
const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return number.format(value);
}
