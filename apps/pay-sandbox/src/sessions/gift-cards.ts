import type { GiftCardBrand } from '@datadeck/contracts/provider';

/**
 * The sandbox's test gift cards for `/paymentMethodBalance` (README, "Test gift cards"). A gift
 * card holds its balance in whatever currency the session is in, in minor units; its PIN is
 * encrypted as the security code. Any other number is not a gift card the sandbox knows.
 */
export interface TestGiftCard {
  number: string;
  brand: GiftCardBrand;
  pin: string;
  /** Minor units of the session's currency. */
  balance: number;
  /** The most it may spend in one payment, when its issuer sets a limit. */
  transactionLimit?: number;
  /** A blocked card is refused: its balance cannot be read. */
  blocked?: true;
  description: string;
}

export const TEST_GIFT_CARDS: readonly TestGiftCard[] = [
  { number: '6036280000000000011', brand: 'givex', pin: '1234', balance: 5_000, description: 'Balance 50.00' },
  {
    number: '6036280000000000029',
    brand: 'givex',
    pin: '1234',
    balance: 100_000,
    transactionLimit: 20_000,
    description: 'Balance 1000.00, at most 200.00 per payment',
  },
  { number: '6006491000000000037', brand: 'svs', pin: '5678', balance: 0, description: 'Balance 0.00' },
  {
    number: '6035710000000000045',
    brand: 'valuelink',
    pin: '1234',
    balance: 2_500,
    blocked: true,
    description: 'Blocked: refused',
  },
];

export const testGiftCard = (number: string): TestGiftCard | undefined =>
  TEST_GIFT_CARDS.find((card) => card.number === number);
