import { ANALYTICS_VALIDATION_CODES, FAST_CHECKOUT } from '@datadeck/contracts/provider';
import { h, uid } from '../../core/dom.ts';
import { WidgetError } from '../../core/errors.ts';
import type { FieldError } from '../../types.ts';
import type { CardExtension, ExtensionContext, ExtensionData, ExtensionFactory } from '../extension.ts';
import { hostField, type HostField } from '../host-field.ts';
import { reformatInput } from '../reformat-input.ts';
import { groupMobile, isMobileComplete, mobileDigits } from './mobile-number.ts';
import { collapsibleInfo } from './narrow-info.ts';

const BRANDS: readonly string[] = FAST_CHECKOUT.brands;
const INVALID = 'fastCheckout.mobileNumber.invalid';

/** Only http(s) links are rendered: a merchant's `javascript:` URL must not become a link. */
function safeLink(url: string | undefined): string | null {
  if (url === undefined) return null;
  try {
    const parsed = new URL(url, location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §5 fast-checkout consent below the card fields, shown only while the brand is mc or visa:
 * a switch starting at `defaultToggleState`; when on, a US mobile number (fixed +1 shown before
 * it; digits only, grouped 3-3-4 while typing, at most 12, sent without spaces) that must be
 * complete to pay; the terms and privacy links; an info text that collapses below 480 px.
 */
class FastCheckoutExtension implements CardExtension {
  readonly root = h('div', { class: 'dd-fast-checkout', 'data-part': 'fastCheckout' });
  readonly placement = 'after';
  private brand: string | null = null;
  private consent: boolean;
  private touched = false;
  private shownError: FieldError | null = null;
  private readonly toggle: HTMLInputElement;
  private readonly mobile: HostField<HTMLInputElement>;
  private readonly info: { destroy(): void };

  constructor(private readonly context: ExtensionContext) {
    const { t, options } = context;
    const config = options.fastCheckoutConfiguration;
    this.consent = config?.defaultToggleState === true;
    this.root.hidden = true;

    this.toggle = h('input', { type: 'checkbox', role: 'switch', id: uid('fast-checkout-consent') });
    this.toggle.checked = this.consent;
    this.toggle.addEventListener('change', () => this.consentChanged());
    const consent = h(
      'div',
      { class: 'dd-switch' },
      this.toggle,
      h('label', { for: this.toggle.id }, t.t('fastCheckout.consent')),
    );

    const input = h('input', { type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national' });
    this.mobile = hostField('fastCheckoutMobile', t.t('fastCheckout.mobileNumber'), input);
    const prefix = h('span', { class: 'dd-phone-prefix', id: uid('fast-checkout-prefix') }, FAST_CHECKOUT.mobilePrefix);
    const phone = h('div', { class: 'dd-phone' }, prefix);
    input.before(phone);
    phone.append(input);
    // The prefix is read with the field ("+1"), then the error when there is one.
    input.setAttribute('aria-describedby', `${prefix.id} ${input.getAttribute('aria-describedby') ?? ''}`.trim());
    this.mobile.root.querySelector('.dd-error')?.setAttribute('aria-live', 'polite');
    input.addEventListener('input', () => this.typed());
    input.addEventListener('blur', () => {
      this.touched = true;
      this.refreshError();
      context.changed();
    });
    this.mobile.root.hidden = !this.consent;

    const info = h('p', { class: 'dd-fast-checkout-info', id: uid('fast-checkout-info') }, t.t('fastCheckout.info'));
    const more = h('button', { type: 'button', class: 'dd-disclosure' }, t.t('fastCheckout.info.more'));
    this.info = collapsibleInfo(info, more);

    this.root.append(consent, this.mobile.root, more, info, this.links());
  }

  private links(): HTMLElement {
    const { t, options, emitError } = this.context;
    const config = options.fastCheckoutConfiguration;
    const paragraph = h('p', { class: 'dd-fast-checkout-links' });
    const entries: Array<[string, string | undefined, string]> = [
      ['termsAndConditionsLink', config?.termsAndConditionsLink, 'fastCheckout.terms'],
      ['privacyPolicyLink', config?.privacyPolicyLink, 'fastCheckout.privacy'],
    ];
    for (const [option, url, key] of entries) {
      const href = safeLink(url);
      if (href === null) {
        if (url !== undefined)
          emitError(
            new WidgetError('IMPLEMENTATION_ERROR', `fastCheckoutConfiguration.${option} must be an http(s) URL`),
          );
        continue;
      }
      paragraph.append(
        h(
          'a',
          { href, target: '_blank', rel: 'noopener noreferrer' },
          t.t(key),
          h('span', { class: 'dd-visually-hidden' }, ` (${t.t('link.opensInNewWindow')})`),
        ),
      );
    }
    paragraph.hidden = paragraph.childElementCount === 0;
    return paragraph;
  }

  private get shown(): boolean {
    return this.brand !== null && BRANDS.includes(this.brand);
  }

  private get digits(): string {
    return mobileDigits(this.mobile.control.value);
  }

  /** The error the number has now, shown or not; none while the consent is hidden or off. */
  private get error(): FieldError | null {
    if (!this.shown || !this.consent || isMobileComplete(this.digits)) return null;
    return { code: INVALID, message: this.context.t.t(INVALID) };
  }

  get isValid(): boolean {
    return this.error === null;
  }

  get errors(): { fastCheckoutMobile: FieldError | null } {
    return { fastCheckoutMobile: this.shownError };
  }

  data(): ExtensionData {
    const consentShown = this.shown;
    const consentGiven = consentShown && this.consent;
    const digits = this.digits;
    return {
      request: {
        fastCheckout: {
          consentShown,
          consentGiven,
          ...(consentGiven && isMobileComplete(digits) ? { telephoneNumber: digits } : {}),
        },
      },
    };
  }

  showValidation(): HTMLElement | null {
    this.touched = true;
    this.refreshError();
    return this.shownError ? this.mobile.control : null;
  }

  brandChanged(brand: string | null): void {
    const wasShown = this.shown;
    this.brand = brand;
    this.root.hidden = !this.shown;
    if (wasShown !== this.shown) {
      this.refreshError();
      this.context.changed();
    }
  }

  destroy(): void {
    this.info.destroy();
  }

  private consentChanged(): void {
    this.consent = this.toggle.checked;
    this.mobile.root.hidden = !this.consent;
    this.refreshError();
    this.context.changed();
  }

  /** Keeps digits only, grouped, with the caret after the same digit it was after. */
  private typed(): void {
    reformatInput(this.mobile.control, (raw) => groupMobile(mobileDigits(raw)));
    // A shown error goes as soon as the number is right; a new one waits for the blur.
    if (this.shownError) this.refreshError();
    this.context.changed();
  }

  private refreshError(): void {
    const error = this.touched ? this.error : null;
    if (error && error.code !== this.shownError?.code)
      this.context.validationEvent('fastCheckoutMobile', ANALYTICS_VALIDATION_CODES.otherField, error);
    this.shownError = error;
    this.mobile.setError(error);
  }
}

export const createExtension: ExtensionFactory = (context) => new FastCheckoutExtension(context);
