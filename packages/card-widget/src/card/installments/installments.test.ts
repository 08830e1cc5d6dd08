import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { describe, expect, it } from 'vitest';
import { fakeExtensionContext } from '../../testing/extension-context.ts';
import type { Amount, CardOptions } from '../../types.ts';
import type { CardExtension } from '../extension.ts';
import { CARD_PARTS } from '../parts.ts';
import { createExtension } from './installments.ts';

const DEMO: CardOptions = {
  installmentOptions: {
    card: { values: [1, 2, 3, 6] },
    mc: { values: [1, 2, 3], plans: ['regular', 'revolving'] },
  },
  showInstallmentAmounts: true,
};
const USD_100: Amount = { currency: 'USD', value: 10000 };

function create(options: CardOptions = DEMO, amount: Amount | undefined = USD_100) {
  const context = { ...fakeExtensionContext(options), amount };
  const part = createExtension(context) as CardExtension;
  const select = () => part.root.querySelector<HTMLSelectElement>('select[name=installments]');
  const radio = (mode: string) => part.root.querySelector<HTMLInputElement>(`input[type=radio][value=${mode}]`);
  return { context, part, select, radio };
}

const lookup = (fundingSource?: 'CREDIT' | 'DEBIT'): BinLookupResponse => ({
  requestId: '1',
  brands: [
    {
      brand: 'visa',
      supported: true,
      paymentMethodVariant: 'visa',
      cvcPolicy: 'required',
      expiryDatePolicy: 'required',
    },
  ],
  showSocialSecurityNumber: false,
  ...(fundingSource ? { fundingSource } : {}),
});

function choose(control: HTMLSelectElement | HTMLInputElement | null, value?: string): void {
  if (!control) throw new Error('no control');
  if (control instanceof HTMLSelectElement && value !== undefined) control.value = value;
  if (control instanceof HTMLInputElement) control.checked = true;
  control.dispatchEvent(new Event('change'));
}

describe('installments part', () => {
  it('offers the `card` counts with the amount of each installment and sends the chosen count', () => {
    const { part, select, context } = create();
    part.brandChanged?.('visa');
    expect(part.root.hidden).toBe(false);
    expect(part.placement).toBe('after');
    const options = [...(select()?.options ?? [])].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['1', '1x $100.00'],
      ['2', '2x $50.00'],
      ['3', '3x $33.33'],
      ['6', '6x $16.67'],
    ]);
    expect(part.root.querySelector(`label[for="${select()?.id}"]`)?.textContent).toBe('Number of installments');
    expect(part.data()).toEqual({ request: { installments: { value: 1 } } });
    context.changed.mockClear();
    choose(select(), '3');
    expect(part.data()).toEqual({ request: { installments: { value: 3 } } });
    expect(context.changed).toHaveBeenCalled();
    expect(part.isValid).toBe(true);
    expect(part.showValidation()).toBeNull();
  });

  it('keeps the choice when the brand changes to one with the same configuration', () => {
    const { part, select } = create();
    part.brandChanged?.('visa');
    choose(select(), '6');
    part.brandChanged?.('amex');
    expect(part.data()).toEqual({ request: { installments: { value: 6 } } });
  });

  it('for mc (revolving plan) offers one-time, installments with the count, and revolving', () => {
    const { part, select, radio } = create();
    part.brandChanged?.('mc');
    const legend = part.root.querySelector('fieldset legend')?.textContent;
    expect(legend).toBe('Payment plan');
    const labels = [...part.root.querySelectorAll('label.dd-radio')].map((label) => label.textContent);
    expect(labels).toEqual(['One-time payment', 'Installments payment', 'Revolving payment']);
    expect(radio('oneTime')?.checked).toBe(true);
    expect(select()?.closest<HTMLElement>('.dd-field')?.hidden).toBe(true);
    expect(part.data()).toEqual({ request: { installments: { value: 1 } } });

    choose(radio('installments'));
    expect(select()?.closest<HTMLElement>('.dd-field')?.hidden).toBe(false);
    expect([...(select()?.options ?? [])].map((option) => option.value)).toEqual(['2', '3']);
    choose(select(), '3');
    expect(part.data()).toEqual({ request: { installments: { value: 3, plan: 'regular' } } });

    choose(radio('revolving'));
    expect(select()?.closest<HTMLElement>('.dd-field')?.hidden).toBe(true);
    expect(part.data()).toEqual({ request: { installments: { value: 1, plan: 'revolving' } } });
  });

  it('hides itself and sends nothing for a debit card, and comes back for the next card', () => {
    const { part, context } = create();
    part.brandChanged?.('visa');
    context.changed.mockClear();
    part.binLookup?.(lookup('DEBIT'));
    expect(part.root.hidden).toBe(true);
    expect(part.data()).toEqual({});
    expect(context.changed).toHaveBeenCalledTimes(1);
    part.binLookup?.(null);
    expect(part.root.hidden).toBe(false);
    part.binLookup?.(lookup('CREDIT'));
    expect(part.data()).toEqual({ request: { installments: { value: 1 } } });
  });

  it('hides itself for a zero amount', () => {
    const { part } = create(DEMO, { currency: 'USD', value: 0 });
    part.brandChanged?.('visa');
    expect(part.root.hidden).toBe(true);
    expect(part.data()).toEqual({});
  });

  it('hides itself for a brand without configuration', () => {
    const { part } = create({ installmentOptions: { mc: { values: [2, 3] } } });
    part.brandChanged?.('visa');
    expect(part.root.hidden).toBe(true);
    expect(part.data()).toEqual({});
    part.brandChanged?.('mc');
    expect(part.root.hidden).toBe(false);
    expect(part.data()).toEqual({ request: { installments: { value: 2 } } });
  });

  it('makes the select read-only for a single count, and starts at preselectedValue', () => {
    const single = create({ installmentOptions: { card: { values: [3] } } });
    single.part.brandChanged?.('visa');
    expect(single.select()?.disabled).toBe(true);
    expect(single.part.data()).toEqual({ request: { installments: { value: 3 } } });
    const preselected = create({ installmentOptions: { card: { values: [1, 3, 6], preselectedValue: 6 } } });
    preselected.part.brandChanged?.('visa');
    expect(preselected.select()?.disabled).toBe(false);
    expect(preselected.select()?.value).toBe('6');
    // Without showInstallmentAmounts only the count is shown.
    expect(preselected.select()?.options[0]?.textContent).toBe('1x');
  });

  it('is a part the card loads when installmentOptions is set and the card amount is not 0', () => {
    const part = CARD_PARTS.find((candidate) => candidate.name === 'installments');
    expect(part?.wanted(DEMO, 'US')).toBe(true);
    expect(part?.wanted({ ...DEMO, amount: { currency: 'USD', value: 0 } }, 'US')).toBe(false);
    expect(part?.wanted({}, 'US')).toBe(false);
  });
});
