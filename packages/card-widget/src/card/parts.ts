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

export const CARD_PARTS: readonly CardPart[] = [];
