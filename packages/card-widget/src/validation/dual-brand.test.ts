import { describe, expect, it } from 'vitest';
import { orderDualBrands, type LookupBrand } from './index.ts';

const lookup = (brand: string, supported = true): LookupBrand => ({
  brand,
  supported,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
});
const names = (result: { brands: LookupBrand[] }) => result.brands.map((entry) => entry.brand);

describe('orderDualBrands', () => {
  it('puts a local brand before a global one', () => {
    const visaFirst = orderDualBrands([lookup('visa'), lookup('cartebancaire')]);
    expect(names(visaFirst)).toStrictEqual(['cartebancaire', 'visa']);
    expect(visaFirst.dualBrand).toBe(true);
    expect(names(orderDualBrands([lookup('visa'), lookup('dankort')]))).toStrictEqual(['dankort', 'visa']);
    expect(names(orderDualBrands([lookup('maestro'), lookup('bcmc')]))).toStrictEqual(['bcmc', 'maestro']);
  });

  it('keeps the lookup lead brand first between global brands', () => {
    expect(names(orderDualBrands([lookup('mc'), lookup('maestro')]))).toStrictEqual(['mc', 'maestro']);
    expect(names(orderDualBrands([lookup('maestro'), lookup('mc')]))).toStrictEqual(['maestro', 'mc']);
  });

  it('drops unsupported brands; one supported brand is no choice', () => {
    const result = orderDualBrands([lookup('visa'), lookup('cartebancaire', false)]);
    expect(names(result)).toStrictEqual(['visa']);
    expect(result.dualBrand).toBe(false);
    expect(orderDualBrands([lookup('visa', false)])).toStrictEqual({ brands: [], dualBrand: false });
  });

  it('keeps the caller’s own fields', () => {
    const [first] = orderDualBrands([{ brand: 'visa', supported: true, panLength: 16, extra: 1 }]).brands;
    expect(first).toStrictEqual({ brand: 'visa', supported: true, panLength: 16, extra: 1 });
  });
});
