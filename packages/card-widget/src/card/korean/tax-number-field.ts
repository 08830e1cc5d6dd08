import { ANALYTICS_VALIDATION_CODES, KCP } from '@datadeck/contracts/provider';
import { h } from '../../core/dom.ts';
import type { Translator } from '../../core/i18n.ts';
import type { FieldError } from '../../types.ts';
import { formatTaxNumber, isBusinessRegistrationNumber, validateTaxNumber } from '../../validation/index.ts';
import { hostField, type HostField } from '../host-field.ts';
import { reformatInput } from '../reformat-input.ts';

export interface TaxNumberOptions {
  t: Translator;
  onChange(): void;
  /** A shown error (analytics code 942) and the text to announce. */
  onShownError(code: string, error: FieldError, announcement: string): void;
}

const ERROR_KEYS = { empty: 'creditCard.taxNumber.empty', incorrect: 'creditCard.taxNumber.invalid' } as const;

/**
 * The KCP tax number (SPEC §5, §9): the cardholder's birth date (YYMMDD) or the company's business
 * registration number, 6 to 10 digits. The label says which one the value reads as: up to 6
 * characters a birth date, above a business registration number. Errors show once the field was
 * left (or on submit) and go away as soon as the value is right.
 */
export class TaxNumberField {
  readonly field: HostField<HTMLInputElement>;
  shownError: FieldError | null = null;
  private touched = false;
  private active = false;

  constructor(private readonly options: TaxNumberOptions) {
    const { t } = options;
    const input = h('input', {
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
      maxlength: String(KCP.taxNumberMaxLength),
      placeholder: t.t('creditCard.taxNumber.placeholder'),
    });
    this.field = hostField('taxNumber', '', input);
    this.updateLabel();
    input.addEventListener('input', () => {
      reformatInput(input, formatTaxNumber);
      this.updateLabel();
      if (this.touched) this.refresh();
      options.onChange();
    });
    input.addEventListener('blur', () => {
      this.touched = true;
      this.refresh();
      options.onChange();
    });
  }

  get value(): string {
    return this.field.control.value.trim();
  }

  /** The error the value has now (while the field is asked for), shown or not. */
  get error(): FieldError | null {
    if (!this.active) return null;
    const kind = validateTaxNumber(this.value);
    return kind === null ? null : { code: ERROR_KEYS[kind], message: this.options.t.t(ERROR_KEYS[kind]) };
  }

  /** Asked for (a Korean card) or not: a field not asked for has no error and starts afresh next time. */
  setActive(active: boolean): void {
    this.active = active;
    this.touched = false;
    this.refresh();
  }

  showValidation(): void {
    this.touched = true;
    this.refresh();
  }

  private updateLabel(): void {
    const key = isBusinessRegistrationNumber(this.value)
      ? 'creditCard.taxNumber.labelAlt'
      : 'creditCard.taxNumber.label';
    this.field.label.textContent = this.options.t.t(key);
  }

  private refresh(): void {
    const error = this.touched ? this.error : null;
    if (error && error.code !== this.shownError?.code) {
      const announcement = `${this.field.label.textContent ?? ''}: ${error.message}`;
      this.options.onShownError(ANALYTICS_VALIDATION_CODES.taxNumber, error, announcement);
    }
    this.shownError = error;
    this.field.setError(error);
  }
}
