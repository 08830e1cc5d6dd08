import { KCP } from '@datadeck/contracts/provider';
import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { h } from '../../core/dom.ts';
import type { FieldError } from '../../types.ts';
import type { CardExtension, ExtensionContext, ExtensionData, ExtensionFactory } from '../extension.ts';
import { PasswordField } from './password-field.ts';
import { TaxNumberField } from './tax-number-field.ts';

/**
 * Korean cards (KCP, SPEC §5): with `koreanAuthenticationRequired`, a card binLookup says was
 * issued in Korea asks for the tax number and the first 2 digits of the card password. Both are
 * required while shown, go with the payment method (`taxNumber`, `encryptedPassword`), and are
 * hidden and no longer asked for when the BIN goes away or belongs to another country's card.
 */
export class KoreanPart implements CardExtension {
  readonly root: HTMLElement;
  readonly placement = 'after';
  private readonly taxNumber: TaxNumberField;
  private readonly password: PasswordField;
  private readonly live: HTMLElement;
  private shown = false;

  constructor(private readonly context: ExtensionContext) {
    const { t, options } = context;
    const announce = (text: string) => {
      this.live.textContent = text;
    };
    this.taxNumber = new TaxNumberField({
      t,
      onChange: () => context.changed(),
      onShownError: (code, error, announcement) => {
        announce(announcement);
        context.validationEvent('taxNumber', code, error);
      },
    });
    this.password = new PasswordField({
      checkout: context.checkout,
      t,
      onChange: () => context.changed(),
      // Like the card's own secured fields: the analytics code of a secured field is its error code.
      onShownError: (error, announcement) => {
        announce(announcement);
        context.validationEvent('encryptedPassword', error.code, error);
      },
      onFocus: (fieldType, focused) => {
        if (focused) options.onFocus?.({ fieldType });
        else options.onBlur?.({ fieldType });
      },
      onValid: (valid) => options.onFieldValid?.({ fieldType: 'encryptedPassword', valid }),
      onFailure: (error) => context.emitError(error),
    });
    this.live = h('div', { class: 'dd-visually-hidden', 'aria-live': 'polite' });
    this.root = h('div', { class: 'dd-kcp' }, this.taxNumber.field.root, this.password.view.root, this.live);
    this.root.hidden = true;
  }

  get isValid(): boolean {
    return !this.shown || (this.taxNumber.error === null && this.password.valid);
  }

  get errors(): { taxNumber: FieldError | null; encryptedPassword: FieldError | null } {
    return {
      taxNumber: this.shown ? this.taxNumber.shownError : null,
      encryptedPassword: this.shown ? this.password.shownError : null,
    };
  }

  data(): ExtensionData {
    if (!this.shown) return {};
    const taxNumber = this.taxNumber.value;
    const encryptedPassword = this.password.encrypted;
    return {
      paymentMethod: { ...(taxNumber ? { taxNumber } : {}), ...(encryptedPassword ? { encryptedPassword } : {}) },
    };
  }

  showValidation(): HTMLElement | null {
    if (!this.shown) return null;
    this.taxNumber.showValidation();
    this.password.showValidation();
    if (this.taxNumber.error) return this.taxNumber.field.control;
    return this.password.valid ? null : this.password.view.frame;
  }

  binLookup(result: BinLookupResponse | null): void {
    const shown = result?.issuingCountryCode === KCP.issuingCountryCode;
    if (shown === this.shown) return;
    this.shown = shown;
    this.root.hidden = !shown;
    this.taxNumber.setActive(shown);
    if (shown) this.password.start();
    this.context.changed();
  }

  destroy(): void {
    this.password.destroy();
  }
}

export const createExtension: ExtensionFactory = (context) => new KoreanPart(context);
