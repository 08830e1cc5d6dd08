import type { Amount } from '@datadeck/contracts/provider-api';
import { h } from '../core/dom.ts';
import { formatAmount } from '../core/format.ts';
import type { Translator } from '../core/i18n.ts';
import type { ComponentStatus } from '../types.ts';

/** SPEC §9: amount 0 saves the card ('Confirm preauthorization'); otherwise 'Pay' and the amount. */
export function payButtonLabel(t: Translator, amount: Amount | undefined): string {
  if (!amount) return t.t('payButton');
  if (amount.value === 0) return t.t('confirmPreauthorization');
  return t.t('payButton.withAmount', { amount: formatAmount(amount.value, amount.currency, t.locale) });
}

export interface PayButton {
  button: HTMLButtonElement;
  /** loading: a spinner, disabled; success: the completed label, disabled; ready: the pay label. */
  show(status: ComponentStatus): void;
}

export function createPayButton(labels: { pay: string; completed: string }, onClick: () => void): PayButton {
  const text = h('span', {}, labels.pay);
  const spinner = h('span', { class: 'dd-spinner', 'aria-hidden': 'true' });
  const tick = h('span', { class: 'dd-tick', 'aria-hidden': 'true' });
  const button = h('button', { type: 'button', class: 'dd-pay' }, text);
  button.addEventListener('click', onClick);
  return {
    button,
    show(status) {
      // Disabled while completed too: a second click would pay the same card again.
      button.disabled = status !== 'ready';
      button.setAttribute('aria-busy', String(status === 'loading'));
      button.classList.toggle('dd-pay--completed', status === 'success');
      text.textContent = status === 'success' ? labels.completed : labels.pay;
      if (status === 'loading') button.prepend(spinner);
      else spinner.remove();
      if (status === 'success') button.prepend(tick);
      else tick.remove();
    },
  };
}
