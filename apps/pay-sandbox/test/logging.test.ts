import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  base64Json,
  cardPaymentMethod,
  CLIENT_KEY,
  encrypt,
  HOST_ORIGIN,
  MERCHANT,
  paymentBody,
  postJson,
  useSandbox,
} from './helpers.ts';
import { challenge, fingerprint, paymentDataOf } from './three-ds-flow.ts';

const sandbox = useSandbox();

const CARDS = ['4111111111111111', '5454545454545454', '4000000000003220', '378282246310005', '4000000000000002'];

describe('logs', () => {
  it('never contain card numbers, expiry dates, security codes or the API key', async () => {
    const card = { month: '07', year: '2031', cvc: '9172' };
    for (const number of CARDS) {
      const paymentMethod = await cardPaymentMethod(sandbox.keys, {
        number,
        ...card,
        cvc: number.startsWith('37') ? card.cvc : '917',
      });
      const payment = await postJson(`${sandbox.base}/v71/payments`, paymentBody(paymentMethod), apiHeaders);
      if (number === '4000000000003220') {
        const action = await fingerprint(sandbox, payment);
        const run = await challenge(sandbox, action, { code: '1234', button: 'submit' });
        await postJson(
          `${sandbox.base}/v71/payments/details`,
          {
            details: {
              threeDSResult: base64Json({ transStatus: 'Y', threeDSServerTransID: run.threeDSServerTransID }),
            },
            paymentData: paymentDataOf(action),
          },
          apiHeaders,
        );
      }
    }
    // A failing payment (Luhn) and an expired card log errors too.
    await postJson(
      `${sandbox.base}/v71/payments`,
      paymentBody(await cardPaymentMethod(sandbox.keys, { number: '4111111111111112', ...card })),
      apiHeaders,
    );
    await postJson(
      `${sandbox.base}/v71/payments`,
      paymentBody(await cardPaymentMethod(sandbox.keys, { number: '4111111111111111', month: '07', year: '2019' })),
      apiHeaders,
    );
    await postJson(
      `${sandbox.base}/v3/bin/binLookup?token=${CLIENT_KEY}`,
      {
        type: 'card',
        supportedBrands: ['visa'],
        encryptedBin: await encrypt(sandbox.keys, { bin: '41111111' }),
        requestId: 'r',
      },
      { origin: HOST_ORIGIN },
    );
    const session = await postJson(
      `${sandbox.base}/v71/sessions`,
      {
        merchantAccount: MERCHANT,
        amount: { currency: 'USD', value: 0 },
        reference: 'r',
        returnUrl: 'http://localhost:8080/',
      },
      apiHeaders,
    );
    await postJson(
      `${sandbox.base}/v1/sessions/${String(session.body.id)}/payments?clientKey=${CLIENT_KEY}`,
      {
        sessionData: session.body.sessionData,
        paymentMethod: await cardPaymentMethod(sandbox.keys, { number: '5555555555554444', ...card, cvc: '917' }),
      },
      { origin: HOST_ORIGIN },
    );

    const logs = sandbox.logs();
    expect(logs.length).toBeGreaterThan(1000);
    expect(logs).toContain('"resultCode":"Authorised"');
    for (const number of [...CARDS, '4111111111111112', '5555555555554444']) {
      expect(logs).not.toContain(number);
      // The BIN on its own: not inside a longer run of digits or hex (a response time, a pspReference).
      expect(logs).not.toMatch(new RegExp(`(?<![\\w.])${number.slice(0, 8)}(?![\\w.])`));
    }
    // Quoted: bare digits could turn up inside a random id or a response time.
    for (const secret of [
      '07/31',
      '07/2031',
      '"2031"',
      '"07"',
      '"9172"',
      '"917"',
      'sandbox-api-key-not-a-secret-0001',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
