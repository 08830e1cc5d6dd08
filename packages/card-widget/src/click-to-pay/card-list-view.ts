import { h, uid } from '../core/dom.ts';
import type { Translator } from '../core/i18n.ts';
import { brandName } from '../card/dual-brand.ts';
import type { ClickToPayCard } from './cards.ts';
import { linkButton, primaryButton } from './form-field.ts';

export interface CardListActions {
  onPay(card: ClickToPayCard): void;
  onLogout(): void;
}

export interface CardListView {
  root: HTMLElement;
  /** The first control: where the focus goes when the list appears. */
  first: HTMLElement;
  setError(message: string | null): void;
  setBusy(busy: boolean): void;
}

/**
 * Ready: the profile's cards in SPEC §4 order as radios (expired ones shown, not choosable), the
 * first usable one chosen, and 'Pay with Click to Pay'. Below 768 px the card's name is the
 * brand's short name (styles.css, WIDGET_BREAKPOINTS.shortCardNamesPx).
 */
export function cardListView(t: Translator, cards: readonly ClickToPayCard[], actions: CardListActions): CardListView {
  const name = uid('ctp-card');
  let selected = cards.find((card) => !card.expired) ?? null;
  const radios = cards.map((card) => {
    const radio = h('input', { type: 'radio', name, value: card.srcDigitalCardId });
    radio.checked = card === selected;
    radio.disabled = card.expired;
    radio.addEventListener('change', () => {
      selected = card;
    });
    const details = [
      t.t('ctp.cards.ending', { lastFour: card.lastFour }),
      card.expired
        ? t.t('ctp.cards.expired')
        : t.t('ctp.cards.expires', { month: card.expiryMonth, year: card.expiryYear.slice(-2) }),
    ].join(', ');
    return h(
      'label',
      { class: `dd-ctp-card${card.expired ? ' dd-ctp-card--expired' : ''}` },
      radio,
      h('span', { class: 'dd-ctp-card__long' }, card.descriptorName),
      h('span', { class: 'dd-ctp-card__short' }, brandName(card.scheme)),
      h('span', { class: 'dd-ctp-card__details' }, details),
    );
  });
  const error = h('p', { class: 'dd-error', 'aria-live': 'polite' });
  const pay = primaryButton(t.t('ctp.pay'), () => {
    if (selected) actions.onPay(selected);
  });
  const list = h(
    'fieldset',
    { class: 'dd-ctp-cards' },
    h('legend', { class: 'dd-legend' }, t.t('ctp.cards.title')),
    ...radios,
  );
  const usable = selected !== null;
  const logout = linkButton(t.t('ctp.logout'), actions.onLogout);
  const root = h(
    'div',
    { class: 'dd-ctp-step' },
    list,
    usable ? pay.button : h('p', { class: 'dd-note' }, t.t('ctp.cards.none')),
    error,
    logout,
  );
  const firstRadio = radios.map((label) => label.querySelector('input')).find((radio) => radio && !radio.disabled);
  return {
    root,
    first: firstRadio ?? logout,
    setError(message) {
      error.textContent = message ?? '';
    },
    setBusy(busy) {
      pay.button.disabled = busy;
      pay.setBusy(busy);
    },
  };
}
