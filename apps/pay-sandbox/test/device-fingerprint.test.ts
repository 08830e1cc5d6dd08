import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { DEVICE_FINGERPRINT, RISK_PROTOCOL, decodeDeviceFingerprintMessage } from '@datadeck/contracts/provider';
import { describe, expect, it, vi } from 'vitest';
import {
  API_KEY,
  CLIENT_KEY,
  HOST_ORIGIN,
  MERCHANT,
  apiHeaders,
  base64Json,
  cardPaymentMethod,
  paymentBody,
  postJson,
  useSandbox,
} from './helpers.ts';

/**
 * The risk module's device fingerprint (SPEC §9, contracts/src/provider/risk.ts): the page the
 * widget frames, and the payment's riskData.clientData kept on the payment's record. The widget
 * waiting 20 s for it is packages/card-widget/src/core/device-fingerprint.test.ts; the real
 * browser is e2e/tests/card-widget-clocked.spec.ts.
 */
const sandbox = useSandbox();

const pagePath = (query: Record<string, string>, version: string = DEVICE_FINGERPRINT.version) =>
  `${sandbox.base}/dfp/${version}/dfp.html?${new URLSearchParams(query).toString()}`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('GET /dfp/{version}/dfp.html', () => {
  it('serves the page for a known client key and an allowed origin, framable by that origin only', async () => {
    const answer = await fetch(pagePath({ clientKey: CLIENT_KEY, origin: HOST_ORIGIN }));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(answer.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src ${sha256(script)}; frame-ancestors ${HOST_ORIGIN}; base-uri 'none'; form-action 'none'`,
    );

    // Its script posts one fingerprint, to the host origin only, in the message the widget reads.
    const postMessage = vi.fn<(message: string, origin: string) => void>();
    const config = /<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const browser = (userAgent: string) => ({
      document: { getElementById: () => ({ textContent: config }) },
      navigator: { userAgent, language: 'en-US', hardwareConcurrency: 8 },
      screen: { width: 1280, height: 800, colorDepth: 24 },
      parent: { postMessage },
    });
    runInNewContext(script, browser('Chromium'));
    runInNewContext(script, browser('Chromium'));
    runInNewContext(script, browser('Firefox'));
    const [first, second, other] = postMessage.mock.calls;
    expect(first?.[1]).toBe(HOST_ORIGIN);
    expect(JSON.parse(first?.[0] ?? '')).toMatchObject({ protocol: RISK_PROTOCOL, type: 'deviceFingerprint' });
    const value = decodeDeviceFingerprintMessage(first?.[0]);
    expect(value).toMatch(/^dfp-[0-9a-f]{16}$/);
    // The same browser gives the same fingerprint, another browser another one.
    expect(decodeDeviceFingerprintMessage(second?.[0])).toBe(value);
    expect(decodeDeviceFingerprintMessage(other?.[0])).not.toBe(value);
  });

  it('refuses an unknown client key and another origin (403), another version (404), as plain text', async () => {
    const unknown = await fetch(pagePath({ clientKey: 'test_UNKNOWNKEY000000000000', origin: HOST_ORIGIN }));
    expect(unknown.status).toBe(403);
    expect(unknown.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await fetch(pagePath({ clientKey: CLIENT_KEY, origin: 'https://evil.example' }))).status).toBe(403);
    expect((await fetch(pagePath({ clientKey: CLIENT_KEY, origin: HOST_ORIGIN }, '0.9.0'))).status).toBe(404);
  });
});

const pay = async (riskData: unknown) =>
  postJson(
    `${sandbox.base}/v71/payments`,
    paymentBody(await cardPaymentMethod(sandbox.keys, { number: '4111111111111111' }), { riskData }),
    apiHeaders,
  );

describe('riskData.clientData on a payment', () => {
  it("keeps the device fingerprint (or the widget's timed-out value) on the payment's record", async () => {
    for (const deviceFingerprint of ['dfp-0123456789abcdef', DEVICE_FINGERPRINT.timedOutValue]) {
      const payment = await pay({ clientData: base64Json({ version: DEVICE_FINGERPRINT.version, deviceFingerprint }) });
      expect(payment.body.resultCode).toBe('Authorised');
      const record = await fetch(`${sandbox.base}/sandbox/payments/${String(payment.body.pspReference)}`, {
        headers: { 'x-api-key': API_KEY },
      });
      expect(await record.json()).toMatchObject({ deviceFingerprint });
    }
  });

  it('refuses clientData that is not base64 JSON with a fingerprint (422 naming the field)', async () => {
    for (const clientData of [
      'not base64 json',
      base64Json({ version: '1.0.0' }),
      base64Json({ deviceFingerprint: 1 }),
    ]) {
      const payment = await pay({ clientData });
      expect(payment.status).toBe(422);
      expect(payment.body).toMatchObject({ errorCode: 'validation.riskData' });
      expect(String(payment.body.message)).toMatch(/^riskData\.clientData: /);
    }
  });

  it('takes riskData through a session payment too', async () => {
    const created = await postJson(
      `${sandbox.base}/v71/sessions`,
      {
        merchantAccount: MERCHANT,
        amount: { currency: 'USD', value: 1000 },
        reference: 'risk-1',
        returnUrl: 'http://localhost:8080/done',
      },
      apiHeaders,
    );
    const session = created.body as { id: string; sessionData: string };
    const answer = await postJson(
      `${sandbox.base}/v1/sessions/${session.id}/payments?clientKey=${CLIENT_KEY}`,
      {
        sessionData: session.sessionData,
        paymentMethod: await cardPaymentMethod(sandbox.keys, { number: '4111111111111111' }),
        riskData: { clientData: base64Json({ version: '1.0.0', deviceFingerprint: 'dfp-session' }) },
      },
      { origin: HOST_ORIGIN },
    );
    expect(answer.body.resultCode).toBe('Authorised');
    const { pspReference } = JSON.parse(Buffer.from(String(answer.body.sessionResult), 'base64url').toString()) as {
      pspReference: string;
    };
    const record = await fetch(`${sandbox.base}/sandbox/payments/${pspReference}`, { headers: apiHeaders });
    expect(await record.json()).toMatchObject({ deviceFingerprint: 'dfp-session', sessionId: session.id });
  });
});
