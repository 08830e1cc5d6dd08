import { KCP } from '@datadeck/contracts/provider';
import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import type { CardOptions } from '../types.ts';
import type { ExtensionFactory } from './extension.ts';

/**
 * The card form's optional parts (SPEC §5, §9). Each is a dynamic import, so every bundler (esbuild
 * for the provider's SDK, Vite for the console) makes it a chunk of its own that only a card which
 * wants the part downloads. `wanted` decides from the options at render; `wantedForLookup` from a
 * binLookup answer (the Korean and Brazilian fields appear when the card's BIN says so).
 */
export interface CardPart {
  readonly name: string;
  wanted(options: CardOptions, countryCode: string): boolean;
  wantedForLookup?(options: CardOptions, result: BinLookupResponse): boolean;
  load(): Promise<{ createExtension: ExtensionFactory }>;
}

export const CARD_PARTS: readonly CardPart[] = [
  {
    // SPEC §4 Click to Pay above the card fields: the scheme SDKs load only with this part.
    name: 'clickToPay',
    wanted: (options) => options.clickToPayConfiguration !== undefined,
    load: () => import('../click-to-pay/extension.ts'),
  },
  {
    // KCP: loaded with the form when the merchant asks for it, shown once binLookup names a Korean card.
    name: 'korean',
    wanted: (options) => options.configuration?.koreanAuthenticationRequired === true,
    wantedForLookup: (options, result) =>
      options.configuration?.koreanAuthenticationRequired === true &&
      result.issuingCountryCode === KCP.issuingCountryCode,
    load: () => import('./korean/korean.ts'),
  },
  {
    // CPF/CNPJ: always in `show` mode; in `auto` mode (the default) when binLookup asks for it; never in `hide`.
    name: 'socialSecurityNumber',
    wanted: (options) => options.configuration?.socialSecurityNumberMode === 'show',
    wantedForLookup: (options, result) =>
      (options.configuration?.socialSecurityNumberMode ?? 'auto') === 'auto' && result.showSocialSecurityNumber,
    load: () => import('./social-security/social-security.ts'),
  },
  {
    // SPEC §9: a card-level amount of 0 never shows installments; otherwise the part hides itself
    // for a zero checkout amount, a debit card or a brand without configuration.
    name: 'installments',
    wanted: (options) => options.installmentOptions !== undefined && options.amount?.value !== 0,
    load: () => import('./installments/installments.ts'),
  },
  {
    // SPEC §5: the consent shows itself only while the brand is mc or visa.
    name: 'fastCheckout',
    wanted: (options) => options.fastCheckoutConfiguration?.showConsent === true,
    load: () => import('./fast-checkout/fast-checkout.ts'),
  },
];
