import { api, ERROR_CODES, MESSAGES, type BillingSubmissionResult } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/api-client.ts';
import { errorNames } from '../../../test/api-client.ts';
import { encryptedCard, type TestCard } from '../../../test/card-encryption.ts';
import type { PaySandbox, ProviderKey } from '../../../test/pay-sandbox.ts';
import { freePort } from '@datadeck/service-kit/testing';
import { runChallenge, runFingerprint, type ThreeDSAction } from '../../../test/three-ds-browser.ts';
import { accounts, billingProfiles, billingVerifications, organisations } from '../../platform/db/schema.ts';
import {
  auditOf,
  billingForm,
  billingMember,
  postRaw,
  startCardConsole,
  startLoggedApp,
  type CardConsole,
  type LoggedTestApp,
} from './billing-test-kit.ts';

/**
 * Cards through the real provider sandbox (its own process): verification, 3-D Secure 2 driven as
 * a browser drives it, what is saved and audited, and that no card number is kept anywhere.
 */

let cardConsole: CardConsole | undefined;
let sandbox: PaySandbox;
let app: LoggedTestApp;
let providerKey: ProviderKey;

beforeAll(async () => {
  cardConsole = await startCardConsole();
  ({ sandbox, app, providerKey } = cardConsole);
});
afterAll(() => cardConsole?.close());

const card = (number: string, cvc = '737'): TestCard => ({ number, expiryMonth: '03', expiryYear: '2030', cvc });
const AUTHORISED_MC = card('5555555555554444', '246');
const REFUSED_VISA = card('4000000000000002');
const FRICTIONLESS_MC = card('5454545454545454');
const CHALLENGE_VISA = card('4000000000003220', '135');

function paymentBody(testCard: TestCard, brand: 'mc' | 'visa', overrides: { resetBillingSync?: boolean } = {}) {
  return {
    ...billingForm(overrides),
    savedDetails: {
      paymentMethod: encryptedCard(providerKey, testCard, brand),
      billingAddress: {
        street: 'George Street',
        houseNumberOrName: '1',
        postalCode: '2000',
        city: 'Sydney',
        country: 'AU' as const,
      },
    },
  };
}

async function pay(client: ApiClient, accountId: string, testCard: TestCard, brand: 'mc' | 'visa') {
  return client.ok(api.billing.payment, { params: { accountId }, body: paymentBody(testCard, brand) });
}

function actionOf(answer: BillingSubmissionResult): ThreeDSAction {
  if (answer.action === null) throw new Error(`no action: ${answer.resultCode}`);
  return answer.action;
}

/** Pays with the challenge card and runs its fingerprint: the challenge is next. */
async function challenged(client: ApiClient, accountId: string) {
  const pending = await pay(client, accountId, CHALLENGE_VISA, 'visa');
  expect(pending).toMatchObject({ resultCode: 'Pending', action: { subtype: 'fingerprint' } });
  const fingerprint = await runFingerprint(sandbox.url, actionOf(pending));
  if (!('challenge' in fingerprint)) throw new Error('the challenge card was frictionless');
  return fingerprint.challenge;
}

const profileOf = async (accountId: string) =>
  (await app.context.db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId)))[0];

describe('saving a card', () => {
  it('saves an authorised card: reference, brand, last four, expiry, holder; the free trial sees billing details', async () => {
    const { accountId, client, user } = await billingMember(app, 'BILLING');
    const answer = await pay(client, accountId, AUTHORISED_MC, 'mc');
    expect(answer).toMatchObject({
      resultCode: 'Authorised',
      action: null,
      billing: {
        savedDetails: {
          card: { brand: 'mc', lastFour: '4444', expiryMonth: 3, expiryYear: 2030, holderName: 'J.Smith' },
          billingAddress: { countryCodeAlpha2: 'AU' },
        },
      },
    });
    expect(await profileOf(accountId)).toMatchObject({
      cardReference: expect.stringMatching(/^card_/),
      cardBrand: 'mc',
      cardLastFour: '4444',
    });
    const [account] = await app.context.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account?.hasBillingDetails).toBe(true);
    expect((await auditOf(app, accountId)).map((e) => [e.type, e.actor, e.detail])).toEqual([
      ['BILLING_DETAILS_UPDATED', user.username, 'contact accounts@example.com, billing country AU'],
      ['BILLING_CARD_SAVED', user.username, 'mc ending 4444'],
    ]);
    // Replacing the contact keeps the card.
    const updated = await client.ok(api.billing.update, {
      params: { accountId },
      body: billingForm({ contactEmail: 'new@example.com' }),
    });
    expect(updated.billing.savedDetails?.card.lastFour).toBe('4444');
  });

  it('saves nothing for a refused card, audits the refusal, and answers Refused', async () => {
    const { accountId, client } = await billingMember(app, 'OWNER');
    const answer = await pay(client, accountId, REFUSED_VISA, 'visa');
    expect(answer).toMatchObject({
      resultCode: 'Refused',
      action: null,
      billing: { savedDetails: null, contactEmail: null },
    });
    expect(await profileOf(accountId)).toBeUndefined();
    expect((await auditOf(app, accountId)).map((e) => [e.type, e.detail])).toEqual([
      ['BILLING_CARD_REFUSED', 'Refused: Refused'],
    ]);
  });

  it('refuses a card the provider stores as another brand than mc or visa (400 naming the brand)', async () => {
    const { accountId, client } = await billingMember(app, 'OWNER');
    const answer = await client.call(api.billing.payment, {
      params: { accountId },
      body: paymentBody(card('378282246310005', '1234'), 'visa'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [{ name: 'savedDetails.paymentMethod.brand', message: MESSAGES.billing.invalidBrand }],
    });
    expect(await profileOf(accountId)).toBeUndefined();
  });

  it('refuses bad card input by field: the brand, and what the provider cannot read', async () => {
    const { accountId, client } = await billingMember(app, 'OWNER');
    const amex = paymentBody(AUTHORISED_MC, 'mc');
    const asAmex = {
      ...amex,
      savedDetails: { ...amex.savedDetails, paymentMethod: { ...amex.savedDetails.paymentMethod, brand: 'amex' } },
    };
    const brand = await postRaw(client, `/v1/accounts/${accountId}/billing/payment`, asAmex);
    expect(brand.status).toBe(400);
    expect(brand.body).toEqual({
      errors: [{ name: 'savedDetails.paymentMethod.brand', message: MESSAGES.billing.invalidBrand }],
    });

    const luhn = await client.call(api.billing.payment, {
      params: { accountId },
      body: paymentBody(card('4111111111111112'), 'visa'),
    });
    expect(luhn.status).toBe(400);
    expect(errorNames(luhn.body)).toEqual(['savedDetails.paymentMethod.encryptedCardNumber']);
    const expired = await client.call(api.billing.payment, {
      params: { accountId },
      body: paymentBody({ ...AUTHORISED_MC, expiryYear: '2020' }, 'mc'),
    });
    expect(errorNames(expired.body)).toEqual(['savedDetails.paymentMethod.encryptedExpiryMonth']);
    const cvc = await client.call(api.billing.payment, {
      params: { accountId },
      body: paymentBody({ ...AUTHORISED_MC, cvc: '12' }, 'mc'),
    });
    expect(errorNames(cvc.body)).toEqual(['savedDetails.paymentMethod.encryptedSecurityCode']);
    const phone = await client.call(api.billing.payment, {
      params: { accountId },
      body: {
        ...paymentBody(AUTHORISED_MC, 'mc'),
        addressDetails: { ...billingForm().addressDetails, phoneNumber: 'call me' },
      },
    });
    expect(errorNames(phone.body)).toEqual(['addressDetails.phoneNumber']);
    expect(await profileOf(accountId)).toBeUndefined();
  });

  it('answers 502 when the provider cannot be reached, and saves nothing', async () => {
    const down = await startLoggedApp({ PAY_API_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const { accountId, client } = await billingMember(down, 'OWNER');
      const answer = await client.call(api.billing.payment, {
        params: { accountId },
        body: paymentBody(AUTHORISED_MC, 'mc'),
      });
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        errors: [{ name: ERROR_CODES.paymentProviderUnavailable, message: MESSAGES.billing.providerUnavailable }],
      });
      expect(await down.context.db.select().from(billingProfiles)).toEqual([]);
      expect(await down.context.db.select().from(billingVerifications)).toEqual([]);
    } finally {
      await down.close();
    }
  });
});

describe('3-D Secure 2', () => {
  it('saves a frictionless card once its fingerprint result comes back', async () => {
    const { accountId, client } = await billingMember(app, 'BILLING');
    const pending = await pay(client, accountId, FRICTIONLESS_MC, 'mc');
    expect(pending).toMatchObject({ resultCode: 'Pending', action: { type: 'threeDS2', subtype: 'fingerprint' } });
    // Nothing is saved while the verification waits; the form waits with it.
    expect(await profileOf(accountId)).toBeUndefined();
    const [waiting] = await app.context.db
      .select()
      .from(billingVerifications)
      .where(eq(billingVerifications.accountId, accountId));
    expect(waiting).toMatchObject({ contactEmail: 'accounts@example.com', finishedAt: null });

    const fingerprint = await runFingerprint(sandbox.url, actionOf(pending));
    if (!('threeDSResult' in fingerprint)) throw new Error('expected a frictionless result');
    const done = await client.ok(api.billing.result, { params: { accountId }, body: fingerprint });
    expect(done).toMatchObject({
      resultCode: 'Authorised',
      billing: { savedDetails: { card: { brand: 'mc', lastFour: '5454' } } },
    });
    expect(await profileOf(accountId)).toMatchObject({ contactEmail: 'accounts@example.com', cardLastFour: '5454' });
    // Finished: the same result again finds nothing waiting.
    const again = await client.call(api.billing.result, { params: { accountId }, body: fingerprint });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      errors: [{ name: 'threeDSResult', message: MESSAGES.billing.noVerificationPending }],
    });
  });

  it('authorises a challenged card with the code 1234', async () => {
    const { accountId, client } = await billingMember(app, 'BILLING');
    const threeDSResult = await runChallenge(await challenged(client, accountId), { code: '1234', button: 'submit' });
    const done = await client.ok(api.billing.result, { params: { accountId }, body: { threeDSResult } });
    expect(done.resultCode).toBe('Authorised');
    expect(done.billing.savedDetails?.card).toMatchObject({ brand: 'visa', lastFour: '3220' });
  });

  it('refuses after another code and cancels on Cancel: nothing saved, each audited', async () => {
    const { accountId, client } = await billingMember(app, 'BILLING');
    const wrong = await runChallenge(await challenged(client, accountId), { code: '0000', button: 'submit' });
    expect(
      (await client.ok(api.billing.result, { params: { accountId }, body: { threeDSResult: wrong } })).resultCode,
    ).toBe('Refused');
    const cancel = await runChallenge(await challenged(client, accountId), { code: '', button: 'cancel' });
    expect(
      (await client.ok(api.billing.result, { params: { accountId }, body: { threeDSResult: cancel } })).resultCode,
    ).toBe('Cancelled');
    expect(await profileOf(accountId)).toBeUndefined();
    expect((await auditOf(app, accountId)).map((e) => e.type)).toEqual([
      'BILLING_CARD_REFUSED',
      'BILLING_CARD_REFUSED',
    ]);
  });

  it('answers 409 without a waiting verification, and 400 for a redirect result the provider has no flow for', async () => {
    const { accountId, client } = await billingMember(app, 'OWNER');
    const none = await client.call(api.billing.result, { params: { accountId }, body: { threeDSResult: 'e30=' } });
    expect(none.status).toBe(409);
    const redirect = await client.call(api.billing.result, { params: { accountId }, body: { redirectResult: 'abc' } });
    expect(redirect.status).toBe(400);
    expect(errorNames(redirect.body)).toEqual(['redirectResult']);
    const both = await client.call(api.billing.result, { params: { accountId }, body: {} });
    expect(errorNames(both.body)).toEqual(['redirectResult']);
  });

  it('saves once when two results arrive together', async () => {
    const { accountId, client } = await billingMember(app, 'BILLING');
    const threeDSResult = await runChallenge(await challenged(client, accountId), { code: '1234', button: 'submit' });
    const answers = await Promise.all(
      [1, 2].map(() => client.call(api.billing.result, { params: { accountId }, body: { threeDSResult } })),
    );
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
    expect((await auditOf(app, accountId)).filter((e) => e.type === 'BILLING_CARD_SAVED')).toHaveLength(1);
  });

  it('applies a reset of organisation-synced billing with the card, after the challenge', async () => {
    const { accountId, client } = await billingMember(app, 'OWNER');
    const [organisation] = await app.context.db.insert(organisations).values({ name: 'Card Group' }).returning();
    await app.context.db
      .update(accounts)
      .set({ organisationId: organisation?.id ?? null, billingSynced: true, invoiced: true })
      .where(eq(accounts.id, accountId));

    const refused = await client.call(api.billing.payment, {
      params: { accountId },
      body: paymentBody(CHALLENGE_VISA, 'visa'),
    });
    expect(refused.status).toBe(409);
    const pending = await client.ok(api.billing.payment, {
      params: { accountId },
      body: paymentBody(CHALLENGE_VISA, 'visa', { resetBillingSync: true }),
    });
    const fingerprint = await runFingerprint(sandbox.url, actionOf(pending));
    if (!('challenge' in fingerprint)) throw new Error('expected a challenge');
    // Still synced until the card is authorised.
    expect((await client.ok(api.billing.get, { params: { accountId } })).isBillingSynced).toBe(true);
    const threeDSResult = await runChallenge(fingerprint.challenge, { code: '1234', button: 'submit' });
    const done = await client.ok(api.billing.result, { params: { accountId }, body: { threeDSResult } });
    expect(done.billing).toMatchObject({
      isBillingSynced: false,
      isInvoiced: false,
      savedDetails: { card: { lastFour: '3220' } },
    });
    expect((await auditOf(app, accountId)).map((e) => e.type)).toEqual([
      'BILLING_SYNC_RESET',
      'BILLING_DETAILS_UPDATED',
      'BILLING_CARD_SAVED',
    ]);
  });
});
