import { CARD_ERRORS } from '@datadeck/contracts/provider';
import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeExtensionContext } from '../../testing/extension-context.ts';
import { PROVIDER, fakeFrames, fieldMessage, type FakeFrame } from '../../testing/fake-frames.ts';
import type { CardOptions } from '../../types.ts';
import type { CardExtension } from '../extension.ts';
import { createExtension } from './korean.ts';

const lookup = (issuingCountryCode: string): BinLookupResponse => ({
  requestId: '1',
  brands: [
    {
      brand: 'visa',
      supported: true,
      paymentMethodVariant: 'visa',
      cvcPolicy: 'required',
      expiryDatePolicy: 'required',
    },
  ],
  issuingCountryCode,
  showSocialSecurityNumber: false,
});

function create(options: CardOptions = { configuration: { koreanAuthenticationRequired: true } }) {
  const context = fakeExtensionContext(options);
  // Not in the document: happy-dom would try to load the iframe from the provider.
  const part = createExtension(context) as CardExtension;
  const taxNumber = part.root.querySelector<HTMLInputElement>('input[name=taxNumber]') as HTMLInputElement;
  /** The password's iframe, once the part has shown it. */
  const password = () => fakeFrames(part.root).get('encryptedPassword');
  return { context, part, taxNumber, password };
}

const labelOf = (input: HTMLInputElement) =>
  input.parentElement?.querySelector(`label[for="${input.id}"]`)?.textContent;

function type(input: HTMLInputElement, text: string): void {
  input.value += text;
  input.dispatchEvent(new Event('input'));
}

function passwordState(frame: FakeFrame, state: { valid: boolean; error: string | null; empty?: boolean }): void {
  fieldMessage(frame, 'state', {
    fieldType: 'encryptedPassword',
    empty: state.empty ?? false,
    valid: state.valid,
    error: state.error as (typeof CARD_ERRORS)[keyof typeof CARD_ERRORS] | null,
    encrypted: state.valid ? { encryptedPassword: 'jwe-password' } : {},
  });
}

describe('Korean (KCP) part', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stays hidden, asks nothing and loads no iframe until binLookup names a Korean card', () => {
    const { part, password } = create();
    expect(part.root.hidden).toBe(true);
    expect(part.isValid).toBe(true);
    expect(part.data()).toEqual({});
    expect(password()).toBeUndefined();
    part.binLookup?.(lookup('US'));
    expect(part.root.hidden).toBe(true);
    expect(password()).toBeUndefined();
  });

  it('for a Korean card shows the tax number and the password iframe of the provider, both required', () => {
    const { part, password, taxNumber, context } = create();
    part.binLookup?.(lookup('KR'));
    expect(part.root.hidden).toBe(false);
    expect(context.changed).toHaveBeenCalled();
    expect(part.isValid).toBe(false);
    const frame = password();
    expect(frame?.iframe.src).toMatch(
      new RegExp(`^${PROVIDER}/securedfields/[^/]+/encryptedPassword\\.html\\?clientKey=test_K&origin=`),
    );
    expect(frame?.iframe.title).toBe('Iframe for password');
    expect(part.root.textContent).toContain('First 2 digits of card password');
    expect(taxNumber.getAttribute('maxlength')).toBe('10');
  });

  it('changes the tax number label above 6 characters and keeps digits only', () => {
    const { part, taxNumber } = create();
    part.binLookup?.(lookup('KR'));
    expect(labelOf(taxNumber)).toBe('Cardholder birth date (YYMMDD) or business registration number (10 digits)');
    type(taxNumber, '85-01-23');
    expect(taxNumber.value).toBe('850123');
    expect(labelOf(taxNumber)).toBe('Cardholder birth date (YYMMDD) or business registration number (10 digits)');
    type(taxNumber, '4');
    expect(labelOf(taxNumber)).toBe('Business registration number (10 digits)');
    taxNumber.value = '850123';
    taxNumber.dispatchEvent(new Event('input'));
    expect(labelOf(taxNumber)).toBe('Cardholder birth date (YYMMDD) or business registration number (10 digits)');
  });

  it('shows the tax number error on blur with analytics code 942', () => {
    const { part, taxNumber, context } = create();
    part.binLookup?.(lookup('KR'));
    type(taxNumber, '85012');
    expect(part.errors?.taxNumber).toBeNull();
    taxNumber.dispatchEvent(new Event('blur'));
    const invalid = {
      code: 'creditCard.taxNumber.invalid',
      message: 'Enter 6 to 10 digits: a birth date (YYMMDD) or a business registration number',
    };
    expect(part.errors?.taxNumber).toEqual(invalid);
    expect(context.validationEvent).toHaveBeenCalledWith('taxNumber', '942', invalid);
    expect(part.root.querySelector('[aria-live]')?.textContent).toContain(invalid.message);
    type(taxNumber, '3');
    expect(part.errors?.taxNumber).toBeNull();
  });

  it('sends the tax number and the encrypted password with the payment method, never a clear password', () => {
    const { part, taxNumber, password } = create();
    part.binLookup?.(lookup('KR'));
    type(taxNumber, '850123');
    expect(part.isValid).toBe(false);
    const frame = password() as FakeFrame;
    passwordState(frame, { valid: true, error: null });
    expect(part.isValid).toBe(true);
    expect(part.data()).toEqual({ paymentMethod: { taxNumber: '850123', encryptedPassword: 'jwe-password' } });
  });

  it('shows the password errors kcp.pwd.940 and 941 from its iframe, tracked under their codes', () => {
    const { part, password, context } = create();
    part.binLookup?.(lookup('KR'));
    const frame = password() as FakeFrame;
    passwordState(frame, { valid: false, error: CARD_ERRORS.passwordEmpty, empty: true });
    expect(part.errors?.encryptedPassword).toEqual({ code: 'kcp.pwd.940', message: 'Enter the password' });
    passwordState(frame, { valid: false, error: CARD_ERRORS.passwordIncorrect });
    expect(part.errors?.encryptedPassword).toEqual({ code: 'kcp.pwd.941', message: 'Enter a valid password' });
    expect(context.validationEvent.mock.calls.map(([target, code]) => [target, code])).toEqual([
      ['encryptedPassword', 'kcp.pwd.940'],
      ['encryptedPassword', 'kcp.pwd.941'],
    ]);
    expect(part.data()).toEqual({ paymentMethod: {} });
  });

  it('on submit validates both, asks the iframe to validate and answers the first field to focus', () => {
    const { part, password, taxNumber } = create();
    part.binLookup?.(lookup('KR'));
    const frame = password() as FakeFrame;
    expect(part.showValidation()).toBe(taxNumber);
    expect(part.errors?.taxNumber?.code).toBe('creditCard.taxNumber.empty');
    expect(frame.received().map((message) => message.type)).toContain('validate');
    type(taxNumber, '1234567890');
    const focusTarget = part.showValidation();
    expect(focusTarget).not.toBeNull();
    // Focusing what the part answered moves the focus into the password's iframe.
    focusTarget?.focus();
    expect(frame.received().at(-1)).toMatchObject({ type: 'focus' });
    passwordState(frame, { valid: true, error: null });
    expect(part.showValidation()).toBeNull();
  });

  it('is hidden and no longer required when the BIN goes away or becomes a non-Korean card', () => {
    const { part, password } = create();
    part.binLookup?.(lookup('KR'));
    expect(part.isValid).toBe(false);
    part.binLookup?.(null);
    expect(part.root.hidden).toBe(true);
    expect(part.isValid).toBe(true);
    expect(part.data()).toEqual({});
    part.binLookup?.(lookup('KR'));
    const frame = password() as FakeFrame;
    passwordState(frame, { valid: false, error: CARD_ERRORS.passwordIncorrect });
    part.binLookup?.(lookup('NL'));
    expect(part.isValid).toBe(true);
    expect(part.errors).toEqual({ taxNumber: null, encryptedPassword: null });
    expect(part.showValidation()).toBeNull();
    // Shown again, the same iframe (and what was typed in it) is kept: one iframe per mount.
    part.binLookup?.(lookup('KR'));
    expect(part.root.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('reports an iframe that does not load as csfLoadFailure and removes the iframe on destroy', async () => {
    vi.useFakeTimers();
    try {
      const { part, password, context } = create();
      part.binLookup?.(lookup('KR'));
      await vi.advanceTimersByTimeAsync(30_000);
      expect(context.emitError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'secured field iframes have failed to load', code: 'csfLoadFailure' }),
      );
      part.destroy?.();
      expect(password()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
