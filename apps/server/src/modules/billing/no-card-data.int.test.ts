import { api } from '@datadeck/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { encryptedCard, type TestCard } from '../../../test/card-encryption.ts';
import type { PaySandbox, ProviderKey } from '../../../test/pay-sandbox.ts';
import { runChallenge, runFingerprint } from '../../../test/three-ds-browser.ts';
import {
  billingForm,
  billingMember,
  everyStoredValue,
  standalone,
  startCardConsole,
  type CardConsole,
  type LoggedTestApp,
} from './billing-test-kit.ts';

/**
 * PCI SAQ-A (issue 15): the console keeps no card number, no security code and no encrypted card
 * value. This test pays with test cards through the real sandbox, then searches every column of
 * every table, and the console server's whole trace log, for them.
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

it('keeps no card number, first eight digits, security code or encrypted value in the database or the log', async () => {
  const authorised: TestCard = { number: '5555555555554444', expiryMonth: '03', expiryYear: '2030', cvc: '864' };
  const challenged: TestCard = { number: '4000000000003220', expiryMonth: '03', expiryYear: '2030', cvc: '519' };
  const cards = [authorised, challenged];
  const { accountId, client } = await billingMember(app, 'BILLING');
  const sent: string[] = [];
  const pay = async (card: TestCard, brand: 'mc' | 'visa') => {
    const paymentMethod = encryptedCard(providerKey, card, brand);
    sent.push(paymentMethod.encryptedCardNumber, paymentMethod.encryptedSecurityCode);
    return client.ok(api.billing.payment, {
      params: { accountId },
      body: { ...billingForm(), savedDetails: { paymentMethod } },
    });
  };
  expect((await pay(authorised, 'mc')).resultCode).toBe('Authorised');
  const pending = await pay(challenged, 'visa');
  if (pending.action === null) throw new Error('the challenge card asked for no 3-D Secure');
  const fingerprint = await runFingerprint(sandbox.url, pending.action);
  if (!('challenge' in fingerprint)) throw new Error('the challenge card was frictionless');
  const threeDSResult = await runChallenge(fingerprint.challenge, { code: '1234', button: 'submit' });
  expect((await client.ok(api.billing.result, { params: { accountId }, body: { threeDSResult } })).resultCode).toBe(
    'Authorised',
  );
  const view = await client.ok(api.billing.get, { params: { accountId } });
  // The test would prove nothing if the cards had not been saved.
  expect(view.savedDetails?.card.lastFour).toBe('3220');

  const stored = await everyStoredValue(app.context.db);
  const log = app.logs();
  // The search reaches what was saved and what was logged: the card's last four, the calls.
  expect(stored).toContain('3220');
  expect(log).toContain('/billing/payment');
  for (const card of cards) {
    for (const haystack of [...stored, log]) {
      expect(haystack).not.toContain(card.number);
      // The first eight digits where a number starts: a leaked BIN or PAN begins a run of digits,
      // while a log's float (a responseTime of 31.3647240000000) may hold them inside one.
      expect(haystack).not.toMatch(new RegExp(`(?<![0-9])${card.number.slice(0, 8)}`));
      expect(haystack).not.toContain(card.number.replace(/(\d{4})(?=\d)/g, '$1 '));
      expect(haystack).not.toMatch(standalone(card.cvc));
    }
  }
  for (const blob of sent) {
    for (const haystack of [...stored, log]) expect(haystack).not.toContain(blob.split('.')[1]);
  }
});
