import { api, MESSAGES, type PaymentDetailsInput, type Role } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingProfiles } from '../../platform/db/schema.ts';
import {
  auditOf,
  billingForm,
  billingMember,
  everyStoredValue,
  standalone,
  startLoggedApp,
  type LoggedTestApp,
} from './billing-test-kit.ts';

/**
 * A console whose card payments are off (PAY_PROVIDER=none): the card comes with the billing form
 * as SPEC §3's paymentDetails, checked by SPEC §5's rules, and only its last four digits, expiry
 * and holder are kept.
 */
let cardless: LoggedTestApp;
beforeAll(async () => {
  cardless = await startLoggedApp({ PAY_PROVIDER: 'none' });
});
afterAll(() => cardless.close());

const CARD = MESSAGES.billing.card;

/** A valid Visa card (the clock stands in November 2026). */
const visa = (overrides: Partial<PaymentDetailsInput> = {}): PaymentDetailsInput => ({
  cardNumber: '4111111111111111',
  cardholderName: 'Jane Smith',
  expirationMonth: '12',
  expirationYear: '2026',
  cvv: '482',
  ...overrides,
});
const AMEX_NUMBER = '378282246310005';

/** Every full number and CVV the tests send: none may be kept or logged. */
const SENT_NUMBERS = new Set<string>();
const SENT_CVVS = new Set<string>();

type Member = Awaited<ReturnType<typeof billingMember>>;

/** POST /billing with the form and the card, as `member`. */
function sendCard(member: Member, paymentDetails: PaymentDetailsInput) {
  SENT_NUMBERS.add(paymentDetails.cardNumber);
  SENT_CVVS.add(paymentDetails.cvv);
  return member.client.call(api.billing.update, {
    params: { accountId: member.accountId },
    body: billingForm({ paymentDetails }),
  });
}

const profileOf = async (accountId: string) =>
  (await cardless.context.db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId)))[0];

describe('billing without card payments', () => {
  it('has no client configuration when card payments are off, and refuses a card then', async () => {
    const { accountId, client } = await billingMember(cardless, 'OWNER');
    expect((await client.ok(api.billing.get, { params: { accountId } })).clientConfiguration).toBeNull();
    const refused = await client.call(api.billing.payment, {
      params: { accountId },
      body: {
        ...billingForm(),
        savedDetails: {
          paymentMethod: {
            type: 'scheme',
            encryptedCardNumber: 'x',
            encryptedExpiryMonth: 'x',
            encryptedExpiryYear: 'x',
            encryptedSecurityCode: 'x',
            holderName: 'J.Smith',
            brand: 'visa',
          },
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errors: [{ name: 'savedDetails', message: MESSAGES.billing.noProvider }] });
  });

  it('saves the card with the form: last four digits, expiry and holder, audited, trial ended', async () => {
    const member = await billingMember(cardless, 'BILLING');
    const { accountId, client, user } = member;
    const answer = await sendCard(member, visa());
    expect(answer.status).toBe(200);
    const card = { brand: 'visa', lastFour: '1111', expiryMonth: 12, expiryYear: 2026, holderName: 'Jane Smith' };
    expect(answer.body).toMatchObject({
      resultCode: 'Authorised',
      billing: { savedDetails: { card, billingAddress: { countryCodeAlpha2: 'AU' } } },
    });
    expect((await client.ok(api.billing.get, { params: { accountId } })).savedDetails?.card).toEqual(card);
    expect(await auditOf(cardless, accountId)).toEqual([
      {
        type: 'BILLING_DETAILS_UPDATED',
        actor: user.username,
        detail: 'contact accounts@example.com, billing country AU',
      },
      { type: 'BILLING_CARD_SAVED', actor: user.username, detail: 'visa ending 1111' },
    ]);
    const [account] = await cardless.context.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account?.hasBillingDetails).toBe(true);

    // The form alone keeps the card on file.
    await client.ok(api.billing.update, {
      params: { accountId },
      body: billingForm({ contactEmail: 'ap@example.com' }),
    });
    expect(await client.ok(api.billing.get, { params: { accountId } })).toMatchObject({
      contactEmail: 'ap@example.com',
      savedDetails: { card },
    });
  });

  it('refuses each wrong field with a 400 naming it, and saves nothing', async () => {
    const cases: [Partial<PaymentDetailsInput>, keyof PaymentDetailsInput, string][] = [
      [{ cardNumber: '' }, 'cardNumber', CARD.numberRequired],
      [{ cardNumber: '4111 1111 1111 1111' }, 'cardNumber', CARD.numberDigits],
      [{ cardNumber: '41111111113' }, 'cardNumber', CARD.numberLength],
      [{ cardNumber: '41111111111111111113' }, 'cardNumber', CARD.numberLength],
      [{ cardNumber: '4111111111111112' }, 'cardNumber', CARD.numberInvalid],
      [{ cardholderName: '  ' }, 'cardholderName', CARD.holderRequired],
      [{ cardholderName: 'J'.repeat(101) }, 'cardholderName', CARD.holderTooLong],
      [{ expirationMonth: '' }, 'expirationMonth', CARD.monthRequired],
      [{ expirationMonth: '13' }, 'expirationMonth', CARD.monthRequired],
      [{ expirationYear: '' }, 'expirationYear', CARD.yearRequired],
      [{ expirationYear: '26' }, 'expirationYear', CARD.yearRequired],
      [{ cvv: '' }, 'cvv', CARD.cvvRequired],
      [{ cvv: '48a' }, 'cvv', CARD.cvvDigits],
      [{ cvv: '48' }, 'cvv', CARD.cvvLength],
      [{ cvv: '48213' }, 'cvv', CARD.cvvLength],
      [{ cvv: '4821' }, 'cvv', CARD.otherCvvLength],
    ];
    const owner = await billingMember(cardless, 'OWNER');
    for (const [overrides, field, message] of cases) {
      const answer = await sendCard(owner, visa(overrides));
      expect({ overrides, status: answer.status, body: answer.body }).toEqual({
        overrides,
        status: 400,
        body: { errors: [{ name: `paymentDetails.${field}`, message }] },
      });
    }
    expect(await profileOf(owner.accountId)).toBeUndefined();
    expect(await auditOf(cardless, owner.accountId)).toEqual([]);
  });

  it('asks a 4-digit CVV of an American Express card, and 3 of any other', async () => {
    const owner = await billingMember(cardless, 'OWNER');
    expect(await sendCard(owner, visa({ cardNumber: AMEX_NUMBER, cvv: '482' }))).toMatchObject({
      status: 400,
      body: { errors: [{ name: 'paymentDetails.cvv', message: CARD.amexCvvLength }] },
    });
    expect(await sendCard(owner, visa({ cardNumber: AMEX_NUMBER, cvv: '7391' }))).toMatchObject({
      status: 200,
      body: { billing: { savedDetails: { card: { brand: 'amex', lastFour: '0005' } } } },
    });
    // A number of a brand the console does not name is saved without one.
    expect(await sendCard(owner, visa({ cardNumber: '6011111111111117', cvv: '913' }))).toMatchObject({
      status: 200,
      body: { billing: { savedDetails: { card: { brand: null, lastFour: '1117' } } } },
    });
  });

  it.each<Role>(['CLUSTER_ADMIN', 'READ_ONLY'])('refuses the card to %s (403), whatever it holds', async (role) => {
    const member = await billingMember(cardless, role);
    for (const details of [visa(), visa({ cardNumber: 'x', cvv: '' })]) {
      expect((await sendCard(member, details)).status).toBe(403);
    }
    expect(await profileOf(member.accountId)).toBeUndefined();
  });

  it('takes the expiry year among this year and the next 9, and no month already past, by the server clock', async () => {
    const refusedYear = (first: string, last: string) => ({
      status: 400,
      body: { errors: [{ name: 'paymentDetails.expirationYear', message: CARD.yearOutOfRange(first, last) }] },
    });
    const owner = await billingMember(cardless, 'OWNER');
    expect(await sendCard(owner, visa({ expirationYear: '2025' }))).toMatchObject(refusedYear('2026', '2035'));
    expect(await sendCard(owner, visa({ expirationYear: '2036' }))).toMatchObject(refusedYear('2026', '2035'));
    expect((await sendCard(owner, visa({ expirationYear: '2035' }))).status).toBe(200);
    // This month still counts; the one before has passed.
    expect((await sendCard(owner, visa({ expirationMonth: '11' }))).status).toBe(200);
    expect(await sendCard(owner, visa({ expirationMonth: '10' }))).toMatchObject({
      status: 400,
      body: { errors: [{ name: 'paymentDetails.expirationMonth', message: CARD.expired }] },
    });

    // A new year (the clock only moves on: the tests after this one need no earlier date): 2026 has
    // gone, 2036 has come. The session has lapsed meanwhile, so someone signs in afresh.
    cardless.clock.set('2027-01-01T00:00:00Z');
    const later = await billingMember(cardless, 'OWNER');
    expect(await sendCard(later, visa({ expirationYear: '2026' }))).toMatchObject(refusedYear('2027', '2036'));
    expect(await sendCard(later, visa({ expirationMonth: '01', expirationYear: '2036' }))).toMatchObject({
      status: 200,
      body: { billing: { savedDetails: { card: { expiryMonth: 1, expiryYear: 2036 } } } },
    });
  });

  it('keeps no full card number or CVV in the stored row, any table, or the log', async () => {
    const owner = await billingMember(cardless, 'OWNER');
    const card = visa({ cardNumber: '5555555555554444', cvv: '864', expirationYear: '2030' });
    expect((await sendCard(owner, card)).status).toBe(200);
    const row = await profileOf(owner.accountId);
    expect(row).toMatchObject({
      cardReference: null,
      cardBrand: 'mc',
      cardLastFour: '4444',
      cardExpiryMonth: 12,
      cardExpiryYear: 2030,
      cardHolderName: 'Jane Smith',
    });
    expect(JSON.stringify(row)).not.toContain(card.cardNumber);

    const stored = await everyStoredValue(cardless.context.db);
    const log = cardless.logs();
    // The search reaches what was saved and what was logged.
    expect(stored).toContain('4444');
    expect(log).toContain('/billing');
    // Every card sent in this file (this test runs last), saved or refused.
    expect(SENT_NUMBERS.size).toBeGreaterThan(5);
    // Numbers too short to be a card's and CVVs of other lengths are common digits, found anywhere.
    const numbers = [...SENT_NUMBERS].filter((number) => number.length >= 12);
    const cvvs = [...SENT_CVVS].filter((cvv) => /^[0-9]{3,4}$/.test(cvv));
    for (const haystack of [...stored, log]) {
      for (const number of numbers) expect(haystack).not.toContain(number);
      for (const cvv of cvvs) expect(haystack).not.toMatch(standalone(cvv));
    }
  });
});
