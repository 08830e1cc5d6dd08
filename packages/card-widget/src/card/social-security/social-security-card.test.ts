import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupAnswer, mountCardWithLookup, typeInto } from '../../testing/card-with-lookup.ts';

const BRAZILIAN = lookupAnswer('elo', 'BR', true);
const AMERICAN = lookupAnswer('visa', 'US');
/** elo: a Brazilian local brand the merchant accepts. */
const BRANDS = ['mc', 'visa', 'elo'];
const field = (root: HTMLElement) => root.querySelector<HTMLElement>('.dd-ssn');

describe('card with the social security number', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in auto mode (default) appears when binLookup asks for it and goes when the BIN does', async () => {
    const { root, lookUp, clearBin, fillCard, state, component } = await mountCardWithLookup({ brands: BRANDS });
    fillCard();
    await lookUp(AMERICAN);
    expect(field(root)).toBeNull();
    await lookUp(BRAZILIAN);
    const ssn = await vi.waitFor(() => {
      expect(field(root)?.hidden).toBe(false);
      return field(root) as HTMLElement;
    });
    expect(component.isValid).toBe(false);
    typeInto(ssn.querySelector('input') as HTMLInputElement, '11222333000181');
    expect(state().data.socialSecurityNumber).toBe('11.222.333/0001-81');
    expect(component.isValid).toBe(true);
    clearBin();
    await vi.waitFor(() => expect(ssn.hidden).toBe(true));
    expect(state().data).not.toHaveProperty('socialSecurityNumber');
    expect(component.isValid).toBe(true);
  });

  it('in show mode is there from the start and required whatever the card', async () => {
    const { root, lookUp, fillCard, state, component } = await mountCardWithLookup({
      brands: BRANDS,
      configuration: { socialSecurityNumberMode: 'show' },
    });
    const ssn = await vi.waitFor(() => {
      expect(field(root)?.hidden).toBe(false);
      return field(root) as HTMLElement;
    });
    fillCard();
    await lookUp(AMERICAN);
    expect(ssn.hidden).toBe(false);
    expect(component.isValid).toBe(false);
    component.showValidation();
    expect(state().errors.socialSecurityNumber).toEqual({
      code: 'socialSecurityNumber.empty',
      message: 'Enter the CPF/CNPJ',
    });
    typeInto(ssn.querySelector('input') as HTMLInputElement, '52998224725');
    expect(state().errors.socialSecurityNumber).toBeNull();
    expect(state().data.socialSecurityNumber).toBe('529.982.247-25');
    expect(component.isValid).toBe(true);
  });

  it('in hide mode never appears', async () => {
    const { root, lookUp, fillCard, component } = await mountCardWithLookup({
      brands: BRANDS,
      configuration: { socialSecurityNumberMode: 'hide' },
    });
    fillCard();
    await lookUp(BRAZILIAN);
    // A requested part makes the card invalid until it has arrived: valid now means none was asked for.
    expect(component.isValid).toBe(true);
    expect(field(root)).toBeNull();
  });
});
