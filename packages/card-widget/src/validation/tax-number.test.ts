import { describe, expect, it } from 'vitest';
import { formatTaxNumber, isBusinessRegistrationNumber, validateTaxNumber } from './tax-number.ts';

describe('Korean tax number', () => {
  it('keeps digits only, at most 10', () => {
    expect(formatTaxNumber('85-01-23')).toBe('850123');
    expect(formatTaxNumber('12345678901')).toBe('1234567890');
    expect(formatTaxNumber('abc')).toBe('');
  });

  it('takes 6 to 10 digits and is required', () => {
    expect(validateTaxNumber('')).toBe('empty');
    expect(validateTaxNumber('85012')).toBe('incorrect');
    expect(validateTaxNumber('850123')).toBeNull();
    expect(validateTaxNumber('1234567890')).toBeNull();
    expect(validateTaxNumber('12345678901')).toBe('incorrect');
    expect(validateTaxNumber('85012a')).toBe('incorrect');
  });

  it('reads as a business registration number above 6 characters', () => {
    expect(isBusinessRegistrationNumber('850123')).toBe(false);
    expect(isBusinessRegistrationNumber('8501234')).toBe(true);
  });
});
