import { describe, expect, it } from 'vitest';
import { BRAND_RULES, LOCAL_BRANDS, brandRule, detectBrands } from './index.ts';

// Public test card numbers (Stripe and Adyen documentation).
const EXAMPLES: Record<string, string[]> = {
  visa: ['4111111111111111', '4242424242424242', '4000056655665556'],
  mc: ['5555555555554444', '5105105105105100', '2223000048410010', '2720990000000007'],
  amex: ['378282246310005', '371449635398431', '340000000000009'],
  discover: ['6011111111111117', '6011000990139424', '6445644564456445'],
  diners: ['36227206271667', '3056930009020004', '38520000023237'],
  jcb: ['3566002020360505', '3530111333300000'],
  cup: ['6200000000000005', '6250946000000016'],
  mir: ['2200000000000004'],
  maestro: ['6759649826438453', '5000550000000029'],
  elo: ['5066991111111118', '6362970000457013'],
  hipercard: ['6062828888666688'],
  bcmc: ['6703444444444449'],
  cartebancaire: ['4035501000000008'],
  dankort: ['4571000000000001', '5019555544445555'],
};

describe('brand table', () => {
  it.each(Object.entries(EXAMPLES))(
    'detects %s first for its example numbers, at a permitted length',
    (brand, numbers) => {
      const rule = brandRule(brand);
      expect(rule?.brand).toBe(brand);
      for (const number of numbers) {
        expect({ number, brand: detectBrands(number)[0] }).toStrictEqual({ number, brand });
        expect({ number, permitted: rule?.lengths.includes(number.length) }).toStrictEqual({ number, permitted: true });
      }
    },
  );

  it('has every brand once, with lengths within 12–19 and groups covering the longest', () => {
    const names = BRAND_RULES.map((rule) => rule.brand);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of BRAND_RULES) {
      expect(rule.lengths.every((length) => length >= 12 && length <= 19)).toBe(true);
    }
    const uncovered = BRAND_RULES.filter(
      (rule) => rule.groups.reduce((sum, size) => sum + size, 0) < Math.max(...rule.lengths),
    );
    expect(uncovered).toStrictEqual([]);
  });

  it('keeps the lead brand after a more specific local one for co-badged numbers', () => {
    expect(detectBrands('4035501000000008')).toStrictEqual(['cartebancaire', 'visa']);
    expect(detectBrands('4571000000000001')).toStrictEqual(['dankort', 'visa']);
    expect(detectBrands('6703444444444449')).toStrictEqual(['bcmc', 'maestro']);
    expect(detectBrands('6062828888666688')).toStrictEqual(['hipercard']);
  });

  it('ignores spaces, detects from the prefix, and finds nothing for unknown prefixes', () => {
    expect(detectBrands('4111 1111')).toStrictEqual(['visa']);
    expect(detectBrands('4')).toStrictEqual(['visa']);
    expect(detectBrands('34')).toStrictEqual(['amex']);
    expect(detectBrands('2221')).toStrictEqual(['mc']);
    expect(detectBrands('2720')).toStrictEqual(['mc']);
    expect(detectBrands('2721')).toStrictEqual([]);
    expect(detectBrands('9999')).toStrictEqual([]);
    expect(detectBrands('')).toStrictEqual([]);
  });

  it('has the security-code length and policies of each brand', () => {
    expect(brandRule('amex')).toMatchObject({
      securityCodeLength: 4,
      securityCodePolicy: 'required',
      groups: [4, 6, 5],
    });
    expect(brandRule('visa')).toMatchObject({
      securityCodeLength: 3,
      securityCodePolicy: 'required',
      expiryDatePolicy: 'required',
    });
    expect(brandRule('bcmc')).toMatchObject({ securityCodePolicy: 'hidden', expiryDatePolicy: 'required' });
    expect(brandRule('maestro')?.securityCodePolicy).toBe('optional');
    expect(brandRule('nope')).toBeUndefined();
  });

  it('names the local brands of SPEC §9', () => {
    expect(LOCAL_BRANDS.toSorted()).toStrictEqual(['bcmc', 'cartebancaire', 'dankort']);
  });
});
