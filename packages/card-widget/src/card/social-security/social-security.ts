import { ANALYTICS_VALIDATION_CODES, SOCIAL_SECURITY_NUMBER } from '@datadeck/contracts/provider';
import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { h } from '../../core/dom.ts';
import type { FieldError } from '../../types.ts';
import { formatSocialSecurityNumber, validateSocialSecurityNumber } from '../../validation/index.ts';
import type { CardExtension, ExtensionContext, ExtensionData, ExtensionFactory } from '../extension.ts';
import { hostField, type HostField } from '../host-field.ts';
import { reformatInput } from '../reformat-input.ts';

export type SocialSecurityNumberMode = 'auto' | 'show' | 'hide';

const ERROR_KEYS = { empty: 'socialSecurityNumber.empty', incorrect: 'socialSecurityNumber.invalid' } as const;

/**
 * The Brazilian social security number (SPEC §5): a CPF or CNPJ, formatted as typed. Shown always
 * in `show` mode, in `auto` mode (the default) while binLookup says the card needs it; required
 * while shown. Its error shows once the shopper has left the field (or on submit), and goes away
 * as soon as the number is right; each shown error is analytics code 926 ("another field").
 */
export class SocialSecurityNumberPart implements CardExtension {
  readonly root: HTMLElement;
  readonly placement = 'after';
  private readonly field: HostField<HTMLInputElement>;
  private readonly live: HTMLElement;
  private shown: boolean;
  private touched = false;
  private shownError: FieldError | null = null;

  constructor(
    private readonly context: ExtensionContext,
    private readonly mode: SocialSecurityNumberMode,
  ) {
    const { t } = context;
    const input = h('input', {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      maxlength: String(SOCIAL_SECURITY_NUMBER.maxLength),
      placeholder: t.t('socialSecurityNumber.placeholder'),
    });
    this.field = hostField('socialSecurityNumber', t.t('socialSecurityNumber'), input);
    this.live = h('div', { class: 'dd-visually-hidden', 'aria-live': 'polite' });
    this.root = h('div', { class: 'dd-ssn' }, this.field.root, this.live);
    this.shown = mode === 'show';
    this.root.hidden = !this.shown;
    input.addEventListener('input', () => {
      reformatInput(input, formatSocialSecurityNumber);
      if (this.touched) this.refresh();
      context.changed();
    });
    input.addEventListener('blur', () => {
      // Like the holder name and the address: leaving the field shows its error, empty included.
      this.touched = true;
      this.refresh();
      context.changed();
    });
  }

  get value(): string {
    return this.field.control.value.trim();
  }

  /** The error the value has now, shown or not; none while the field is hidden. */
  get error(): FieldError | null {
    if (!this.shown) return null;
    const kind = validateSocialSecurityNumber(this.value);
    return kind === null ? null : { code: ERROR_KEYS[kind], message: this.context.t.t(ERROR_KEYS[kind]) };
  }

  get isValid(): boolean {
    return this.error === null;
  }

  get errors(): { socialSecurityNumber: FieldError | null } {
    return { socialSecurityNumber: this.shownError };
  }

  data(): ExtensionData {
    return this.shown && this.value ? { request: { socialSecurityNumber: this.value } } : {};
  }

  showValidation(): HTMLElement | null {
    if (!this.shown) return null;
    this.touched = true;
    this.refresh();
    return this.shownError ? this.field.control : null;
  }

  binLookup(result: BinLookupResponse | null): void {
    if (this.mode === 'auto') this.setShown(result?.showSocialSecurityNumber === true);
  }

  private setShown(shown: boolean): void {
    if (shown === this.shown) return;
    this.shown = shown;
    this.root.hidden = !shown;
    // Shown again for another card, the field starts without an error (what was typed stays).
    this.touched = false;
    this.refresh();
    this.context.changed();
  }

  private refresh(): void {
    const error = this.touched ? this.error : null;
    if (error && error.code !== this.shownError?.code) {
      this.live.textContent = `${this.field.label.textContent ?? ''}: ${error.message}`;
      this.context.validationEvent('socialSecurityNumber', ANALYTICS_VALIDATION_CODES.otherField, error);
    }
    this.shownError = error;
    this.field.setError(error);
  }
}

/** `hide` never shows the field, so the part makes nothing. */
export const createExtension: ExtensionFactory = (context) => {
  const mode = context.options.configuration?.socialSecurityNumberMode ?? 'auto';
  return mode === 'hide' ? null : new SocialSecurityNumberPart(context, mode);
};
