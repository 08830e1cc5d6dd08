import { createCheckout } from '@datadeck/card-widget';
import type { GiftCardBrand } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import { TEST_GIFT_CARDS } from '../src/sessions/gift-cards.ts';
import { apiHeaders, CLIENT_KEY, encrypt, HOST_ORIGIN, MERCHANT, postJson, useSandbox } from './helpers.ts';

const sandbox = useSandbox();

async function createSession(value: number, currency = 'EUR') {
  const answer = await postJson(
    `${sandbox.base}/v71/sessions`,
    {
      merchantAccount: MERCHANT,
      amount: { currency, value },
      reference: 'gift-1',
      returnUrl: 'http://localhost:8080/shop',
    },
    apiHeaders,
  );
  expect(answer.status).toBe(200);
  return answer.body as { id: string; sessionData: string; expiresAt: string };
}
const sessionCall = (id: string, call: string, body: unknown) =>
  postJson(`${sandbox.base}/v1/sessions/${id}/${call}?clientKey=${CLIENT_KEY}`, body, { origin: HOST_ORIGIN });

const card = (number: string) => {
  const found = TEST_GIFT_CARDS.find((entry) => entry.number === number);
  if (found === undefined) throw new Error(`no test gift card ${number}`);
  return found;
};
async function giftCard(number: string, pin = card(number).pin, brand: GiftCardBrand = card(number).brand) {
  return {
    type: 'giftcard' as const,
    brand,
    encryptedCardNumber: await encrypt(sandbox.keys, { number }),
    encryptedSecurityCode: await encrypt(sandbox.keys, { cvc: pin }),
  };
}

describe('POST /v1/sessions/{id}/paymentMethodBalance', () => {
  it('answers the balance in the session currency: Success when it covers the amount', async () => {
    const session = await createSession(4_000);
    const answer = await sessionCall(session.id, 'paymentMethodBalance', {
      sessionData: session.sessionData,
      paymentMethod: await giftCard('6036280000000000011'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      sessionData: session.sessionData,
      resultCode: 'Success',
      balance: { currency: 'EUR', value: 5_000 },
    });
  });

  it('says NotEnoughBalance when the balance or the transaction limit is below the amount', async () => {
    const session = await createSession(6_000, 'USD');
    const small = await sessionCall(session.id, 'paymentMethodBalance', {
      sessionData: session.sessionData,
      paymentMethod: await giftCard('6036280000000000011'),
    });
    expect(small.body).toMatchObject({ resultCode: 'NotEnoughBalance', balance: { currency: 'USD', value: 5_000 } });
    const big = await createSession(50_000, 'USD');
    const limited = await sessionCall(big.id, 'paymentMethodBalance', {
      sessionData: big.sessionData,
      paymentMethod: await giftCard('6036280000000000029'),
    });
    expect(limited.body).toEqual({
      sessionData: big.sessionData,
      resultCode: 'NotEnoughBalance',
      balance: { currency: 'USD', value: 100_000 },
      transactionLimit: { currency: 'USD', value: 20_000 },
    });
  });

  it('refuses an unknown card, another brand, a wrong PIN and a blocked card with 422', async () => {
    const session = await createSession(1_000);
    const check = async (paymentMethod: unknown) =>
      sessionCall(session.id, 'paymentMethodBalance', { sessionData: session.sessionData, paymentMethod });
    const unknown = await check(await giftCard('6036280000000000011', '1234', 'svs'));
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errorCode: 'giftcard.unknown', errorType: 'validation' });
    const wrongPin = await check(await giftCard('6036280000000000011', '9999'));
    expect(wrongPin.body).toMatchObject({ status: 422, errorCode: 'giftcard.pin' });
    expect(JSON.stringify(wrongPin.body)).not.toContain('9999');
    expect((await check(await giftCard('6035710000000000045'))).body).toMatchObject({ errorCode: 'giftcard.blocked' });
  });

  it('validates the body with a 400 naming the field, and the session with 403/404', async () => {
    const session = await createSession(1_000);
    const paymentMethod = await giftCard('6036280000000000011');
    const noBrand = await sessionCall(session.id, 'paymentMethodBalance', {
      sessionData: session.sessionData,
      paymentMethod: { ...paymentMethod, brand: 'visa' },
    });
    expect(noBrand.status).toBe(400);
    expect(noBrand.body.message).toMatch(/^body\.paymentMethod\.brand/);
    expect(
      (await sessionCall(session.id, 'paymentMethodBalance', { sessionData: 'forged', paymentMethod })).status,
    ).toBe(403);
    expect(
      (await sessionCall('CSUNKNOWN', 'paymentMethodBalance', { sessionData: session.sessionData, paymentMethod }))
        .status,
    ).toBe(404);
  });
});

describe('POST /v1/sessions/{id}/orders and /orders/cancel', () => {
  it('opens an order for the session amount, one at a time, and cancels it', async () => {
    const session = await createSession(12_345);
    const created = await sessionCall(session.id, 'orders', { sessionData: session.sessionData });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      sessionData: session.sessionData,
      pspReference: expect.stringMatching(/^[0-9A-F]{16}$/),
      orderData: expect.any(String),
      amount: { currency: 'EUR', value: 12_345 },
      remainingAmount: { currency: 'EUR', value: 12_345 },
      expiresAt: session.expiresAt,
    });
    const order = { pspReference: String(created.body.pspReference), orderData: String(created.body.orderData) };

    const second = await sessionCall(session.id, 'orders', { sessionData: session.sessionData });
    expect(second.body).toMatchObject({ status: 422, errorCode: 'order.alreadyOpen' });

    // The balance is weighed against the order's remaining amount.
    const balance = await sessionCall(session.id, 'paymentMethodBalance', {
      sessionData: session.sessionData,
      paymentMethod: await giftCard('6036280000000000011'),
      order,
    });
    expect(balance.body).toMatchObject({ resultCode: 'NotEnoughBalance' });

    const forged = await sessionCall(session.id, 'orders/cancel', {
      sessionData: session.sessionData,
      order: { ...order, orderData: 'forged' },
    });
    expect(forged.body).toMatchObject({ status: 403, errorCode: 'security.orderData' });

    const cancelled = await sessionCall(session.id, 'orders/cancel', { sessionData: session.sessionData, order });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      sessionData: session.sessionData,
      pspReference: order.pspReference,
      resultCode: 'Received',
    });
    const again = await sessionCall(session.id, 'orders/cancel', { sessionData: session.sessionData, order });
    expect(again.body).toMatchObject({
      status: 422,
      errorCode: 'order.notOpen',
      message: 'order: the order is cancelled',
    });
    // Cancelled, the session may open a new order.
    expect((await sessionCall(session.id, 'orders', { sessionData: session.sessionData })).status).toBe(200);
  });

  it("refuses an amount-0 session's order, another session's order and a forged sessionData", async () => {
    const free = await createSession(0);
    expect((await sessionCall(free.id, 'orders', { sessionData: free.sessionData })).body).toMatchObject({
      status: 422,
      errorCode: 'order.zeroAmount',
    });
    const first = await createSession(1_000);
    const other = await createSession(1_000);
    const created = await sessionCall(first.id, 'orders', { sessionData: first.sessionData });
    const order = { pspReference: created.body.pspReference, orderData: created.body.orderData };
    const foreign = await sessionCall(other.id, 'orders/cancel', { sessionData: other.sessionData, order });
    expect(foreign.body).toMatchObject({ status: 404, errorCode: 'order.notFound' });
    expect((await sessionCall(first.id, 'orders', { sessionData: 'forged' })).status).toBe(403);
    const missing = await sessionCall(first.id, 'orders/cancel', { sessionData: first.sessionData });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^body\.order/);
  });

  it('answers the CORS preflight of the new calls for an allowed origin only', async () => {
    for (const call of ['paymentMethodBalance', 'orders', 'orders/cancel']) {
      const allowed = await fetch(`${sandbox.base}/v1/sessions/CS1/${call}?clientKey=${CLIENT_KEY}`, {
        method: 'OPTIONS',
        headers: { origin: HOST_ORIGIN, 'access-control-request-method': 'POST' },
      });
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
      const refused = await fetch(`${sandbox.base}/v1/sessions/CS1/${call}?clientKey=${CLIENT_KEY}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(refused.status).toBe(403);
    }
  });
});

const checkoutFor = (session: { id: string; sessionData: string }) =>
  createCheckout({
    clientKey: CLIENT_KEY,
    environment: 'test',
    locale: 'en-US',
    providerUrl: sandbox.base,
    countryCode: 'NL',
    session,
  });

describe("the widget's Checkout against the sandbox", () => {
  it('checks a gift card, opens an order, weighs the card against it and cancels it', async () => {
    const session = await createSession(3_000, 'USD');
    const checkout = checkoutFor(session);
    const giftcard = await giftCard('6036280000000000011');
    await expect(checkout.checkBalance(giftcard)).resolves.toEqual({
      sessionData: session.sessionData,
      resultCode: 'Success',
      balance: { currency: 'USD', value: 5_000 },
    });
    const order = await checkout.createOrder();
    expect(order).toMatchObject({ remainingAmount: { currency: 'USD', value: 3_000 }, expiresAt: session.expiresAt });
    await expect(checkout.checkBalance(giftcard, order)).resolves.toMatchObject({ resultCode: 'Success' });
    await expect(checkout.cancelOrder(order)).resolves.toEqual({
      sessionData: session.sessionData,
      pspReference: order.pspReference,
      resultCode: 'Received',
    });
    await expect(checkout.cancelOrder(order)).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      code: 'order.notOpen',
      message: 'order: the order is cancelled',
    });
  });

  it("answers AU for the shopper's country from localhost (unknown to the sandbox)", async () => {
    const session = await createSession(3_000);
    await expect(checkoutFor(session).shopperCountry()).resolves.toBe('AU');
  });
});
