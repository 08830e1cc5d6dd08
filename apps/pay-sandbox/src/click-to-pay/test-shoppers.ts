import {
  USABLE_SRC_CARD_STATUSES,
  type ClickToPayScheme,
  type ClickToPayTestCard,
  type ClickToPayTestShopper,
  type SrcMaskedCard,
} from '@datadeck/contracts/provider';

const DAY_MS = 24 * 60 * 60_000;

/** The one-time code every test shopper receives (README, "Click to Pay test shoppers"). */
export const CTP_TEST_OTP = '123456';

/**
 * The shoppers enrolled at the simulated schemes (README, "Click to Pay test shoppers"). Dates and
 * expiries are relative to now, so "used", "unused" and "expired" stay true whatever the day. The
 * card numbers are test cards: the payment is decided by the test-card table.
 */
export const CTP_TEST_SHOPPERS: readonly ClickToPayTestShopper[] = [
  {
    email: 'shopper@ctp.example',
    otp: CTP_TEST_OTP,
    cards: [
      {
        srcDigitalCardId: 'ctp-visa-signature',
        scheme: 'visa',
        number: '4111111111111111',
        descriptorName: 'Visa Signature',
        status: 'ACTIVE',
        expiresInMonths: 24,
        createdDaysAgo: 400,
        lastUsedDaysAgo: 2,
      },
      {
        srcDigitalCardId: 'ctp-mc-world',
        scheme: 'mc',
        number: '5555555555554444',
        descriptorName: 'Mastercard World',
        status: 'ACTIVE',
        expiresInMonths: 12,
        createdDaysAgo: 300,
        lastUsedDaysAgo: 10,
      },
      {
        srcDigitalCardId: 'ctp-mc-business',
        scheme: 'mc',
        number: '2223000048410010',
        descriptorName: 'Mastercard Business',
        status: 'ACTIVE',
        expiresInMonths: 6,
        createdDaysAgo: 90,
        lastUsedDaysAgo: 20,
        dcfActionCode: 'CANCEL',
      },
      {
        srcDigitalCardId: 'ctp-visa-gold',
        scheme: 'visa',
        number: '4000000000000002',
        descriptorName: 'Visa Gold',
        status: 'ACTIVE',
        expiresInMonths: 12,
        createdDaysAgo: 60,
        lastUsedDaysAgo: 40,
      },
      {
        srcDigitalCardId: 'ctp-mc-debit',
        scheme: 'mc',
        number: '5200828282828210',
        descriptorName: 'Mastercard Debit',
        status: 'PENDING',
        expiresInMonths: 18,
        createdDaysAgo: 7,
      },
      {
        srcDigitalCardId: 'ctp-visa-classic',
        scheme: 'visa',
        number: '4242424242424242',
        descriptorName: 'Visa Classic',
        status: 'ACTIVE',
        expiresInMonths: 36,
        createdDaysAgo: 30,
      },
      {
        srcDigitalCardId: 'ctp-mc-standard',
        scheme: 'mc',
        number: '5105105105105100',
        descriptorName: 'Mastercard Standard',
        status: 'EXPIRED',
        expiresInMonths: 3,
        createdDaysAgo: 700,
        lastUsedDaysAgo: 1,
      },
      {
        srcDigitalCardId: 'ctp-visa-platinum',
        scheme: 'visa',
        number: '4012888888881881',
        descriptorName: 'Visa Platinum',
        status: 'ACTIVE',
        expiresInMonths: -1,
        createdDaysAgo: 1000,
        lastUsedDaysAgo: 90,
      },
    ],
  },
  {
    email: 'locked@ctp.example',
    otp: CTP_TEST_OTP,
    behaviour: 'accountInaccessible',
    cards: [
      {
        srcDigitalCardId: 'ctp-locked-visa',
        scheme: 'visa',
        number: '4111111111111111',
        descriptorName: 'Visa Classic',
        status: 'ACTIVE',
        expiresInMonths: 12,
        createdDaysAgo: 100,
      },
    ],
  },
  {
    email: 'slow@ctp.example',
    otp: CTP_TEST_OTP,
    behaviour: 'slowLookup',
    cards: [
      {
        srcDigitalCardId: 'ctp-slow-mc',
        scheme: 'mc',
        number: '5555555555554444',
        descriptorName: 'Mastercard World',
        status: 'ACTIVE',
        expiresInMonths: 12,
        createdDaysAgo: 100,
      },
    ],
  },
];

/** E-mail addresses are compared case-insensitively, without surrounding blanks. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findShopper(email: string): ClickToPayTestShopper | undefined {
  const wanted = normaliseEmail(email);
  return CTP_TEST_SHOPPERS.find((shopper) => shopper.email === wanted);
}

export const cardsOf = (shopper: ClickToPayTestShopper, scheme: ClickToPayScheme): ClickToPayTestCard[] =>
  shopper.cards.filter((card) => card.scheme === scheme);

/** `s*****@ctp.example`: what the scheme shows of the address the code went to. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 1))}@${domain}`;
}

/** The card's expiry as month (two digits) and year (four), `expiresInMonths` from now's month. */
export function expiryOf(card: ClickToPayTestCard, now: number): { month: string; year: string } {
  const date = new Date(now);
  const months = date.getUTCFullYear() * 12 + date.getUTCMonth() + card.expiresInMonths;
  return { month: String((months % 12) + 1).padStart(2, '0'), year: String(Math.floor(months / 12)) };
}

/** What the scheme may check out: an ACTIVE or PENDING card that has not expired. */
export function isUsable(card: ClickToPayTestCard): boolean {
  return USABLE_SRC_CARD_STATUSES.includes(card.status) && card.expiresInMonths >= 0;
}

/** The card as getSrcProfile shows it: no number, only the last four digits. */
export function maskedCard(card: ClickToPayTestCard, now: number): SrcMaskedCard {
  const expiry = expiryOf(card, now);
  return {
    srcDigitalCardId: card.srcDigitalCardId,
    paymentCardDescriptor: card.scheme,
    panLastFour: card.number.slice(-4),
    panExpirationMonth: expiry.month,
    panExpirationYear: expiry.year,
    dateOfCardCreated: new Date(now - card.createdDaysAgo * DAY_MS).toISOString(),
    ...(card.lastUsedDaysAgo === undefined
      ? {}
      : { dateOfCardLastUsed: new Date(now - card.lastUsedDaysAgo * DAY_MS).toISOString() }),
    digitalCardData: { status: card.status, descriptorName: card.descriptorName },
  };
}
