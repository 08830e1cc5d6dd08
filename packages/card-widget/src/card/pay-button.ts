import type { Amount } from '@datadeck/contracts/provider-api';
import { h } from '../core/dom.ts';
import { formatAmount } from '../core/format.ts';
import type { Translator } from '../core/i18n.ts';

/** SPEC §9: amount 0 saves the card ('Confirm preauthorization'); otherwise 'Pay' and the amount. */
export function payButtonLabel(t: Translator, amount: Amount | undefined): string {
  if (!amount) return t.t('payButton');
  if (amount.value === 0) return t.t('confirmPreauthorization');
  return t.t('payButton.withAmount', { amount: formatAmount(amount.value, amount.currency, t.locale) });
}

export function createPayButton(
  label: string,
  onClick: () => void,
): { button: HTMLButtonElement; setLoading(loading: boolean): void } {
  const text = h('span', {}, label);
  const spinner = h('span', { class: 'dd-spinner', 'aria-hidden': 'true' });
  const button = h('button', { type: 'button', class: 'dd-pay' }, text);
  button.addEventListener('click', onClick);
  return {
    button,
    setLoading(loading) {
      button.disabled = loading;
      button.setAttribute('aria-busy', String(loading));
      if (loading) button.prepend(spinner);
      else spinner.remove();
    },
  };
}
