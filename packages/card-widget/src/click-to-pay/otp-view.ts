import { CLICK_TO_PAY } from '@datadeck/contracts/provider';
import { h } from '../core/dom.ts';
import type { Translator } from '../core/i18n.ts';
import { ctpField, linkButton, primaryButton } from './form-field.ts';
import type { ResendPhase } from './resend.ts';

export interface OtpViewActions {
  onSubmit(code: string): void;
  onResend(): void;
  onLogout(): void;
}

export interface OtpView {
  root: HTMLElement;
  input: HTMLInputElement;
  setError(message: string | null): void;
  setBusy(busy: boolean): void;
  /** ACCT_INACCESSIBLE: nothing here can go on (SPEC §4); the shopper is sent to the card form. */
  lock(note: string): void;
  setResend(phase: ResendPhase): void;
}

/** OneTimePassword: the code the scheme sent, resend (with its cooldown) and "not you". */
export function otpView(t: Translator, channel: string, actions: OtpViewActions): OtpView {
  const submit = () => actions.onSubmit(field.input.value.trim());
  const field = ctpField(
    'clickToPayOtp',
    t.t('ctp.otp.label'),
    { type: 'text', autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: String(CLICK_TO_PAY.otpMaxLength) },
    submit,
  );
  const action = primaryButton(t.t('ctp.continue'), submit);
  const resend = linkButton(t.t('ctp.otp.resend'), actions.onResend);
  // The confirmation is announced; the countdown is not (it would speak every second).
  const confirmation = h('span', { class: 'dd-note', role: 'status' });
  const note = h('p', { class: 'dd-note', role: 'status' });
  let locked = false;
  const root = h(
    'div',
    { class: 'dd-ctp-step' },
    h('p', { class: 'dd-note' }, t.t('ctp.otp.subtitle', { channel })),
    field.root,
    h('div', { class: 'dd-ctp-actions' }, resend, confirmation),
    action.button,
    note,
    linkButton(t.t('ctp.logout'), actions.onLogout),
  );
  return {
    root,
    input: field.input,
    setError: field.setError,
    setBusy(busy) {
      action.button.disabled = busy || locked;
      action.setBusy(busy);
    },
    lock(text) {
      locked = true;
      action.button.disabled = true;
      resend.disabled = true;
      field.input.disabled = true;
      note.textContent = text;
    },
    setResend(phase) {
      resend.hidden = phase.kind === 'confirming';
      resend.disabled = locked || phase.kind !== 'available';
      resend.textContent =
        phase.kind === 'cooldown'
          ? t.t('ctp.otp.resendIn', { seconds: String(phase.secondsLeft) })
          : t.t('ctp.otp.resend');
      confirmation.textContent = phase.kind === 'confirming' ? t.t('ctp.otp.resent') : '';
    },
  };
}
