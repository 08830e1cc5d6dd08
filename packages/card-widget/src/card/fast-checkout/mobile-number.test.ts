import { describe, expect, it } from 'vitest';
import { groupMobile, isMobileComplete, mobileDigits } from './mobile-number.ts';

describe('fast-checkout mobile number (SPEC §5)', () => {
  it('keeps digits only, at most 12', () => {
    expect(mobileDigits('(555) 123-4567')).toBe('5551234567');
    expect(mobileDigits('abc')).toBe('');
    expect(mobileDigits('1234567890123456')).toBe('123456789012');
  });

  it('groups 3-3-4 as the shopper types, extra digits after', () => {
    expect(groupMobile('')).toBe('');
    expect(groupMobile('55')).toBe('55');
    expect(groupMobile('555')).toBe('555');
    expect(groupMobile('5551')).toBe('555 1');
    expect(groupMobile('555123')).toBe('555 123');
    expect(groupMobile('5551234')).toBe('555 123 4');
    expect(groupMobile('5551234567')).toBe('555 123 4567');
    expect(groupMobile('555123456789')).toBe('555 123 4567 89');
  });

  it('is complete with 10 to 12 digits', () => {
    expect(isMobileComplete('555123456')).toBe(false);
    expect(isMobileComplete('5551234567')).toBe(true);
    expect(isMobileComplete('555123456789')).toBe(true);
    expect(isMobileComplete('5551234567890')).toBe(false);
  });
});
