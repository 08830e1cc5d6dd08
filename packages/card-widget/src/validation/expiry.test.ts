import { CARD_ERRORS } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import {
  formatExpiryDate,
  isExpiryDatePrefix,
  parseExpiryDate,
  validateExpiry,
  validateExpiryMonth,
  validateExpiryYear,
} from './index.ts';

// Mid-month, local time: 15 June 2026.
const NOW = new Date(2026, 5, 15, 12);

describe('validateExpiry', () => {
  it('accepts the current month and later, with 2- and 4-digit years', () => {
    expect(validateExpiry('06', '26', NOW)).toBeNull();
    expect(validateExpiry(6, 2026, NOW)).toBeNull();
    expect(validateExpiry('3', '2030', NOW)).toBeNull();
    expect(validateExpiry('06', '56', NOW)).toBeNull();
  });
  it('cc.dat.910 when empty, cc.dat.911 for month 00/13 or a malformed year', () => {
    expect(validateExpiry('', '', NOW)).toBe(CARD_ERRORS.dateEmpty);
    expect(validateExpiry('00', '30', NOW)).toBe(CARD_ERRORS.dateIncorrect);
    expect(validateExpiry('13', '30', NOW)).toBe(CARD_ERRORS.dateIncorrect);
    expect(validateExpiry('12', '3', NOW)).toBe(CARD_ERRORS.dateIncorrect);
    expect(validateExpiry('12', '030', NOW)).toBe(CARD_ERRORS.dateIncorrect);
    expect(validateExpiry('', '30', NOW)).toBe(CARD_ERRORS.dateIncorrect);
  });
  it('cc.dat.912 before the current month', () => {
    expect(validateExpiry('05', '26', NOW)).toBe(CARD_ERRORS.dateTooOld);
    expect(validateExpiry('12', '2025', NOW)).toBe(CARD_ERRORS.dateTooOld);
  });
  it('cc.dat.913 more than 30 years ahead', () => {
    expect(validateExpiry('06', '2056', NOW)).toBeNull();
    expect(validateExpiry('07', '2056', NOW)).toBe(CARD_ERRORS.dateTooFar);
    expect(validateExpiry('01', '2099', NOW)).toBe(CARD_ERRORS.dateTooFar);
  });
  it('cc.dat.914 before the minimum expiry date', () => {
    expect(validateExpiry('07', '26', NOW, '08/26')).toBe(CARD_ERRORS.dateExpiresTooSoon);
    expect(validateExpiry('08', '26', NOW, '08/26')).toBeNull();
    expect(validateExpiry('01', '2027', NOW, '08/26')).toBeNull();
    expect(validateExpiry('07', '26', NOW, null)).toBeNull();
  });
});

describe('month and year fields', () => {
  it('month: cc.dat.910 when empty, err.gen.9100 for 0, cc.mth.915 outside 1–12', () => {
    expect(validateExpiryMonth('')).toBe(CARD_ERRORS.dateEmpty);
    expect(validateExpiryMonth('0')).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validateExpiryMonth('00')).toBe(CARD_ERRORS.monthIncorrect);
    expect(validateExpiryMonth('13')).toBe(CARD_ERRORS.monthIncorrect);
    expect(validateExpiryMonth('1a')).toBe(CARD_ERRORS.monthIncorrect);
    expect(validateExpiryMonth('1')).toBeNull();
    expect(validateExpiryMonth('12')).toBeNull();
  });
  it('year: cc.yr.917 when empty, err.gen.9100 for 1 or 3 digits, cc.yr.918 when malformed, past or too far', () => {
    expect(validateExpiryYear('', NOW)).toBe(CARD_ERRORS.yearEmpty);
    expect(validateExpiryYear('2025', NOW)).toBe(CARD_ERRORS.yearIncorrect);
    expect(validateExpiryYear('25', NOW)).toBe(CARD_ERRORS.yearIncorrect);
    expect(validateExpiryYear('203', NOW)).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validateExpiryYear('3', NOW)).toBe(CARD_ERRORS.fieldIncomplete);
    expect(validateExpiryYear('20a', NOW)).toBe(CARD_ERRORS.yearIncorrect);
    expect(validateExpiryYear('2057', NOW)).toBe(CARD_ERRORS.yearIncorrect);
    expect(validateExpiryYear('26', NOW)).toBeNull();
    expect(validateExpiryYear('2030', NOW)).toBeNull();
  });
});

describe('isExpiryDatePrefix', () => {
  it('is a month (or its first digit) and at most one year digit, of a month that can be right', () => {
    const prefixes = ['0', '1', '03', '03/', '03/3', '12 / 3'];
    expect(prefixes.filter((text) => !isExpiryDatePrefix(text))).toEqual([]);
    const others = ['', '00', '13/', '03/30', '03/2030', 'a', '1/2/'];
    expect(others.filter((text) => isExpiryDatePrefix(text))).toEqual([]);
  });
});

describe('expiry text', () => {
  it('parses MM/YY and MM / YY', () => {
    expect(parseExpiryDate('03/30')).toStrictEqual({ month: '03', year: '30' });
    expect(parseExpiryDate(' 3 / 2030 ')).toStrictEqual({ month: '03', year: '2030' });
    expect(parseExpiryDate('0330')).toBeNull();
    expect(parseExpiryDate('03/3')).toBeNull();
  });
  it('formats as typed', () => {
    expect(formatExpiryDate('')).toBe('');
    expect(formatExpiryDate('0')).toBe('0');
    expect(formatExpiryDate('1')).toBe('1');
    expect(formatExpiryDate('4')).toBe('04/');
    expect(formatExpiryDate('12')).toBe('12/');
    expect(formatExpiryDate('13')).toBe('01/3');
    expect(formatExpiryDate('123')).toBe('12/3');
    expect(formatExpiryDate('12/30')).toBe('12/30');
    expect(formatExpiryDate('12 / 30')).toBe('12/30');
    expect(formatExpiryDate('12/301')).toBe('12/30');
    expect(formatExpiryDate('12/2030')).toBe('12/30');
  });
});
