import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeExtensionContext } from '../../testing/extension-context.ts';
import type { CardOptions } from '../../types.ts';
import type { CardExtension } from '../extension.ts';
import { CARD_PARTS } from '../parts.ts';
import { createExtension } from './fast-checkout.ts';
import { NARROW_QUERY } from './narrow-info.ts';

const DEMO: CardOptions = {
  fastCheckoutConfiguration: {
    showConsent: true,
    defaultToggleState: true,
    termsAndConditionsLink: 'https://shop.example/terms',
    privacyPolicyLink: 'https://shop.example/privacy',
  },
};

/** A matchMedia whose width the test sets; it tells listeners as a browser does on resize. */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  let current = width;
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query);
    return {
      get matches() {
        return current < 480;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    queries,
    listeners,
    resize(next: number) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

function create(options: CardOptions = DEMO) {
  const context = fakeExtensionContext(options);
  const part = createExtension(context) as CardExtension;
  document.body.append(part.root);
  const toggle = part.root.querySelector<HTMLInputElement>('input[role=switch]') as HTMLInputElement;
  const mobile = part.root.querySelector<HTMLInputElement>('input[name=fastCheckoutMobile]') as HTMLInputElement;
  const mobileField = mobile.closest<HTMLElement>('.dd-field') as HTMLElement;
  return { context, part, toggle, mobile, mobileField };
}

function type(input: HTMLInputElement, text: string): void {
  for (const character of text) {
    input.value += character;
    input.setSelectionRange(input.value.length, input.value.length);
    input.dispatchEvent(new Event('input'));
  }
}

describe('fast-checkout consent part', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('shows only while the brand is mc or visa, and says the consent was not shown otherwise', () => {
    fakeViewport(1024);
    const { part, context } = create();
    expect(part.root.hidden).toBe(true);
    expect(part.data()).toEqual({ request: { fastCheckout: { consentShown: false, consentGiven: false } } });
    part.brandChanged?.('visa');
    expect(part.root.hidden).toBe(false);
    expect(context.changed).toHaveBeenCalled();
    part.brandChanged?.('amex');
    expect(part.root.hidden).toBe(true);
    expect(part.isValid).toBe(true);
    expect(part.data()).toEqual({ request: { fastCheckout: { consentShown: false, consentGiven: false } } });
    part.brandChanged?.('mc');
    expect(part.root.hidden).toBe(false);
  });

  it('starts the switch at defaultToggleState; off, it sends consent not given and asks no number', () => {
    fakeViewport(1024);
    const { part, toggle, mobileField } = create({
      fastCheckoutConfiguration: { showConsent: true, defaultToggleState: false },
    });
    part.brandChanged?.('visa');
    expect(toggle.checked).toBe(false);
    expect(part.root.querySelector(`label[for="${toggle.id}"]`)?.textContent).toBe(
      'Save my details for a faster checkout',
    );
    expect(mobileField.hidden).toBe(true);
    expect(part.isValid).toBe(true);
    expect(part.data()).toEqual({ request: { fastCheckout: { consentShown: true, consentGiven: false } } });
    toggle.checked = true;
    toggle.dispatchEvent(new Event('change'));
    expect(mobileField.hidden).toBe(false);
    // On: the number is needed to pay.
    expect(part.isValid).toBe(false);
  });

  it('formats the number 3-3-4 while typing, digits only, max 12, and sends it without spaces', () => {
    fakeViewport(1024);
    const { part, mobile, mobileField } = create();
    part.brandChanged?.('visa');
    expect(mobileField.querySelector('.dd-phone-prefix')?.textContent).toBe('+1');
    expect(mobile.getAttribute('aria-describedby')).toContain(mobileField.querySelector('.dd-phone-prefix')?.id);
    type(mobile, '555a12-3');
    expect(mobile.value).toBe('555 123');
    type(mobile, '4567');
    expect(mobile.value).toBe('555 123 4567');
    expect(part.isValid).toBe(true);
    expect(part.data()).toEqual({
      request: { fastCheckout: { consentShown: true, consentGiven: true, telephoneNumber: '5551234567' } },
    });
    type(mobile, '890123');
    expect(mobile.value).toBe('555 123 4567 89');
    expect(part.data().request?.fastCheckout?.telephoneNumber).toBe('555123456789');
  });

  it('keeps the caret after the same digit when a digit is inserted in the middle', () => {
    fakeViewport(1024);
    const { part, mobile } = create();
    part.brandChanged?.('visa');
    type(mobile, '5551234567');
    mobile.focus();
    // Insert 9 after "555 1": the value as the browser has it, caret after the inserted 9.
    mobile.value = '555 19234567';
    mobile.setSelectionRange(6, 6);
    mobile.dispatchEvent(new Event('input'));
    expect(mobile.value).toBe('555 192 3456 7');
    expect(mobile.selectionStart).toBe(6);
  });

  it('shows an incomplete number on blur and on submit, with analytics code 926', () => {
    fakeViewport(1024);
    const { part, mobile, context } = create();
    part.brandChanged?.('mc');
    type(mobile, '555123');
    expect(part.errors?.fastCheckoutMobile).toBeNull();
    mobile.dispatchEvent(new Event('blur'));
    expect(part.errors?.fastCheckoutMobile).toEqual({
      code: 'fastCheckout.mobileNumber.invalid',
      message: 'Enter a valid mobile number',
    });
    const error = document.getElementById(mobile.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(error?.textContent).toBe('Enter a valid mobile number');
    expect(error?.getAttribute('aria-live')).toBe('polite');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(context.validationEvent).toHaveBeenCalledWith(
      'fastCheckoutMobile',
      '926',
      expect.objectContaining({ code: 'fastCheckout.mobileNumber.invalid' }),
    );
    // The error goes as soon as the number is complete.
    type(mobile, '4567');
    expect(part.errors?.fastCheckoutMobile).toBeNull();

    const fresh = create();
    fresh.part.brandChanged?.('visa');
    expect(fresh.part.showValidation()).toBe(fresh.mobile);
    expect(fresh.part.errors?.fastCheckoutMobile?.code).toBe('fastCheckout.mobileNumber.invalid');
  });

  it('links the terms and the privacy policy, and refuses a link that is not http(s)', () => {
    fakeViewport(1024);
    const { part } = create();
    const links = [...part.root.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links).toEqual([
      ['https://shop.example/terms', 'Terms and conditions (opens in a new window)'],
      ['https://shop.example/privacy', 'Privacy policy (opens in a new window)'],
    ]);
    const unsafe = create({
      fastCheckoutConfiguration: { showConsent: true, termsAndConditionsLink: 'javascript:alert(1)' },
    });
    expect(unsafe.part.root.querySelectorAll('a')).toHaveLength(0);
    expect(unsafe.context.emitError).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'IMPLEMENTATION_ERROR',
        message: 'fastCheckoutConfiguration.termsAndConditionsLink must be an http(s) URL',
      }),
    );
  });

  it('collapses the info text below 480 px behind a disclosure button, and follows the viewport', () => {
    const viewport = fakeViewport(375);
    const { part } = create();
    expect(viewport.queries).toEqual([NARROW_QUERY]);
    expect(NARROW_QUERY).toBe('(max-width: 479.98px)');
    const info = part.root.querySelector<HTMLElement>('.dd-fast-checkout-info') as HTMLElement;
    const button = part.root.querySelector<HTMLButtonElement>('button.dd-disclosure') as HTMLButtonElement;
    expect(info.hidden).toBe(true);
    expect(button.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(info.id);
    button.click();
    expect(info.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    expect(info.hidden).toBe(true);
    viewport.resize(800);
    expect(info.hidden).toBe(false);
    expect(button.hidden).toBe(true);
    viewport.resize(479);
    expect(info.hidden).toBe(true);
    part.destroy?.();
    expect(viewport.listeners.size).toBe(0);
  });

  it('is a part the card loads when fastCheckoutConfiguration.showConsent is true', () => {
    const part = CARD_PARTS.find((candidate) => candidate.name === 'fastCheckout');
    expect(part?.wanted(DEMO, 'US')).toBe(true);
    expect(part?.wanted({ fastCheckoutConfiguration: { showConsent: false } }, 'US')).toBe(false);
    expect(part?.wanted({}, 'US')).toBe(false);
  });
});
