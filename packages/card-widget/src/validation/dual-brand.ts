/**
 * SPEC §5/§9 dual-brand: when a BIN lookup names several supported brands, the shopper may
 * choose; a local brand (cartebancaire, bcmc, dankort) goes first over a global one, else the
 * lookup's lead brand (its first) does.
 */
import type { FieldPolicy } from '@datadeck/contracts/provider';
import { LOCAL_BRANDS } from './brands.ts';

/** A brand of the binLookup answer, as the widget uses it. */
export interface LookupBrand {
  brand: string;
  supported: boolean;
  panLength?: number;
  cvcPolicy: FieldPolicy;
  expiryDatePolicy: FieldPolicy;
}

export function orderDualBrands<T extends { brand: string; supported: boolean }>(
  brands: readonly T[],
): { brands: T[]; dualBrand: boolean } {
  const supported = brands.filter((candidate) => candidate.supported);
  const local = supported.filter((candidate) => LOCAL_BRANDS.includes(candidate.brand));
  const global = supported.filter((candidate) => !LOCAL_BRANDS.includes(candidate.brand));
  return { brands: [...local, ...global], dualBrand: supported.length >= 2 };
}
