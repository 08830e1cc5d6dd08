import { CLICK_TO_PAY } from '@datadeck/contracts/provider';
import { h } from '../core/dom.ts';
import type { Translator } from '../core/i18n.ts';
import { ctpField, primaryButton } from './form-field.ts';

/** Good enough to send to a scheme: something@domain.tld, no blanks (the scheme has the last word). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string): boolean =>
  value.length <= CLICK_TO_PAY.emailMaxLength && EMAIL.test(value);

export interface LoginView {
  root: HTMLElement;
  input: HTMLInputElement;
  setError(message: string | null): void;
  setBusy(busy: boolean): void;
}

/** Login: the shopper's Click to Pay e-mail address (SPEC §4); Continue looks it up at the schemes. */
export function loginView(t: Translator, email: string, onSubmit: (email: string) => void): LoginView {
  const submit = () => onSubmit(field.input.value.trim());
  const field = ctpField(
    'clickToPayEmail',
    t.t('ctp.login.email'),
    { type: 'email', autocomplete: 'email', inputmode: 'email', maxlength: String(CLICK_TO_PAY.emailMaxLength) },
    submit,
  );
  field.input.value = email;
  const action = primaryButton(t.t('ctp.continue'), submit);
  const root = h(
    'div',
    { class: 'dd-ctp-step' },
    h('p', { class: 'dd-note' }, t.t('ctp.login.subtitle')),
    field.root,
    action.button,
  );
  return {
    root,
    input: field.input,
    setError: field.setError,
    setBusy(busy) {
      action.button.disabled = busy;
      action.setBusy(busy);
    },
  };
}
