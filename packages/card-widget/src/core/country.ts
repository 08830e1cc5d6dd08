import { FALLBACK_SHOPPER_COUNTRY } from '@datadeck/contracts/provider';
import type { ShopperCountryResponse } from '@datadeck/contracts/provider-api';
import { http } from './http.ts';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * SPEC §7 client-IP country lookup: the provider tells the shopper's country from the request's
 * IP address. SPEC §8 "country lookup failure defaults to AU": an unknown address, an odd answer
 * or a failed call (logged as a warning) all give AU, so a caller always has a country.
 */
export async function lookupShopperCountry(providerUrl: string, clientKey: string): Promise<string> {
  const url = `${providerUrl}/v1/shopperCountry?clientKey=${encodeURIComponent(clientKey)}`;
  try {
    const answer = await http<ShopperCountryResponse>(url, { errorLevel: 'warn' });
    const code = answer?.countryCode;
    return typeof code === 'string' && COUNTRY_CODE.test(code) ? code : FALLBACK_SHOPPER_COUNTRY;
  } catch {
    // http() logs what it knows; anything else thrown (a broken fetch polyfill) still gives AU.
    return FALLBACK_SHOPPER_COUNTRY;
  }
}
