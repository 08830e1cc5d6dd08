import { describe, expect, it } from 'vitest';
import { EN_US, createTranslator } from '../core/i18n.ts';
import { payButtonLabel } from './pay-button.ts';

const t = createTranslator('en-US', EN_US);

describe('pay button label', () => {
  it('asks to confirm a preauthorization for amount 0', () => {
    expect(payButtonLabel(t, { value: 0, currency: 'USD' })).toBe('Confirm preauthorization');
  });

  it('formats minor units with the currency divisor', () => {
    expect(payButtonLabel(t, { value: 1000, currency: 'USD' })).toBe('Pay $10.00');
    expect(payButtonLabel(t, { value: 1000, currency: 'JPY' })).toBe('Pay ¥1,000');
    expect(payButtonLabel(t, { value: 1000, currency: 'KWD' })).toBe('Pay KWD\u00A01.000');
    expect(payButtonLabel(t, undefined)).toBe('Pay');
  });
});
