import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  base64Json,
  base64UrlJson,
  cardPaymentMethod,
  HOST_ORIGIN,
  paymentBody,
  postForm,
  postJson,
  useSandbox,
} from './helpers.ts';
import { challenge, fingerprint, local, paymentDataOf, tokenOf } from './three-ds-flow.ts';

const sandbox = useSandbox();

async function pay(
  number: string,
  extra: Record<string, unknown> = {},
  card: { month?: string; year?: string; cvc?: string; generationtime?: string } = {},
) {
  const paymentMethod = await cardPaymentMethod(sandbox.keys, { number, ...card });
  return postJson(`${sandbox.base}/v71/payments`, paymentBody(paymentMethod, extra), apiHeaders);
}
const details = (paymentData: string, threeDSResult: string) =>
  postJson(`${sandbox.base}/v71/payments/details`, { details: { threeDSResult }, paymentData }, apiHeaders);

describe('POST /v71/payments', () => {
  it('authorises the test cards', async () => {
    for (const number of ['4111111111111111', '5555555555554444', '2223000048410010']) {
      const answer = await pay(number);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        resultCode: 'Authorised',
        merchantReference: 'order-1',
        amount: { currency: 'USD', value: 1000 },
      });
      expect(answer.body.storedPaymentMethod).toBeUndefined();
    }
    expect((await pay('378282246310005', {}, { cvc: '7373' })).body.resultCode).toBe('Authorised');
  });

  it('stores the card for amount 0 and answers the token', async () => {
    const answer = await pay('5555555555554444', { amount: { currency: 'USD', value: 0 } });
    expect(answer.body.resultCode).toBe('Authorised');
    expect(answer.body.storedPaymentMethod).toEqual({
      id: expect.stringMatching(/^card_/),
      brand: 'mc',
      lastFour: '4444',
      expiryMonth: '03',
      expiryYear: '2030',
      holderName: 'J. Smith',
    });
  });

  it('refuses the refused test card', async () => {
    expect((await pay('4000000000000002')).body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
  });

  it('answers 422 for a number failing Luhn, an expired card, a wrong code length and a stale blob', async () => {
    const luhn = await pay('4111111111111112');
    expect(luhn.status).toBe(422);
    expect(luhn.body).toMatchObject({ status: 422, errorCode: 'validation.cardNumber', errorType: 'validation' });
    const expired = await pay('4111111111111111', {}, { month: '01', year: '2020' });
    expect(expired.status).toBe(422);
    expect(expired.body.errorCode).toBe('validation.expiryDate');
    const cvc = await pay('378282246310005', {}, { cvc: '737' });
    expect(cvc.body.errorCode).toBe('validation.securityCode');
    const stale = await pay(
      '4111111111111111',
      {},
      { generationtime: new Date(Date.now() - 25 * 3_600_000).toISOString() },
    );
    expect(stale.status).toBe(422);
    expect(stale.body.message).toContain('expired');
  });

  it('runs a frictionless 3DS2 payment: fingerprint, completed, details → Authorised', async () => {
    const payment = await pay('5454545454545454', { amount: { currency: 'USD', value: 0 } });
    expect(payment.body).toMatchObject({
      resultCode: 'IdentifyShopper',
      action: { type: 'threeDS2', subtype: 'fingerprint', paymentMethodType: 'scheme' },
    });
    expect(tokenOf(payment)).toMatchObject({
      threeDSMethodUrl: 'http://localhost:8081/acs/method',
      threeDSMethodNotificationURL: 'http://localhost:8081/threeds2/notification/method',
    });
    const completed = await fingerprint(sandbox, payment);
    expect(completed.body).toMatchObject({ type: 'completed', details: { threeDSResult: expect.any(String) } });
    const result = await details(
      paymentDataOf(payment),
      (completed.body.details as { threeDSResult: string }).threeDSResult,
    );
    expect(result.body).toMatchObject({
      resultCode: 'Authorised',
      storedPaymentMethod: { brand: 'mc', lastFour: '5454' },
    });
    // The payment is over: its paymentData cannot be used again.
    expect(
      (await details(paymentDataOf(payment), (completed.body.details as { threeDSResult: string }).threeDSResult))
        .status,
    ).toBe(422);
  });

  it('runs a challenge: the ACS page, the code 1234, the notification posting Y, details → Authorised', async () => {
    const payment = await pay('4000000000003220');
    const action = await fingerprint(sandbox, payment);
    expect(action.body).toMatchObject({ type: 'action', action: { subtype: 'challenge' } });
    const { page, notification, threeDSServerTransID } = await challenge(sandbox, action, {
      code: '1234',
      button: 'submit',
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<title>Verify your payment</title>');
    expect(page.html).toContain('<label for="code">One-time code</label>');
    expect(page.html).toContain('Sandbox code: 1234');
    expect(page.html).toMatch(/<button[^>]*>Submit<\/button>/);
    expect(page.html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${HOST_ORIGIN}`);
    expect(notification.status).toBe(200);
    expect(notification.html).toContain('parent.postMessage(JSON.stringify(');
    expect(notification.html).toContain('"type":"challengeComplete"');
    expect(notification.html).toContain('"status":"Y"');
    expect(notification.html).toContain(`"${HOST_ORIGIN}"`);
    expect(notification.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    const result = await details(paymentDataOf(action), base64Json({ transStatus: 'Y', threeDSServerTransID }));
    expect(result.body.resultCode).toBe('Authorised');
  });

  it('refuses after a wrong code and cancels after Cancel', async () => {
    const wrong = await fingerprint(sandbox, await pay('4000000000003220'));
    const wrongRun = await challenge(sandbox, wrong, { code: '0000', button: 'submit' });
    expect(wrongRun.notification.html).toContain('"status":"N"');
    expect(
      (
        await details(
          paymentDataOf(wrong),
          base64Json({ transStatus: 'N', threeDSServerTransID: wrongRun.threeDSServerTransID }),
        )
      ).body.resultCode,
    ).toBe('Refused');

    const cancel = await fingerprint(sandbox, await pay('4000000000003220'));
    const cancelRun = await challenge(sandbox, cancel, { code: '', button: 'cancel' });
    expect(cancelRun.notification.html).toContain('"status":"U"');
    expect(
      (
        await details(
          paymentDataOf(cancel),
          base64Json({ transStatus: 'U', threeDSServerTransID: cancelRun.threeDSServerTransID }),
        )
      ).body.resultCode,
    ).toBe('Cancelled');
  });

  it('decides by the recorded transaction, not by a forged threeDSResult', async () => {
    const action = await fingerprint(sandbox, await pay('4000000000003220'));
    const run = await challenge(sandbox, action, { code: '9999', button: 'submit' });
    const forged = await details(
      paymentDataOf(action),
      base64Json({ transStatus: 'Y', threeDSServerTransID: run.threeDSServerTransID }),
    );
    expect(forged.body.resultCode).toBe('Refused');

    const unfinished = await fingerprint(sandbox, await pay('4000000000003220'));
    const early = await details(
      paymentDataOf(unfinished),
      base64Json({ transStatus: 'Y', threeDSServerTransID: String(tokenOf(unfinished).threeDSServerTransID) }),
    );
    expect(early.body.resultCode).toBe('Refused');
  });

  it('answers 422 for unknown paymentData or an undecodable threeDSResult', async () => {
    expect((await details('unknown-payment', base64Json({ transStatus: 'Y', threeDSServerTransID: 'x' }))).status).toBe(
      422,
    );
    expect((await details('unknown-payment', '%%%')).status).toBe(422);
  });

  it('answers the ACS with 400 pages for bad forms and 404 for unknown transactions', async () => {
    const missing = await postForm(`${sandbox.base}/acs/challenge`, {});
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toContain('text/html');
    const bad = await postForm(`${sandbox.base}/acs/method`, { threeDSMethodData: 'not-json' });
    expect(bad.status).toBe(400);
    const unknown = await postForm(`${sandbox.base}/acs/challenge`, {
      creq: base64UrlJson({
        threeDSServerTransID: 'nope',
        acsTransID: 'nope',
        messageVersion: '2.2.0',
        messageType: 'CReq',
        challengeWindowSize: '01',
      }),
    });
    expect(unknown.status).toBe(404);
  });

  it('serves the method page auto-posting to the notification URL under a strict CSP', async () => {
    const payment = await pay('5454545454545454');
    const token = tokenOf(payment);
    const method = await postForm(local(sandbox, token.threeDSMethodUrl), {
      threeDSMethodData: base64UrlJson({
        threeDSServerTransID: token.threeDSServerTransID,
        threeDSMethodNotificationURL: token.threeDSMethodNotificationURL,
      }),
    });
    expect(method.html).toContain('action="http://localhost:8081/threeds2/notification/method"');
    expect(method.html).toContain('name="threeDSCompInd" value="Y"');
    expect(method.headers.get('content-security-policy')).toContain(`frame-ancestors ${HOST_ORIGIN}`);
    const elsewhere = await postForm(local(sandbox, token.threeDSMethodUrl), {
      threeDSMethodData: base64UrlJson({
        threeDSServerTransID: token.threeDSServerTransID,
        threeDSMethodNotificationURL: 'https://evil.example/steal',
      }),
    });
    expect(elsewhere.status).toBe(400);
  });

  it('refuses a host origin the merchant does not allow', async () => {
    const answer = await pay('5454545454545454', { origin: 'https://evil.example' });
    expect(answer.status).toBe(422);
    expect(answer.body.errorCode).toBe('validation.origin');
  });
});
