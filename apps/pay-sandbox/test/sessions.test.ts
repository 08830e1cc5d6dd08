import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  base64Json,
  cardPaymentMethod,
  CLIENT_KEY,
  HOST_ORIGIN,
  MERCHANT,
  postJson,
  useSandbox,
} from './helpers.ts';
import { challenge, fingerprint, paymentDataOf } from './three-ds-flow.ts';

const sandbox = useSandbox();

async function createSession(value = 0) {
  const answer = await postJson(
    `${sandbox.base}/v71/sessions`,
    {
      merchantAccount: MERCHANT,
      amount: { currency: 'USD', value },
      reference: 'billing-1',
      returnUrl: 'http://localhost:8080/billing',
      countryCode: 'US',
      allowedBrands: ['mc', 'visa'],
    },
    apiHeaders,
  );
  expect(answer.status).toBe(200);
  return answer.body as { id: string; sessionData: string; expiresAt: string };
}
const sessionCall = (id: string, call: string, body: unknown) =>
  postJson(`${sandbox.base}/v1/sessions/${id}/${call}?clientKey=${CLIENT_KEY}`, body, { origin: HOST_ORIGIN });

describe('sessions', () => {
  it('creates a session that expires in an hour and sets up the widget', async () => {
    const session = await createSession();
    expect(session.id).toMatch(/^CS/);
    const ttl = Date.parse(session.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    const setup = await sessionCall(session.id, 'setup', { sessionData: session.sessionData });
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({
      id: session.id,
      amount: { currency: 'USD', value: 0 },
      countryCode: 'US',
      paymentMethods: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['mc', 'visa'] }] },
    });
  });

  it('refuses a wrong sessionData (403) and an unknown session (404)', async () => {
    const session = await createSession();
    const paymentMethod = await cardPaymentMethod(sandbox.keys, { number: '4111111111111111' });
    expect((await sessionCall(session.id, 'setup', { sessionData: 'forged' })).status).toBe(403);
    expect((await sessionCall(session.id, 'payments', { sessionData: 'forged', paymentMethod })).status).toBe(403);
    expect(
      (await sessionCall(session.id, 'paymentDetails', { sessionData: 'forged', details: { threeDSResult: 'e30=' } }))
        .status,
    ).toBe(403);
    expect((await sessionCall('CSUNKNOWN', 'setup', { sessionData: session.sessionData })).status).toBe(404);
  });

  it('pays and stores the card within a session', async () => {
    const session = await createSession(0);
    const paymentMethod = await cardPaymentMethod(sandbox.keys, { number: '4111111111111111' });
    const answer = await sessionCall(session.id, 'payments', { sessionData: session.sessionData, paymentMethod });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      sessionData: session.sessionData,
      resultCode: 'Authorised',
      sessionResult: expect.any(String),
      storedPaymentMethod: { brand: 'visa', lastFour: '1111' },
    });
  });

  it('refuses a card of a brand the session does not accept (422)', async () => {
    const session = await createSession(0);
    const paymentMethod = await cardPaymentMethod(sandbox.keys, { number: '378282246310005', cvc: '7373' });
    const answer = await sessionCall(session.id, 'payments', { sessionData: session.sessionData, paymentMethod });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errorCode: 'validation.brand',
      message: 'paymentMethod.brand: amex is not accepted here',
    });
  });

  it('runs a session challenge to the end through paymentDetails', async () => {
    const session = await createSession(1000);
    const paymentMethod = await cardPaymentMethod(sandbox.keys, { number: '4000000000003220' });
    const payment = await sessionCall(session.id, 'payments', { sessionData: session.sessionData, paymentMethod });
    expect(payment.body).toMatchObject({ resultCode: 'IdentifyShopper', action: { subtype: 'fingerprint' } });
    expect(payment.body.sessionResult).toBeUndefined();
    const action = await fingerprint(sandbox, payment);
    const run = await challenge(sandbox, action, { code: '1234', button: 'submit' });
    const threeDSResult = base64Json({ transStatus: 'Y', threeDSServerTransID: run.threeDSServerTransID });
    // Another session cannot finish this payment.
    const other = await createSession(1000);
    expect(
      (
        await sessionCall(other.id, 'paymentDetails', {
          sessionData: other.sessionData,
          details: { threeDSResult },
          paymentData: paymentDataOf(action),
        })
      ).status,
    ).toBe(422);
    const done = await sessionCall(session.id, 'paymentDetails', {
      sessionData: session.sessionData,
      details: { threeDSResult },
      paymentData: paymentDataOf(action),
    });
    expect(done.body).toMatchObject({ resultCode: 'Authorised', sessionResult: expect.any(String) });
  });
});

describe('GET /demo', () => {
  it('renders the demo merchant page with a fresh session and the SDK from the provider URL', async () => {
    const answer = await fetch(
      `${sandbox.base}/demo?amount=0&currency=USD&locale=en-US&brands=mc,visa&billingAddress=none&country=NL`,
    );
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Card widget demo</title>');
    expect(html).toContain('<main>');
    expect(html).toContain('<pre id="state"');
    // Module scripts, in this order: checkout.js sets window.DatadeckCheckout before demo.js runs.
    const sdkScript = `<script type="module" src="http://localhost:8081/sdk/${CARD_WIDGET_VERSION}/checkout.js"></script>`;
    const demoScript = '<script type="module" src="/demo/demo.js"></script>';
    expect(html).toContain(sdkScript);
    expect(html.indexOf(sdkScript)).toBeLessThan(html.indexOf(demoScript));
    expect(html).toContain(`href="http://localhost:8081/sdk/${CARD_WIDGET_VERSION}/checkout.css"`);
    const config = JSON.parse(
      /<script type="application\/json" id="demo-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as Record<string, unknown>;
    expect(config).toMatchObject({
      clientKey: CLIENT_KEY,
      brands: ['mc', 'visa'],
      billingAddress: 'none',
      countryCode: 'NL',
      holderNameRequired: true,
      session: { id: expect.stringMatching(/^CS/) },
    });
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://localhost:8081");
    expect(csp).toContain('frame-src http://localhost:8081');
    // The page's session works with the client key.
    const session = config.session as { id: string; sessionData: string };
    expect((await sessionCall(session.id, 'setup', { sessionData: session.sessionData })).body).toMatchObject({
      amount: { value: 0 },
    });
    const script = await fetch(`${sandbox.base}/demo/demo.js`);
    expect(await script.text()).toContain('window.DatadeckCheckout');
  });

  it('country=lookup leaves the country to the widget (page and session give none); holderName=optional', async () => {
    const html = await (await fetch(`${sandbox.base}/demo?country=lookup&holderName=optional`)).text();
    const config = JSON.parse(
      /<script type="application\/json" id="demo-config">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as { countryCode?: string; holderNameRequired: boolean; session: { id: string; sessionData: string } };
    expect(config.countryCode).toBeUndefined();
    expect(config.holderNameRequired).toBe(false);
    const setup = await sessionCall(config.session.id, 'setup', { sessionData: config.session.sessionData });
    expect(setup.body.countryCode).toBeUndefined();
  });

  it('answers 400 naming the bad query value', async () => {
    const answer = await fetch(`${sandbox.base}/demo?billingAddress=partial`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain('billingAddress');
  });
});
