import { CARD_ERRORS } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatCardNumber,
  isCardNumberComplete,
  isLuhnValid,
  permittedLengths,
  validateCardNumber,
  type NumberCheck,
} from './index.ts';

const check = (
  brand: string | null,
  panLength: number | null = null,
  supportedBrands: string[] = ['visa', 'mc', 'amex'],
): NumberCheck => ({
  supportedBrands,
  brand,
  panLength,
});

describe('Luhn', () => {
  it.each(['4111111111111111', '5555555555554444', '378282246310005', '4035 5010 0000 0008', '6703444444444449'])(
    'accepts %s',
    (number) => {
      expect(isLuhnValid(number)).toBe(true);
    },
  );
  it.each(['4111111111111112', '1234567812345678', '', '0000000000000001'])('refuses %j', (number) => {
    expect(isLuhnValid(number)).toBe(false);
  });
});

describe('formatCardNumber', () => {
  it('groups by brand, 4-4-4-4-3 by default', () => {
    expect(formatCardNumber('4111111111111111', 'visa')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005', 'amex')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828', 'amex')).toBe('3782 8');
    expect(formatCardNumber('36227206271667', 'diners')).toBe('3622 720627 1667');
    expect(formatCardNumber('4111 1111 1111 1111 123', null)).toBe('4111 1111 1111 1111 123');
    expect(formatCardNumber('', null)).toBe('');
  });
  it('keeps digits past the groups as a last group', () => {
    expect(formatCardNumber('3782822463100051', 'amex')).toBe('3782 822463 10005 1');
  });
  it('digitsOnly drops everything but digits', () => {
    expect(digitsOnly(' 4111-1111 a/1 ')).toBe('411111111');
  });
});

describe('validateCardNumber', () => {
  it('cc.num.900 when empty', () => {
    expect(validateCardNumber('', check(null), false)).toBe(CARD_ERRORS.numberEmpty);
    expect(validateCardNumber('  ', check(null), true)).toBe(CARD_ERRORS.numberEmpty);
  });

  it('cc.num.903 for a known brand the merchant does not accept, at once', () => {
    expect(validateCardNumber('6011', check('discover'), false)).toBe(CARD_ERRORS.numberUnsupported);
    // An unconfigured list refuses nothing; an unknown brand is not "unsupported".
    expect(validateCardNumber('6011111111111117', check('discover', null, []), true)).toBeNull();
    expect(validateCardNumber('9999', check(null), false)).toBeNull();
  });

  it('err.gen.9100 for a number short of the brand lengths, only when complete', () => {
    expect(validateCardNumber('411111111111', check('visa'), false)).toBeNull();
    expect(validateCardNumber('411111111111', check('visa'), true)).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validateCardNumber('37828224631000', check('amex'), true)).toBe(CARD_ERRORS.fieldIncomplete);
    // Between two visa lengths (13 and 16): more digits can still make it right.
    expect(validateCardNumber('41111111111111', check('visa'), true)).toBe(CARD_ERRORS.fieldIncomplete);
  });

  it('cc.num.901 at once for what typing on cannot fix: too long, or not digits', () => {
    expect(validateCardNumber('3782822463100051', check('amex'), false)).toBe(CARD_ERRORS.numberIncorrect);
    expect(validateCardNumber('41111111111111111111', check(null), false)).toBe(CARD_ERRORS.numberIncorrect);
    expect(validateCardNumber('4111x', check('visa'), false)).toBe(CARD_ERRORS.numberIncorrect);
  });

  it('uses 12–19 when the brand is unknown', () => {
    expect(permittedLengths(null, null)).toStrictEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(validateCardNumber('99999999999', check(null), true)).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validateCardNumber('999999999999', check(null), true)).toBe(CARD_ERRORS.numberLuhn);
  });

  it('takes the lookup pan length over the brand lengths', () => {
    expect(permittedLengths('maestro', 16)).toStrictEqual([16]);
    expect(validateCardNumber('6703444444444449', check('bcmc', 16, ['bcmc']), true)).toBeNull();
    expect(validateCardNumber('67034444444444490', check('bcmc', 16, ['bcmc']), false)).toBe(
      CARD_ERRORS.numberIncorrect,
    );
    expect(validateCardNumber('4111111111111111', check('visa', 19), true)).toBe(CARD_ERRORS.fieldIncomplete);
    expect(isCardNumberComplete('4111111111111111', 'visa', 19)).toBe(false);
  });

  it('cc.num.902 for a Luhn failure at a complete length', () => {
    expect(validateCardNumber('4111111111111112', check('visa'), false)).toBe(CARD_ERRORS.numberLuhn);
    expect(validateCardNumber('4111 1111 1111 1112', check('visa'), true)).toBe(CARD_ERRORS.numberLuhn);
    expect(validateCardNumber('378282246310006', check('amex'), false)).toBe(CARD_ERRORS.numberLuhn);
    expect(validateCardNumber('4111111111111111', check('visa'), true)).toBeNull();
    expect(validateCardNumber('2223000048410010', check('mc'), true)).toBeNull();
  });

  it('waits for blur before a Luhn failure at a short permitted length (the shopper may type on)', () => {
    // 13 digits is a visa length, but most visa cards have 16.
    expect(isCardNumberComplete('4111111111112', 'visa', null)).toBe(false);
    expect(validateCardNumber('4111111111112', check('visa'), false)).toBeNull();
    expect(validateCardNumber('4111111111112', check('visa'), true)).toBe(CARD_ERRORS.numberLuhn);
  });

  it('isCardNumberComplete: a permitted length that passes Luhn, has 16 digits or cannot grow', () => {
    expect(isCardNumberComplete('4111111111111111', 'visa', null)).toBe(true);
    expect(isCardNumberComplete('4111111111111112', 'visa', null)).toBe(true);
    expect(isCardNumberComplete('378282246310005', 'amex', null)).toBe(true);
    expect(isCardNumberComplete('378282246310006', 'amex', null)).toBe(true);
    expect(isCardNumberComplete('411111111111111', 'visa', null)).toBe(false);
    expect(isCardNumberComplete('', null, null)).toBe(false);
  });
});
