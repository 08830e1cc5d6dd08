import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  cardPaymentMethod,
  CLIENT_KEY,
  HOST_ORIGIN,
  MERCHANT,
  paymentBody,
  postJson,
  useSandbox,
} from './helpers.ts';
import { fingerprint, paymentDataOf } from './three-ds-flow.ts';

/**
 * The shopper's installments and fast-checkout choice (SPEC §5, §9): checked against the card and
 * the amount, then recorded on the payment, readable through GET /sandbox/payments/:pspReference.
 */
const sandbox = useSandbox();

async function pay(number: string, extra: Record<string, unknown> = {}) {
  // amex has a 4-digit security code.
  const cvc = number.startsWith('37') ? '7373' : '737';
  const paymentMethod = await cardPaymentMethod(sandbox.keys, { number, cvc });
  return postJson(`${sandbox.base}/v71/payments`, paymentBody(paymentMethod, extra), apiHeaders);
}

async function record(pspReference: unknown, headers: Record<string, string> = apiHeaders) {
  const response = await fetch(`${sandbox.base}/sandbox/payments/${String(pspReference)}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const consent = { consentShown: true, consentGiven: true, telephoneNumber: '5551234567' };

describe('installments and fast checkout on a payment', () => {
  it('records 3 installments with the payment', async () => {
    const payment = await pay('4111111111111111', { installments: { value: 3 } });
    expect(payment.status).toBe(200);
    expect(payment.body.resultCode).toBe('Authorised');
    const stored = await record(payment.body.pspReference);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({
      pspReference: payment.body.pspReference,
      merchantAccount: MERCHANT,
      reference: 'order-1',
      amount: { currency: 'USD', value: 1000 },
      resultCode: 'Authorised',
      sessionId: null,
      card: { brand: 'visa', lastFour: '1111' },
      installments: { value: 3 },
    });
  });

  it('records a revolving plan on an mc card and the fast-checkout consent with its number', async () => {
    const payment = await pay('5555555555554444', {
      installments: { value: 1, plan: 'revolving' },
      fastCheckout: consent,
    });
    expect(payment.status).toBe(200);
    expect((await record(payment.body.pspReference)).body).toMatchObject({
      card: { brand: 'mc' },
      installments: { value: 1, plan: 'revolving' },
      fastCheckout: consent,
    });
  });

  it('records a refused payment too, and none of the extras when none were sent', async () => {
    const refused = await pay('4000000000000002', { fastCheckout: { consentShown: true, consentGiven: false } });
    expect(refused.body.resultCode).toBe('Refused');
    expect((await record(refused.body.pspReference)).body).toMatchObject({
      resultCode: 'Refused',
      fastCheckout: { consentShown: true, consentGiven: false },
    });
    const plain = await pay('4111111111111111');
    const body = (await record(plain.body.pspReference)).body;
    expect(body).not.toHaveProperty('installments');
    expect(body).not.toHaveProperty('fastCheckout');
  });

  it('records the extras of a 3-D Secure payment when it ends', async () => {
    const payment = await pay('5454545454545454', { installments: { value: 6, plan: 'regular' } });
    expect(payment.body.resultCode).toBe('IdentifyShopper');
    // Not finished: nothing recorded yet.
    expect((await record(payment.body.pspReference)).status).toBe(404);
    const completed = await fingerprint(sandbox, payment);
    const result = await postJson(
      `${sandbox.base}/v71/payments/details`,
      {
        details: { threeDSResult: (completed.body.details as { threeDSResult: string }).threeDSResult },
        paymentData: paymentDataOf(payment),
      },
      apiHeaders,
    );
    expect(result.body.resultCode).toBe('Authorised');
    expect((await record(payment.body.pspReference)).body).toMatchObject({
      resultCode: 'Authorised',
      installments: { value: 6, plan: 'regular' },
    });
  });

  it('refuses installments on a debit card and for a zero amount (422 naming installments)', async () => {
    for (const [number, extra] of [
      ['4400000000000008', {}],
      ['5200828282828210', {}],
      ['4111111111111111', { amount: { currency: 'USD', value: 0 } }],
    ] as const) {
      const answer = await pay(number, { ...extra, installments: { value: 2 } });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errorCode: 'validation.installments', errorType: 'validation' });
      expect(String(answer.body.message)).toMatch(/^installments: not offered for (a debit card|a zero amount)$/);
    }
    // Without installments the debit card pays.
    expect((await pay('4400000000000008')).body.resultCode).toBe('Authorised');
  });

  it('refuses an installment count outside 1–99 and an unknown plan (400)', async () => {
    for (const installments of [{ value: 0 }, { value: 100 }, { value: 2.5 }, { value: 2, plan: 'weekly' }]) {
      const answer = await pay('4111111111111111', { installments });
      expect(answer.status).toBe(400);
      expect(String(answer.body.message)).toMatch(/^body\.installments/);
    }
  });

  it('refuses fast-checkout data the widget could not have sent', async () => {
    const refusals: Array<[string, Record<string, unknown>, RegExp]> = [
      ['4111111111111111', { consentShown: false, consentGiven: true }, /consent was not shown/],
      [
        '4111111111111111',
        { consentShown: true, consentGiven: false, telephoneNumber: '5551234567' },
        /without consent/,
      ],
      ['378282246310005', { consentShown: true, consentGiven: true }, /mc and visa only, not amex/],
    ];
    for (const [number, fastCheckout, message] of refusals) {
      const answer = await pay(number, { fastCheckout });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errorCode: 'validation.fastCheckout' });
      expect(String(answer.body.message)).toMatch(message);
    }
    for (const telephoneNumber of ['555123456', '5551234567890', '555 123 4567', '+15551234567']) {
      const answer = await pay('4111111111111111', { fastCheckout: { ...consent, telephoneNumber } });
      expect(answer.status).toBe(400);
      expect(String(answer.body.message)).toMatch(/^body\.fastCheckout\.telephoneNumber/);
    }
  });

  it('records what a session payment sent', async () => {
    const created = await postJson(
      `${sandbox.base}/v71/sessions`,
      {
        merchantAccount: MERCHANT,
        amount: { currency: 'USD', value: 5000 },
        reference: 'session-order',
        returnUrl: 'http://localhost:8080/done',
        countryCode: 'US',
      },
      apiHeaders,
    );
    const session = created.body as { id: string; sessionData: string };
    const answer = await postJson(
      `${sandbox.base}/v1/sessions/${session.id}/payments?clientKey=${CLIENT_KEY}`,
      {
        sessionData: session.sessionData,
        paymentMethod: await cardPaymentMethod(sandbox.keys, { number: '4111111111111111' }),
        installments: { value: 3 },
        fastCheckout: consent,
      },
      { origin: HOST_ORIGIN },
    );
    expect(answer.body.resultCode).toBe('Authorised');
    const summary = JSON.parse(Buffer.from(String(answer.body.sessionResult), 'base64url').toString('utf8')) as {
      pspReference: string;
    };
    expect((await record(summary.pspReference)).body).toMatchObject({
      sessionId: session.id,
      reference: 'session-order',
      installments: { value: 3 },
      fastCheckout: consent,
    });
  });

  it('shows a payment record only to its merchant (401 without the API key, 404 unknown)', async () => {
    const payment = await pay('4111111111111111');
    expect((await record(payment.body.pspReference, {})).status).toBe(401);
    const unknown = await record('UNKNOWN');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'payment.notFound' });
  });
});
