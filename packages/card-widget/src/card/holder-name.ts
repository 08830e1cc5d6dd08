import { ANALYTICS_VALIDATION_CODES, CARD_LIMITS } from '@datadeck/contracts/provider';
import { h } from '../core/dom.ts';
import type { Translator } from '../core/i18n.ts';
import type { FieldError } from '../types.ts';
import { isAutoFill } from '../validation/index.ts';
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
 * `holderNameRequired` (SPEC §5), and at most as long as the provider takes. Its error shows once
 * the shopper has left the field, or on submit. A name the browser auto-fills (into this input,
 * or into the number field's frame) is taken only if it passes; else the field keeps its value
 * and shows why the name was not taken.
 */
export class HolderNameField {
  readonly field: HostField<HTMLInputElement>;
  /** The error on display (null before the field was left, even when empty). */
  shownError: FieldError | null = null;
  private touched = false;
  /** What the field holds for the shopper: typed, or auto-filled and passed. */
  private accepted: string;
  /** The error of the latest auto-filled name the field did not take, until the next edit. */
  private refused: FieldError | null = null;

  constructor(private readonly options: HolderNameOptions) {
    const { t, required } = options;
    const input = h('input', {
      type: 'text',
      autocomplete: 'cc-name',
      placeholder: options.placeholder ?? t.t('creditCard.holderName.placeholder'),
    });
    input.value = this.accepted = options.value ?? '';
    this.field = hostField(
      'holderName',
      t.t(required ? 'creditCard.holderName' : 'creditCard.holderName.optional'),
      input,
    );
    input.addEventListener('input', (event) => {
      if (isAutoFill(event)) {
        this.autoFill(input.value);
        return;
      }
      this.refused = null;
      this.accepted = input.value;
      if (this.touched) this.refresh();
      options.onChange();
    });
    input.addEventListener('focus', () => options.onFocus(true));
    input.addEventListener('blur', () => {
      input.value = this.accepted = input.value.trim();
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

  /** The error the field has now, shown or not: a refused auto-fill's until the next edit, else the value's. */
  get error(): FieldError | null {
    return this.refused ?? this.errorOf(this.value);
  }

  /** SPEC §5: an auto-filled name is taken whole if it passes the field's validation, else not at all. */
  autoFill(raw: string): void {
    const value = raw.trim();
    const error = value === '' ? null : this.errorOf(value);
    this.touched = true;
    if (value !== '' && error === null) {
      this.field.control.value = this.accepted = value;
      this.refused = null;
    } else {
      this.field.control.value = this.accepted;
      this.refused = error;
    }
    this.refresh();
    this.options.onChange();
  }

  showValidation(): void {
    this.touched = true;
    this.refresh();
  }

  focus(): void {
    this.field.control.focus();
  }

  private errorOf(value: string): FieldError | null {
    const { t } = this.options;
    if (value.length > CARD_LIMITS.holderNameMaxLength) {
      const max = String(CARD_LIMITS.holderNameMaxLength);
      return { code: 'creditCard.holderName.tooLong', message: t.t('creditCard.holderName.tooLong', { max }) };
    }
    if (!this.options.required || value) return null;
    return { code: 'creditCard.holderName.invalid', message: t.t('creditCard.holderName.invalid') };
  }

  private refresh(): void {
    const error = this.error;
    if (error && error.code !== this.shownError?.code) {
      this.options.onValidationError(ANALYTICS_VALIDATION_CODES.holderName, error);
    }
    this.shownError = error;
    this.field.setError(error);
  }
}
