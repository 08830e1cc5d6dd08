import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeExtensionContext } from '../../testing/extension-context.ts';
import type { CardOptions } from '../../types.ts';
import { SocialSecurityNumberPart, createExtension } from './social-security.ts';

const lookup = (showSocialSecurityNumber: boolean): BinLookupResponse => ({
  requestId: '1',
  brands: [
    { brand: 'elo', supported: true, paymentMethodVariant: 'elo', cvcPolicy: 'required', expiryDatePolicy: 'required' },
  ],
  issuingCountryCode: showSocialSecurityNumber ? 'BR' : 'US',
  showSocialSecurityNumber,
});

function create(mode?: 'auto' | 'show' | 'hide') {
  const options: CardOptions = mode ? { configuration: { socialSecurityNumberMode: mode } } : {};
  const context = fakeExtensionContext(options);
  const part = createExtension(context);
  if (part) document.body.append(part.root);
  const input = part?.root.querySelector<HTMLInputElement>('input[name=socialSecurityNumber]') ?? null;
  return { context, part, input };
}

/** Types one character at the caret, as a keystroke does (the input event follows the change). */
function typeKey(input: HTMLInputElement, key: string): void {
  const at = input.selectionStart ?? input.value.length;
  input.value = input.value.slice(0, at) + key + input.value.slice(input.selectionEnd ?? at);
  input.setSelectionRange(at + 1, at + 1);
  input.dispatchEvent(new Event('input'));
}

function typeText(input: HTMLInputElement, text: string): void {
  input.focus();
  for (const key of text) typeKey(input, key);
}

describe('social security number part', () => {
  afterEach(() => document.body.replaceChildren());

  it('makes nothing in hide mode', () => {
    expect(create('hide').part).toBeNull();
  });

  it('is shown and required at once in show mode, whatever binLookup says', () => {
    const { part, input } = create('show');
    expect(part?.root.hidden).toBe(false);
    expect(input?.labels?.[0]?.textContent).toBe('CPF/CNPJ');
    expect(part?.isValid).toBe(false);
    part?.binLookup?.(lookup(false));
    part?.binLookup?.(null);
    expect(part?.root.hidden).toBe(false);
    expect(part?.isValid).toBe(false);
  });

  it('in auto mode (the default) shows while binLookup asks for it, and is no longer required once hidden', () => {
    const { part, context } = create();
    expect(part).toBeInstanceOf(SocialSecurityNumberPart);
    expect(part?.root.hidden).toBe(true);
    expect(part?.isValid).toBe(true);
    part?.binLookup?.(lookup(true));
    expect(part?.root.hidden).toBe(false);
    expect(part?.isValid).toBe(false);
    expect(context.changed).toHaveBeenCalled();
    // The BIN went away, or became another card's.
    part?.binLookup?.(null);
    expect(part?.root.hidden).toBe(true);
    expect(part?.isValid).toBe(true);
    part?.binLookup?.(lookup(true));
    part?.binLookup?.(lookup(false));
    expect(part?.isValid).toBe(true);
    expect(part?.data()).toEqual({});
    expect(part?.showValidation()).toBeNull();
  });

  it('formats a CPF while typing and sends it once valid', () => {
    const { part, input } = create('show');
    if (!input) throw new Error('no input');
    typeText(input, '5299822');
    expect(input.value).toBe('529.982.2');
    typeText(input, '4725');
    expect(input.value).toBe('529.982.247-25');
    expect(part?.isValid).toBe(true);
    expect(part?.data()).toEqual({ request: { socialSecurityNumber: '529.982.247-25' } });
  });

  it('formats a CNPJ from the 12th digit on and cuts at 18 characters', () => {
    const { part, input } = create('show');
    if (!input) throw new Error('no input');
    typeText(input, '11222333000');
    expect(input.value).toBe('112.223.330-00');
    typeText(input, '1819');
    expect(input.value).toBe('11.222.333/0001-81');
    expect(part?.isValid).toBe(true);
  });

  it('keeps the caret after the same digits when a digit is inserted in the middle', () => {
    const { input } = create('show');
    if (!input) throw new Error('no input');
    typeText(input, '5299822');
    // Caret after "529." → a digit typed there regroups the rest; the caret stays after 4 digits.
    input.setSelectionRange(4, 4);
    typeKey(input, '1');
    expect(input.value).toBe('529.198.22');
    expect(input.selectionStart).toBe(5);
  });

  it('shows its error on blur with analytics code 926, and drops it as soon as the number is right', () => {
    const { part, input, context } = create('show');
    if (!input) throw new Error('no input');
    typeText(input, '52998224726');
    // No error while typing before the field was left.
    expect(part?.errors?.socialSecurityNumber ?? null).toBeNull();
    input.dispatchEvent(new Event('blur'));
    const invalid = {
      code: 'socialSecurityNumber.invalid',
      message: 'Enter a valid CPF (000.000.000-00) or CNPJ (00.000.000/0000-00)',
    };
    expect(part?.errors?.socialSecurityNumber).toEqual(invalid);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(context.validationEvent).toHaveBeenCalledWith('socialSecurityNumber', '926', invalid);
    expect(part?.root.querySelector('[aria-live]')?.textContent).toBe(`CPF/CNPJ: ${invalid.message}`);
    input.setSelectionRange(input.value.length, input.value.length);
    input.value = input.value.slice(0, -1);
    input.dispatchEvent(new Event('input'));
    typeKey(input, '5');
    expect(part?.errors?.socialSecurityNumber).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    // A shown error is tracked once, not again on every keystroke.
    expect(context.validationEvent).toHaveBeenCalledTimes(1);
  });

  it('on submit shows "required" and answers its input to focus', () => {
    const { part, input, context } = create('show');
    expect(part?.showValidation()).toBe(input);
    expect(part?.errors?.socialSecurityNumber).toEqual({
      code: 'socialSecurityNumber.empty',
      message: 'Enter the CPF/CNPJ',
    });
    expect(context.validationEvent).toHaveBeenCalledWith(
      'socialSecurityNumber',
      '926',
      expect.objectContaining({ code: 'socialSecurityNumber.empty' }),
    );
  });
});
