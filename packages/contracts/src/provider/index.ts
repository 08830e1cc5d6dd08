/** What the card widget bundles: constants, the secured-field protocol and the 3DS2 shapes. No zod. */
export * from './click-to-pay.ts';
export * from './constants.ts';
export * from './luhn.ts';
export * from './risk.ts';
export * from './secured-fields.ts';
export * from './three-ds.ts';
