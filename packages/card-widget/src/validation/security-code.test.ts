import { CARD_ERRORS } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import { brandRule, validatePassword, validateSecurityCode } from './index.ts';

const lengthOf = (brand: string) => brandRule(brand)?.securityCodeLength ?? 3;

describe('validateSecurityCode', () => {
  it('takes 4 digits for amex and 3 for the others', () => {
    expect(validateSecurityCode('1234', 'required', lengthOf('amex'), true)).toBeNull();
    expect(validateSecurityCode('123', 'required', lengthOf('amex'), true)).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validateSecurityCode('123', 'required', lengthOf('visa'), true)).toBeNull();
    expect(validateSecurityCode('1234', 'required', lengthOf('mc'), false)).toBe(CARD_ERRORS.securityCodeIncorrect);
  });
  it('cc.cvc.920 when a required code is empty', () => {
    expect(validateSecurityCode('', 'required', 3, true)).toBe(CARD_ERRORS.securityCodeEmpty);
  });
  it('err.gen.9100 for a short code only when complete; cc.cvc.921 for non-digits or too long', () => {
    expect(validateSecurityCode('12', 'required', 3, false)).toBeNull();
    expect(validateSecurityCode('12', 'required', 3, true)).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validateSecurityCode('12a', 'required', 3, false)).toBe(CARD_ERRORS.securityCodeIncorrect);
  });
  it('lets an optional code stay empty but checks a typed one', () => {
    expect(validateSecurityCode('', brandRule('maestro')?.securityCodePolicy ?? 'required', 3, true)).toBeNull();
    expect(validateSecurityCode('12', 'optional', 3, true)).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validateSecurityCode('123', 'optional', 3, true)).toBeNull();
  });
  it('never reports a hidden code (bcmc)', () => {
    const policy = brandRule('bcmc')?.securityCodePolicy ?? 'required';
    expect(validateSecurityCode('', policy, 3, true)).toBeNull();
    expect(validateSecurityCode('1', policy, 3, true)).toBeNull();
  });
});

describe('validatePassword', () => {
  it('kcp.pwd.940 when empty, err.gen.9100 for one digit, kcp.pwd.941 unless 2 digits', () => {
    expect(validatePassword('')).toBe(CARD_ERRORS.passwordEmpty);
    expect(validatePassword('1')).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validatePassword('123')).toBe(CARD_ERRORS.passwordIncorrect);
    expect(validatePassword('1a')).toBe(CARD_ERRORS.passwordIncorrect);
    expect(validatePassword('12')).toBeNull();
  });
});
