import { CARD_ERRORS, type HostMessages } from '@datadeck/contracts/provider';
import { caretAfterDigits } from '@datadeck/card-widget/validation';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_OPTIONS,
  evaluateField,
  formatFieldValue,
  numberBrand,
  shownError,
  statePayload,
  type FieldOptions,
} from './field-model.ts';

const NOW = new Date(2026, 5, 15, 12);
const configured: FieldOptions = { ...INITIAL_OPTIONS, supportedBrands: ['visa', 'mc', 'amex', 'bcmc', 'maestro'] };
const brand = (payload: Partial<HostMessages['brand']>, bin = ''): FieldOptions => ({
  ...configured,
  hostBrand: {
    brand: null,
    panLength: null,
    supported: true,
    securityCodePolicy: 'required',
    expiryDatePolicy: 'required',
    securityCodePlaceholder: '3 digits',
    ...payload,
  },
  hostBrandBin: bin,
});
const typing = { deleting: false, cap: true };
const evaluateNumber = (value: string, options = configured) =>
  evaluateField('encryptedCardNumber', value, options, NOW);
const evaluateDate = (value: string, options = configured) => evaluateField('encryptedExpiryDate', value, options, NOW);
const evaluateCode = (value: string, options = configured) =>
  evaluateField('encryptedSecurityCode', value, options, NOW);

describe('card number field', () => {
  it('groups by brand and stops at the brand’s longest length', () => {
    expect(formatFieldValue('encryptedCardNumber', '41111111111111111111111', configured, typing)).toBe(
      '4111 1111 1111 1111 111',
    );
    expect(formatFieldValue('encryptedCardNumber', '3782822463100051', configured, typing)).toBe('3782 822463 10005');
    expect(formatFieldValue('encryptedCardNumber', '5555-5555 5555 44449', configured, typing)).toBe(
      '5555 5555 5555 4444',
    );
    expect(formatFieldValue('encryptedCardNumber', 'ab', configured, typing)).toBe('');
  });

  it('takes the host’s pan length while the BIN is the one it was chosen for', () => {
    const options = brand({ brand: 'visa', panLength: 16 }, '411111');
    expect(formatFieldValue('encryptedCardNumber', '41111111111111111', options, typing)).toBe('4111 1111 1111 1111');
    // Another card: back to the table (visa up to 19).
    expect(formatFieldValue('encryptedCardNumber', '42424242424242424', options, typing)).toBe('4242 4242 4242 4242 4');
    expect(formatFieldValue('encryptedCardNumber', '41111111111111111', options, { deleting: false, cap: false })).toBe(
      '4111 1111 1111 1111 1',
    );
  });

  it('is valid with the JWE values, last four and detected brands for a good number', () => {
    const evaluation = evaluateNumber('4111 1111 1111 1111');
    expect(evaluation).toMatchObject({
      empty: false,
      valid: true,
      error: null,
      liveError: null,
      lastFour: '1111',
      bin: '41111111',
    });
    expect(evaluation.detectedBrands).toStrictEqual(['visa']);
    expect(evaluation.values).toStrictEqual({ encryptedCardNumber: { number: '4111111111111111' } });
  });

  it('reports the BIN from 6 digits, 8 from 16 digits on', () => {
    expect(evaluateNumber('41111').bin).toBeNull();
    expect(evaluateNumber('411111').bin).toBe('411111');
    expect(evaluateNumber('4111 1111 1111 111').bin).toBe('411111');
    expect(evaluateNumber('4111 1111 1111 1111').bin).toBe('41111111');
  });

  it('shows errors only on blur, except for complete wrong numbers; a short number is incomplete', () => {
    const partial = evaluateNumber('4111 1111');
    expect(partial).toMatchObject({ valid: false, error: CARD_ERRORS.fieldIncomplete, liveError: null, values: {} });
    expect(shownError(partial, false)).toBeNull();
    expect(shownError(partial, true)).toBe(CARD_ERRORS.fieldIncomplete);
    // Longer than the lookup's pan length: typing on cannot fix it, so incorrect, and at once.
    expect(evaluateNumber('4111 1111 1111 1111 1', brand({ brand: 'visa', panLength: 16 }, '411111'))).toMatchObject({
      error: CARD_ERRORS.numberIncorrect,
      liveError: CARD_ERRORS.numberIncorrect,
    });
    expect(evaluateNumber('4111 1111 1111 1112')).toMatchObject({
      error: CARD_ERRORS.numberLuhn,
      liveError: CARD_ERRORS.numberLuhn,
    });
    expect(evaluateNumber('')).toMatchObject({ empty: true, error: CARD_ERRORS.numberEmpty, liveError: null });
  });

  it('reports cc.num.903 at once for a brand the merchant does not accept', () => {
    expect(evaluateNumber('6011 1111')).toMatchObject({
      error: CARD_ERRORS.numberUnsupported,
      liveError: CARD_ERRORS.numberUnsupported,
    });
    expect(evaluateNumber('4111 11', brand({ brand: 'visa', supported: false }, '411111')).liveError).toBe(
      CARD_ERRORS.numberUnsupported,
    );
  });

  it('prefers a supported detected brand and the host’s choice for its BIN', () => {
    expect(numberBrand('4035501000000008', configured).brand).toBe('visa');
    expect(numberBrand('4035501000000008', { ...configured, supportedBrands: ['cartebancaire', 'visa'] }).brand).toBe(
      'cartebancaire',
    );
    expect(numberBrand('6703444444444449', configured).brand).toBe('bcmc');
    expect(numberBrand('4035501000000008', brand({ brand: 'cartebancaire', panLength: 16 }, '403550'))).toStrictEqual({
      brand: 'cartebancaire',
      panLength: 16,
      supported: true,
      fromHost: true,
    });
  });
});

describe('expiry date field', () => {
  it('formats MM/YY and lets the shopper delete the slash', () => {
    expect(formatFieldValue('encryptedExpiryDate', '4', configured, typing)).toBe('04/');
    expect(formatFieldValue('encryptedExpiryDate', '1230', configured, typing)).toBe('12/30');
    expect(formatFieldValue('encryptedExpiryDate', '12', configured, { deleting: true, cap: true })).toBe('12');
    expect(formatFieldValue('encryptedExpiryDate', '12/', configured, { deleting: true, cap: true })).toBe('12/');
  });

  it('gives month and 4-digit year while valid', () => {
    expect(evaluateDate('03/30')).toStrictEqual({
      empty: false,
      valid: true,
      error: null,
      liveError: null,
      values: { encryptedExpiryMonth: { expiryMonth: '03' }, encryptedExpiryYear: { expiryYear: '2030' } },
      expiryMonth: '03',
      expiryYear: '2030',
    });
  });

  it('shows a complete wrong date at once, an incomplete one on blur', () => {
    expect(evaluateDate('03/25')).toMatchObject({ error: CARD_ERRORS.dateTooOld, liveError: CARD_ERRORS.dateTooOld });
    expect(evaluateDate('00/30')).toMatchObject({
      error: CARD_ERRORS.dateIncorrect,
      liveError: CARD_ERRORS.dateIncorrect,
    });
    // On its way to a date: incomplete; a month that can never be right: incorrect.
    expect(evaluateDate('03/3')).toMatchObject({ error: CARD_ERRORS.fieldIncomplete, liveError: null });
    expect(evaluateDate('1')).toMatchObject({ error: CARD_ERRORS.fieldIncomplete, liveError: null });
    expect(evaluateDate('00/')).toMatchObject({ error: CARD_ERRORS.dateIncorrect, liveError: null });
    expect(evaluateDate('')).toMatchObject({ empty: true, error: CARD_ERRORS.dateEmpty, liveError: null });
    expect(evaluateDate('07/26', { ...configured, minimumExpiryDate: '08/26' }).error).toBe(
      CARD_ERRORS.dateExpiresTooSoon,
    );
  });

  it('follows the brand’s expiry policy', () => {
    expect(evaluateDate('', brand({ expiryDatePolicy: 'optional' }))).toMatchObject({
      valid: true,
      error: null,
      values: {},
    });
    expect(evaluateDate('03/3', brand({ expiryDatePolicy: 'optional' })).error).toBe(CARD_ERRORS.fieldIncomplete);
    expect(evaluateDate('03/3', brand({ expiryDatePolicy: 'hidden' }))).toMatchObject({ valid: true, values: {} });
  });
});

describe('separate month and year fields', () => {
  it('month: 2 digits, 2–9 prefixed with 0, cc.mth.915 outside 1–12', () => {
    expect(formatFieldValue('encryptedExpiryMonth', '3', configured, typing)).toBe('03');
    expect(formatFieldValue('encryptedExpiryMonth', '123', configured, typing)).toBe('12');
    expect(formatFieldValue('encryptedExpiryMonth', '0', configured, { deleting: true, cap: true })).toBe('0');
    expect(evaluateField('encryptedExpiryMonth', '1', configured, NOW)).toMatchObject({
      valid: true,
      expiryMonth: '01',
    });
    expect(evaluateField('encryptedExpiryMonth', '13', configured, NOW)).toMatchObject({
      error: CARD_ERRORS.monthIncorrect,
      liveError: CARD_ERRORS.monthIncorrect,
    });
    expect(evaluateField('encryptedExpiryMonth', '', configured, NOW).error).toBe(CARD_ERRORS.dateEmpty);
    expect(evaluateField('encryptedExpiryMonth', '0', configured, NOW)).toMatchObject({
      error: CARD_ERRORS.fieldIncomplete,
      liveError: null,
    });
  });

  it('year: 2 or 4 digits, encrypted as 4', () => {
    expect(formatFieldValue('encryptedExpiryYear', '20301', configured, typing)).toBe('2030');
    expect(evaluateField('encryptedExpiryYear', '30', configured, NOW)).toMatchObject({
      valid: true,
      values: { encryptedExpiryYear: { expiryYear: '2030' } },
    });
    expect(evaluateField('encryptedExpiryYear', '20', configured, NOW)).toMatchObject({
      error: CARD_ERRORS.yearIncorrect,
      liveError: null,
    });
    expect(evaluateField('encryptedExpiryYear', '2020', configured, NOW).liveError).toBe(CARD_ERRORS.yearIncorrect);
    expect(evaluateField('encryptedExpiryYear', '', configured, NOW).error).toBe(CARD_ERRORS.yearEmpty);
    expect(evaluateField('encryptedExpiryYear', '203', configured, NOW)).toMatchObject({
      error: CARD_ERRORS.fieldIncomplete,
      liveError: null,
    });
  });
});

describe('security code field', () => {
  it('takes the brand’s length: 4 for amex, 3 for others, 3 or 4 before a brand is known', () => {
    expect(formatFieldValue('encryptedSecurityCode', '12345', brand({ brand: 'amex' }), typing)).toBe('1234');
    expect(formatFieldValue('encryptedSecurityCode', '1234', brand({ brand: 'visa' }), typing)).toBe('123');
    expect(formatFieldValue('encryptedSecurityCode', '12a345', configured, typing)).toBe('1234');
    expect(evaluateCode('123', brand({ brand: 'amex' }))).toMatchObject({
      error: CARD_ERRORS.fieldIncomplete,
      liveError: null,
    });
    expect(evaluateCode('1234', brand({ brand: 'amex' }))).toMatchObject({
      valid: true,
      values: { encryptedSecurityCode: { cvc: '1234' } },
    });
    expect(evaluateCode('123').valid).toBe(true);
    expect(evaluateCode('1234').valid).toBe(true);
    expect(evaluateCode('12').error).toBe(CARD_ERRORS.fieldIncomplete);
    // 4 digits typed for amex, then the brand became visa: too long, incorrect at once.
    expect(evaluateCode('1234', brand({ brand: 'visa' }))).toMatchObject({
      error: CARD_ERRORS.securityCodeIncorrect,
      liveError: CARD_ERRORS.securityCodeIncorrect,
    });
    expect(evaluateCode('').error).toBe(CARD_ERRORS.securityCodeEmpty);
  });

  it('lets an optional code stay empty and ignores a hidden one', () => {
    expect(evaluateCode('', brand({ brand: 'maestro', securityCodePolicy: 'optional' }))).toMatchObject({
      valid: true,
      values: {},
    });
    expect(evaluateCode('12', brand({ brand: 'maestro', securityCodePolicy: 'optional' })).error).toBe(
      CARD_ERRORS.fieldIncomplete,
    );
    expect(evaluateCode('12', brand({ brand: 'bcmc', securityCodePolicy: 'hidden' }))).toMatchObject({
      valid: true,
      error: null,
      values: {},
    });
  });
});

describe('password field', () => {
  it('takes the first 2 digits of the card password', () => {
    expect(formatFieldValue('encryptedPassword', '1a23', configured, typing)).toBe('12');
    expect(evaluateField('encryptedPassword', '12', configured, NOW)).toMatchObject({
      valid: true,
      values: { encryptedPassword: { password: '12' } },
    });
    expect(evaluateField('encryptedPassword', '1', configured, NOW)).toMatchObject({
      error: CARD_ERRORS.fieldIncomplete,
      liveError: null,
    });
    expect(evaluateField('encryptedPassword', '', configured, NOW).error).toBe(CARD_ERRORS.passwordEmpty);
  });
});

describe('state payload', () => {
  it('carries no clear value, and blobs and details only while valid', () => {
    const valid = evaluateField('encryptedCardNumber', '4111 1111 1111 1111', configured, NOW);
    const payload = statePayload('encryptedCardNumber', valid, false, { encryptedCardNumber: 'jwe' });
    expect(payload).toStrictEqual({
      fieldType: 'encryptedCardNumber',
      empty: false,
      valid: true,
      error: null,
      encrypted: { encryptedCardNumber: 'jwe' },
      detectedBrands: ['visa'],
      lastFour: '1111',
    });
    expect(JSON.stringify(payload)).not.toContain('4111111111111111');
    const invalid = evaluateField('encryptedExpiryDate', '03/2', configured, NOW);
    expect(statePayload('encryptedExpiryDate', invalid, true, { encryptedExpiryMonth: 'stale' })).toStrictEqual({
      fieldType: 'encryptedExpiryDate',
      empty: false,
      valid: false,
      error: CARD_ERRORS.fieldIncomplete,
      encrypted: {},
    });
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the same number of digits', () => {
    expect(caretAfterDigits('4111 1111 1111', 4)).toBe(4);
    expect(caretAfterDigits('4111 1111 1111', 5)).toBe(6);
    expect(caretAfterDigits('4111 1111', 0)).toBe(0);
    expect(caretAfterDigits('4111', 9)).toBe(4);
  });
});
