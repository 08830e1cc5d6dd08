import { CARD_ERRORS, type HostMessages, type SecuredFieldType } from '@datadeck/contracts/provider';
import { h, uid } from '../core/dom.ts';
import type { Translator } from '../core/i18n.ts';

/** The host's frame around one secured field: a visible label, the iframe's slot, its error. */
export interface SecuredView {
  root: HTMLElement;
  label: HTMLElement;
  frame: HTMLElement;
  error: HTMLElement;
}

/** An iframe cannot be the target of a `<label>`: clicking the visible label asks the field to take the focus. */
export function securedView(type: SecuredFieldType, text: string, focusField: () => void): SecuredView {
  const id = uid(type);
  const label = h('span', { class: 'dd-label', id: `${id}-label` }, text);
  label.addEventListener('click', focusField);
  const frame = h('div', { class: 'dd-frame' });
  const error = h('span', { class: 'dd-error', id: `${id}-error` });
  return {
    root: h('div', { class: 'dd-field dd-field--secured', 'data-field': type }, label, frame, error),
    label,
    frame,
    error,
  };
}

export interface FieldConfigurationInput {
  placeholder: string;
  ariaLabel: string;
  supportedBrands: string[];
  minimumExpiryDate: string | null;
  t: Translator | undefined;
  /** The widget's root: the iframe input takes the theme's custom properties from it. */
  themed: HTMLElement | undefined;
}

/** The `configure` message of a field: texts in the page's locale and the theme (colours, font), nothing else. */
export function fieldConfiguration(input: FieldConfigurationInput): HostMessages['configure'] {
  const css = input.themed ? getComputedStyle(input.themed) : null;
  const variable = (name: string, fallback: string) => css?.getPropertyValue(name).trim() || fallback;
  return {
    placeholder: input.placeholder,
    ariaLabel: input.ariaLabel,
    supportedBrands: input.supportedBrands,
    minimumExpiryDate: input.minimumExpiryDate,
    errorTexts: Object.fromEntries(Object.values(CARD_ERRORS).map((code) => [code, input.t?.t(code) ?? code])),
    style: {
      color: variable('--dd-text', '#1a1a1a'),
      fontFamily: variable('--dd-font', 'system-ui, sans-serif'),
      fontSize: variable('--dd-font-size', '16px'),
      placeholderColor: variable('--dd-placeholder', '#6b6b6b'),
      errorColor: variable('--dd-error', '#b3261e'),
    },
  };
}
