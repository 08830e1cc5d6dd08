import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries.ts';

describe('COUNTRY_CODES', () => {
  it("is i18n-iso-countries' alpha-2 list, the one the provider's country dataset is made from", () => {
    expect([...COUNTRY_CODES]).toEqual(Object.keys(countries.getAlpha2Codes()).toSorted());
  });
});
