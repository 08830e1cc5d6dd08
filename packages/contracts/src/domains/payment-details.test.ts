import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../messages/billing.ts';
import { isLuhnValid } from '../provider/luhn.ts';
import { cardBrandOfNumber, expiryProblem, expiryYearChoices, paymentDetailsAt } from './payment-details.ts';

const CARD = BILLING_MESSAGES.card;

describe('the card without a provider (SPEC §3 paymentDetails, §5)', () => {
  it('offers this year and the next 9, by the UTC date', () => {
    expect(expiryYearChoices(new Date('2026-11-22T12:00:00Z'))).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
    ]);
    // Already the new year in UTC, whatever the time zone of the machine.
    expect(expiryYearChoices(new Date('2027-01-01T00:00:00Z'))[0]).toBe('2027');
  });

  it('counts the expiry month itself as valid, the one before as past', () => {
    const now = new Date('2026-11-30T23:59:59Z');
    expect(expiryProblem({ expirationMonth: '11', expirationYear: '2026' }, now)).toBeNull();
    expect(expiryProblem({ expirationMonth: '10', expirationYear: '2026' }, now)).toEqual({
      field: 'expirationMonth',
      message: CARD.expired,
    });
    expect(expiryProblem({ expirationMonth: '01', expirationYear: '2036' }, now)).toEqual({
      field: 'expirationYear',
      message: CARD.yearOutOfRange('2026', '2035'),
    });
  });

  it('reads the brand from the number, and checks its Luhn digit', () => {
    expect(cardBrandOfNumber('378282246310005')).toBe('amex');
    expect(cardBrandOfNumber('4111111111111111')).toBe('visa');
    expect(cardBrandOfNumber('5555555555554444')).toBe('mc');
    expect(cardBrandOfNumber('2223003122003222')).toBe('mc');
    expect(cardBrandOfNumber('6011111111111117')).toBeNull();
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111121')).toBe(false);
  });

  it('gives each field one message, and the CVV rule of the brand beside the others', () => {
    const result = paymentDetailsAt(new Date('2026-11-22T12:00:00Z')).safeParse({
      cardNumber: '378282246310005',
      cardholderName: '',
      expirationMonth: '12',
      expirationYear: '2026',
      cvv: '482',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cardholderName', CARD.holderRequired],
      ['cvv', CARD.amexCvvLength],
    ]);
    const empty = paymentDetailsAt(new Date()).safeParse({
      cardNumber: '',
      cardholderName: 'J',
      expirationMonth: '',
      expirationYear: '',
      cvv: '',
    });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cardNumber', CARD.numberRequired],
      ['expirationMonth', CARD.monthRequired],
      ['expirationYear', CARD.yearRequired],
      ['cvv', CARD.cvvRequired],
    ]);
  });
});
