// No zod here: the console's route table reads a 3-D Secure result from the URL on its first load.

export const BILLING_LIMITS = {
  nameMaxLength: 100,
  phoneMaxLength: 32,
  addressLineMaxLength: 200,
  postalCodeMaxLength: 16,
  emailMaxLength: 254,
  /** GST for Australian accounts that are not invoiced (SPEC §9: 10 %), in percent. */
  gstPercent: 10,
  /** How long a card verification may wait for its 3-D Secure result. */
  verificationLifetimeMinutes: 60,
  /** The longest 3-D Secure result the provider hands back (redirectResult, threeDSResult). */
  threeDSResultMaxLength: 4096,
  /** SPEC §5, §9: the card number of the card path without a provider (paymentDetails), in digits. */
  cardNumberMinLength: 12,
  cardNumberMaxLength: 19,
  /** SPEC §5: CVV 3 to 4 digits; American Express cards carry 4, every other card 3. */
  cvvLength: 3,
  amexCvvLength: 4,
  /** SPEC §5, §9: the expiry year is one of this many years, the current one first. */
  expiryYearChoices: 10,
} as const;
