import { INSTALLMENT_LIMITS, type FundingSource } from '@datadeck/contracts/provider';
import { formatAmount } from '../../core/format.ts';
import type { Translator } from '../../core/i18n.ts';
import type { Amount, CardState, InstallmentOptions } from '../../types.ts';

/** The installments a merchant offers for one brand (or for any brand, under `card`). */
export type InstallmentsConfig = InstallmentOptions[string];
export type InstallmentsData = NonNullable<CardState['data']['installments']>;
/** With a revolving plan the shopper picks one of three ways to pay (SPEC §9). */
export type InstallmentsMode = 'oneTime' | 'installments' | 'revolving';
export const INSTALLMENTS_MODES: readonly InstallmentsMode[] = ['oneTime', 'installments', 'revolving'];

/** The key of installmentOptions that applies to any brand. */
export const ANY_BRAND = 'card';

const payable = (value: number): boolean =>
  Number.isInteger(value) && value >= INSTALLMENT_LIMITS.minValue && value <= INSTALLMENT_LIMITS.maxValue;

/**
 * The configuration for the card's brand: the brand's own entry wins over `card`. Counts the
 * provider would refuse (not 1–99) are left out; nothing left means no installments.
 */
export function installmentsConfigFor(
  options: InstallmentOptions | undefined,
  brand: string | null,
): InstallmentsConfig | null {
  if (!options) return null;
  const own = brand !== null && Object.hasOwn(options, brand) ? options[brand] : undefined;
  const config = own ?? (Object.hasOwn(options, ANY_BRAND) ? options[ANY_BRAND] : undefined);
  const values = config?.values.filter(payable) ?? [];
  return config && values.length > 0 ? { ...config, values } : null;
}

/** SPEC §9: a zero amount and a debit card get no installments. */
export function installmentsShown(
  config: InstallmentsConfig | null,
  amount: Amount | undefined,
  fundingSource: FundingSource | null,
): config is InstallmentsConfig {
  return config !== null && amount?.value !== 0 && fundingSource !== 'DEBIT';
}

/** A plan list with 'revolving' turns the select into one-time / installments / revolving. */
export const offersRevolving = (config: InstallmentsConfig): boolean => config.plans?.includes('revolving') === true;

/**
 * The counts of the select. Under the "installments" choice of the revolving layout a count of 1
 * would be the one-time payment again, so it is left out there (unless it is all there is).
 */
export function selectableValues(config: InstallmentsConfig): number[] {
  if (!offersRevolving(config)) return config.values;
  const several = config.values.filter((value) => value > 1);
  return several.length > 0 ? several : config.values;
}

/** The count selected at first: the merchant's preselected one when offered, else the first. */
export function initialValue(config: InstallmentsConfig): number {
  const values = selectableValues(config);
  const preselected = config.preselectedValue;
  return preselected !== undefined && values.includes(preselected) ? preselected : (values[0] ?? 1);
}

/** What goes with the payment as `installments`. */
export function installmentsData(config: InstallmentsConfig, mode: InstallmentsMode, value: number): InstallmentsData {
  if (!offersRevolving(config)) return { value };
  if (mode === 'oneTime') return { value: 1 };
  if (mode === 'revolving') return { value: 1, plan: 'revolving' };
  return { value, plan: 'regular' };
}

/** The amount of one installment, in minor units (rounded to the nearest unit). */
export const partialAmount = (amount: Amount, times: number): Amount => ({
  currency: amount.currency,
  value: Math.round(amount.value / times),
});

/** An option of the select: '3x' or, with showInstallmentAmounts and an amount, '3x $33.33'. */
export function optionText(t: Translator, times: number, amount: Amount | undefined, showAmounts: boolean): string {
  if (!showAmounts || !amount) return t.t('installments.count', { times: String(times) });
  const part = partialAmount(amount, times);
  return t.t('installments.countWithAmount', {
    times: String(times),
    partialValue: formatAmount(part.value, part.currency, t.locale),
  });
}
