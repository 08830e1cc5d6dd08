import { ANALYTICS_VALIDATION_CODES } from '@datadeck/contracts/provider';
import { h } from '../core/dom.ts';
import type { Translator } from '../core/i18n.ts';
import type { FieldError } from '../types.ts';
import { hostField, type HostField } from './host-field.ts';

export interface HolderNameOptions {
  t: Translator;
  required: boolean;
  placeholder: string | undefined;
  value: string | undefined;
  onChange(): void;
  onFocus(focused: boolean): void;
  onValidationError(code: string, error: FieldError): void;
}

/**
 * The cardholder name: a host-side input (`cc-name`, not sensitive), required only when
 * `holderNameRequired` (SPEC §5). Its error shows once the shopper has left the field, or on submit.
 */
export class HolderNameField {
  readonly field: HostField<HTMLInputElement>;
  /** The error on display (null before the field was left, even when empty). */
  shownError: FieldError | null = null;
  private touched = false;

  constructor(private readonly options: HolderNameOptions) {
    const { t, required } = options;
    const input = h('input', {
      type: 'text',
      autocomplete: 'cc-name',
      placeholder: options.placeholder ?? t.t('creditCard.holderName.placeholder'),
    });
    input.value = options.value ?? '';
    this.field = hostField(
      'holderName',
      t.t(required ? 'creditCard.holderName' : 'creditCard.holderName.optional'),
      input,
    );
    input.addEventListener('input', () => {
      if (this.touched) this.refresh();
      options.onChange();
    });
    input.addEventListener('focus', () => options.onFocus(true));
    input.addEventListener('blur', () => {
      input.value = input.value.trim();
      this.showValidation();
      options.onFocus(false);
      options.onChange();
    });
  }

  get root(): HTMLElement {
    return this.field.root;
  }

  get value(): string {
    return this.field.control.value.trim();
  }

  /** The error the value has now, shown or not. */
  get error(): FieldError | null {
    if (!this.options.required || this.value) return null;
    return { code: 'creditCard.holderName.invalid', message: this.options.t.t('creditCard.holderName.invalid') };
  }

  showValidation(): void {
    this.touched = true;
    this.refresh();
  }

  focus(): void {
    this.field.control.focus();
  }

  private refresh(): void {
    const error = this.error;
    if (error && !this.shownError) this.options.onValidationError(ANALYTICS_VALIDATION_CODES.holderName, error);
    this.shownError = error;
    this.field.setError(error);
  }
}
