import { h } from '../core/dom.ts';
import { hostField } from '../card/host-field.ts';

export interface CtpField {
  root: HTMLElement;
  input: HTMLInputElement;
  setError(message: string | null): void;
}

/**
 * A labelled input of the Click to Pay steps, its error announced (aria-live) and named by the
 * input's aria-describedby; Enter submits (the steps are not `<form>`s, as the merchant's page may
 * already wrap the widget in one).
 */
export function ctpField(
  name: string,
  label: string,
  attributes: Record<string, string>,
  onEnter: () => void,
): CtpField {
  const input = h('input', attributes);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter();
  });
  const field = hostField(name, label, input, { liveError: true });
  return {
    root: field.root,
    input,
    setError: (message) => field.setError(message === null ? null : { code: name, message }),
  };
}

/** A secondary action that reads as a link (resend, log out, manual entry). */
export const linkButton = (text: string, onClick: () => void): HTMLButtonElement => {
  const button = h('button', { type: 'button', class: 'dd-ctp-link' }, text);
  button.addEventListener('click', onClick);
  return button;
};

/** The main action of a step (Continue, Pay with Click to Pay), with a spinner while busy. */
export function primaryButton(
  text: string,
  onClick: () => void,
): { button: HTMLButtonElement; setBusy(busy: boolean): void } {
  const spinner = h('span', { class: 'dd-spinner', 'aria-hidden': 'true' });
  const button = h('button', { type: 'button', class: 'dd-pay' }, h('span', {}, text));
  button.addEventListener('click', onClick);
  return {
    button,
    setBusy(busy) {
      button.setAttribute('aria-busy', String(busy));
      if (busy) button.prepend(spinner);
      else spinner.remove();
    },
  };
}
