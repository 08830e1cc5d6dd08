/**
 * The sandbox's test cards: the number decides the outcome (README, "Test cards"). Any other
 * Luhn-valid number is authorised.
 */
export type CardScenario =
  | { outcome: 'authorised' }
  | { outcome: 'refused'; refusalReason: string }
  | { outcome: 'threeDS'; flow: 'frictionless' | 'challenge' };

export interface TestCard {
  number: string;
  brand: string;
  scenario: CardScenario;
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', scenario: { outcome: 'authorised' }, description: 'Authorised' },
  { number: '5555555555554444', brand: 'mc', scenario: { outcome: 'authorised' }, description: 'Authorised' },
  { number: '2223000048410010', brand: 'mc', scenario: { outcome: 'authorised' }, description: 'Authorised' },
  { number: '378282246310005', brand: 'amex', scenario: { outcome: 'authorised' }, description: 'Authorised' },
  {
    number: '4400000000000008',
    brand: 'visa',
    scenario: { outcome: 'authorised' },
    description: 'Authorised; a debit card (no installments)',
  },
  {
    number: '5200828282828210',
    brand: 'mc',
    scenario: { outcome: 'authorised' },
    description: 'Authorised; a debit card (no installments)',
  },
  {
    number: '4659310000000009',
    brand: 'visa',
    scenario: { outcome: 'authorised' },
    description: 'Authorised; Korean (KCP): tax number and the first 2 digits of the card password (any) required',
  },
  {
    number: '5366480000000001',
    brand: 'mc',
    scenario: { outcome: 'authorised' },
    description: 'Authorised; Korean (KCP): tax number and the first 2 digits of the card password (any) required',
  },
  {
    number: '4984010000000001',
    brand: 'visa',
    scenario: { outcome: 'authorised' },
    description: 'Authorised; Brazilian: a valid CPF or CNPJ required',
  },
  {
    number: '5234210000000002',
    brand: 'mc',
    scenario: { outcome: 'authorised' },
    description: 'Authorised; Brazilian: a valid CPF or CNPJ required',
  },
  {
    number: '4000000000000002',
    brand: 'visa',
    scenario: { outcome: 'refused', refusalReason: 'Refused' },
    description: 'Refused',
  },
  {
    number: '5454545454545454',
    brand: 'mc',
    scenario: { outcome: 'threeDS', flow: 'frictionless' },
    description: '3-D Secure 2 frictionless: fingerprint, then Authorised without a challenge',
  },
  {
    number: '4000000000003220',
    brand: 'visa',
    scenario: { outcome: 'threeDS', flow: 'challenge' },
    description: '3-D Secure 2 challenge: fingerprint, then a challenge (code 1234)',
  },
];

/** The one-time code the ACS simulator accepts. */
export const SANDBOX_CHALLENGE_CODE = '1234';

export function scenarioOf(number: string): CardScenario {
  return TEST_CARDS.find((card) => card.number === number)?.scenario ?? { outcome: 'authorised' };
}
