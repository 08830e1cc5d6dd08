import { describe, expect, it } from 'vitest';
import { EN_US, createTranslator } from '../core/i18n.ts';
import { payButtonLabel } from './pay-button.ts';

const t = createTranslator('en-US', EN_US);

describe('pay button label', () => {
  it('asks to confirm a preauthorization for amount 0, in any currency', () => {
    expect(payButtonLabel(t, { value: 0, currency: 'USD' })).toBe('Confirm preauthorization');
    expect(payButtonLabel(t, { value: 0, currency: 'JPY' })).toBe('Confirm preauthorization');
  });

  it("says 'Pay' plus the amount, minor units divided by the currency divisor (SPEC §9)", () => {
    // 100 by default.
    expect(payButtonLabel(t, { value: 1000, currency: 'USD' })).toBe('Pay $10.00');
    expect(payButtonLabel(t, { value: 1, currency: 'EUR' })).toBe('Pay €0.01');
    // 1 for zero-decimal currencies.
    expect(payButtonLabel(t, { value: 1000, currency: 'JPY' })).toBe('Pay ¥1,000');
    expect(payButtonLabel(t, { value: 1500, currency: 'CLP' })).toBe('Pay CLP\u00A01,500');
    // 1000 for three-decimal currencies.
    expect(payButtonLabel(t, { value: 1000, currency: 'KWD' })).toBe('Pay KWD\u00A01.000');
    expect(payButtonLabel(t, { value: 12_345, currency: 'BHD' })).toBe('Pay BHD\u00A012.345');
    // 10 for MRO: one decimal, which Intl alone would round away.
    expect(payButtonLabel(t, { value: 1235, currency: 'MRO' })).toBe('Pay MRO\u00A0123.5');
  });

  it("says just 'Pay' without an amount", () => {
    expect(payButtonLabel(t, undefined)).toBe('Pay');
  });

  it('writes the amount the way the locale does', () => {
    const dutch = createTranslator('nl-NL', { ...EN_US, 'payButton.withAmount': 'Betaal %{amount}' });
    expect(payButtonLabel(dutch, { value: 123_456, currency: 'EUR' })).toBe('Betaal €\u00A01.234,56');
  });
});
