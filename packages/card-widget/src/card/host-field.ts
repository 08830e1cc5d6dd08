import { h, uid } from '../core/dom.ts';
import type { FieldError } from '../types.ts';

export interface HostField<C extends HTMLInputElement | HTMLSelectElement = HTMLInputElement | HTMLSelectElement> {
  root: HTMLElement;
  label: HTMLLabelElement;
  control: C;
  setError(error: FieldError | null): void;
}

/**
 * A host-side field (holder name, address): a real `<label>`, the control, and an error `<span>`
 * the control names in `aria-describedby`.
 */
export function hostField<C extends HTMLInputElement | HTMLSelectElement>(
  name: string,
  labelText: string,
  control: C,
  /** Announce the error as it changes (fields outside the card's own live region: Click to Pay's steps). */
  options: { liveError?: boolean } = {},
): HostField<C> {
  const id = uid(name);
  const errorId = `${id}-error`;
  control.id = id;
  control.name = name;
  control.setAttribute('aria-describedby', errorId);
  const label = h('label', { for: id, class: 'dd-label' }, labelText);
  const error = h('span', { id: errorId, class: 'dd-error', ...(options.liveError ? { 'aria-live': 'polite' } : {}) });
  const root = h('div', { class: 'dd-field', 'data-field': name }, label, control, error);
  return {
    root,
    label,
    control,
    setError(value) {
      error.textContent = value?.message ?? '';
      root.classList.toggle('dd-field--invalid', value !== null);
      if (value) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
  };
}
