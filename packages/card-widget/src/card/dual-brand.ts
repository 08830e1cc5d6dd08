import { h, uid } from '../core/dom.ts';
import type { Translator } from '../core/i18n.ts';

/** Names shown beside the number field; unknown brands show their code. */
const BRAND_NAMES: Record<string, string> = {
  mc: 'Mastercard',
  visa: 'Visa',
  amex: 'American Express',
  cartebancaire: 'Carte Bancaire',
  bcmc: 'Bancontact',
  dankort: 'Dankort',
  maestro: 'Maestro',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  cup: 'UnionPay',
};
export const brandName = (brand: string): string => BRAND_NAMES[brand] ?? brand.toUpperCase();

/** The same brands in the same order (two binLookup answers offering the same choice). */
export const sameBrands = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((brand, index) => brand === b[index]);

/**
 * SPEC §4 dual brand: the shopper chooses by radio (native radios: arrow keys, tab, labels);
 * `selected` is checked: the first brand (local or lead, as ordered by orderDualBrands) unless
 * the shopper already chose another of the same brands.
 */
export function renderDualBrand(
  t: Translator,
  brands: string[],
  onChoose: (brand: string) => void,
  selected: string | undefined = brands[0],
): HTMLFieldSetElement {
  const name = uid('brand');
  const fieldset = h(
    'fieldset',
    { class: 'dd-dual-brand' },
    h('legend', { class: 'dd-legend' }, t.t('creditCard.dualBrand.title')),
  );
  brands.forEach((brand) => {
    const input = h('input', { type: 'radio', name, value: brand, checked: brand === selected });
    input.addEventListener('change', () => onChoose(brand));
    fieldset.append(h('label', { class: 'dd-radio' }, input, brandName(brand)));
  });
  return fieldset;
}
