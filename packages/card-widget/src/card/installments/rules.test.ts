import { describe, expect, it } from 'vitest';
import { EN_US, createTranslator } from '../../core/i18n.ts';
import type { InstallmentOptions } from '../../types.ts';
import {
  initialValue,
  installmentsConfigFor,
  installmentsData,
  installmentsShown,
  optionText,
  partialAmount,
  selectableValues,
} from './rules.ts';

const options: InstallmentOptions = {
  card: { values: [1, 2, 3, 6] },
  mc: { values: [1, 2, 3], plans: ['regular', 'revolving'] },
};
const t = createTranslator('en-US', EN_US);

describe('installments rules (SPEC §9)', () => {
  it('takes the brand-specific configuration over `card`, and `card` for any other brand', () => {
    expect(installmentsConfigFor(options, 'mc')?.values).toEqual([1, 2, 3]);
    expect(installmentsConfigFor(options, 'visa')?.values).toEqual([1, 2, 3, 6]);
    expect(installmentsConfigFor(options, null)?.values).toEqual([1, 2, 3, 6]);
    expect(installmentsConfigFor({ mc: { values: [2] } }, 'visa')).toBeNull();
    expect(installmentsConfigFor(undefined, 'visa')).toBeNull();
    // An inherited property is not a brand.
    expect(installmentsConfigFor({ mc: { values: [2] } }, 'toString')).toBeNull();
  });

  it('leaves out counts the provider refuses (not an integer 1–99); none left means no installments', () => {
    expect(installmentsConfigFor({ card: { values: [0, 1, 2.5, 12, 99, 100] } }, 'visa')?.values).toEqual([1, 12, 99]);
    expect(installmentsConfigFor({ card: { values: [0, 100] } }, 'visa')).toBeNull();
  });

  it('hides installments for a zero amount and a debit card', () => {
    const config = installmentsConfigFor(options, 'visa');
    expect(installmentsShown(config, { currency: 'USD', value: 1000 }, 'CREDIT')).toBe(true);
    expect(installmentsShown(config, undefined, null)).toBe(true);
    expect(installmentsShown(config, { currency: 'USD', value: 0 }, null)).toBe(false);
    expect(installmentsShown(config, { currency: 'USD', value: 1000 }, 'DEBIT')).toBe(false);
    expect(installmentsShown(null, { currency: 'USD', value: 1000 }, null)).toBe(false);
  });

  it('with a revolving plan offers one-time, installments (counts above 1) and revolving', () => {
    const mc = installmentsConfigFor(options, 'mc');
    if (!mc) throw new Error('mc is configured');
    expect(selectableValues(mc)).toEqual([2, 3]);
    expect(installmentsData(mc, 'oneTime', 3)).toEqual({ value: 1 });
    expect(installmentsData(mc, 'installments', 3)).toEqual({ value: 3, plan: 'regular' });
    expect(installmentsData(mc, 'revolving', 3)).toEqual({ value: 1, plan: 'revolving' });
    // Without revolving the count is all there is.
    const card = installmentsConfigFor(options, 'visa');
    if (!card) throw new Error('card is configured');
    expect(selectableValues(card)).toEqual([1, 2, 3, 6]);
    expect(installmentsData(card, 'revolving', 6)).toEqual({ value: 6 });
    expect(selectableValues({ values: [1], plans: ['revolving'] })).toEqual([1]);
  });

  it('starts at the preselected count when it is offered, else at the first', () => {
    expect(initialValue({ values: [1, 3, 6], preselectedValue: 3 })).toBe(3);
    expect(initialValue({ values: [1, 3, 6], preselectedValue: 4 })).toBe(1);
    expect(initialValue({ values: [1, 3, 6], plans: ['revolving'] })).toBe(3);
  });

  it('shows the amount per installment with the currency divisor when asked', () => {
    expect(partialAmount({ currency: 'USD', value: 10000 }, 3)).toEqual({ currency: 'USD', value: 3333 });
    expect(optionText(t, 3, { currency: 'USD', value: 10000 }, true)).toBe('3x $33.33');
    expect(optionText(t, 2, { currency: 'JPY', value: 10001 }, true)).toBe('2x ¥5,001');
    expect(optionText(t, 4, { currency: 'KWD', value: 10000 }, true)).toMatch(/^4x KWD\s2\.500$/);
    expect(optionText(t, 3, { currency: 'USD', value: 10000 }, false)).toBe('3x');
    expect(optionText(t, 3, undefined, true)).toBe('3x');
  });
});
