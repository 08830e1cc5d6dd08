import { describe, expect, it } from 'vitest';
import { NO_BRAND, choiceFromDetected, choiceFromLookup, fourDigitSecurityCode, sameChoice } from './brand-choice.ts';

describe('brand choice', () => {
  it('takes the lead detected brand with its table policies, unsupported when the merchant does not accept it', () => {
    expect(choiceFromDetected([], ['mc', 'visa'])).toEqual(NO_BRAND);
    expect(choiceFromDetected(['bcmc', 'maestro'], ['bcmc'])).toEqual({
      brand: 'bcmc',
      panLength: null,
      supported: true,
      securityCodePolicy: 'hidden',
      expiryDatePolicy: 'required',
    });
    expect(choiceFromDetected(['amex'], ['mc', 'visa'])).toMatchObject({ brand: 'amex', supported: false });
  });

  it('takes pan length and policies from binLookup; supported needs both the provider and the merchant', () => {
    const entry = {
      brand: 'visa',
      supported: true,
      paymentMethodVariant: 'visa',
      panLength: 16,
      cvcPolicy: 'optional',
      expiryDatePolicy: 'required',
    } as const;
    expect(choiceFromLookup(entry, ['visa'])).toEqual({
      brand: 'visa',
      panLength: 16,
      supported: true,
      securityCodePolicy: 'optional',
      expiryDatePolicy: 'required',
    });
    expect(choiceFromLookup(entry, ['mc']).supported).toBe(false);
    expect(choiceFromLookup({ ...entry, supported: false }, ['visa']).supported).toBe(false);
  });

  it('says 4 digits for amex, and before a brand is known only when every accepted brand has 4', () => {
    expect(fourDigitSecurityCode('amex', ['mc', 'visa', 'amex'])).toBe(true);
    expect(fourDigitSecurityCode('visa', ['amex'])).toBe(false);
    expect(fourDigitSecurityCode(null, ['amex'])).toBe(true);
    expect(fourDigitSecurityCode(null, ['mc', 'amex'])).toBe(false);
    expect(fourDigitSecurityCode(null, [])).toBe(false);
  });

  it('compares choices field by field', () => {
    expect(sameChoice(NO_BRAND, { ...NO_BRAND })).toBe(true);
    expect(sameChoice(NO_BRAND, { ...NO_BRAND, panLength: 16 })).toBe(false);
  });
});
