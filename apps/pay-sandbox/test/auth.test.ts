import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { describe, expect, it } from 'vitest';
import { API_KEY, CLIENT_KEY, HOST_ORIGIN, MERCHANT, postJson, useSandbox } from './helpers.ts';

const sandbox = useSandbox();

const preflight = (origin: string) =>
  fetch(`${sandbox.base}/v3/bin/binLookup?token=${CLIENT_KEY}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
const page = (fieldType: string, origin: string, clientKey = CLIENT_KEY) =>
  fetch(
    `${sandbox.base}/securedfields/${CARD_WIDGET_VERSION}/${fieldType}.html?clientKey=${clientKey}&origin=${encodeURIComponent(origin)}`,
  );

const setupBody = {
  version: '1.0.0',
  channel: 'Web',
  platform: 'Web',
  locale: 'en-US',
  component: 'card',
  flavor: 'components',
  referrer: 'http://localhost:8080/',
  screenWidth: 1200,
};

describe('client-key auth', () => {
  it('refuses an unknown or missing client key with 401 and the provider error body', async () => {
    const unknown = await postJson(`${sandbox.base}/v3/analytics?clientKey=test_UNKNOWNKEY0000000000`, setupBody);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({
      status: 401,
      errorCode: 'security.clientKey',
      message: expect.any(String),
      errorType: 'security',
    });
    const missing = await postJson(`${sandbox.base}/v3/analytics`, setupBody);
    expect(missing.status).toBe(401);
  });

  it('refuses an origin the key does not allow with 403 and no CORS header', async () => {
    const answer = await postJson(`${sandbox.base}/v3/analytics?clientKey=${CLIENT_KEY}`, setupBody, {
      origin: 'https://evil.example',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('security.origin');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an allowed origin with CORS for that origin (token or clientKey)', async () => {
    const answer = await postJson(`${sandbox.base}/v3/analytics?token=${CLIENT_KEY}`, setupBody, {
      origin: HOST_ORIGIN,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
    expect(answer.headers.get('vary')).toContain('Origin');
  });

  it('answers the CORS preflight of an allowed origin and refuses another', async () => {
    const allowed = await preflight('http://127.0.0.1:8080');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('Content-Type');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
  });

  it('names the invalid field of a body', async () => {
    const answer = await postJson(`${sandbox.base}/v3/analytics?clientKey=${CLIENT_KEY}`, {
      ...setupBody,
      screenWidth: 'wide',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorType).toBe('validation');
    expect(answer.body.message).toContain('screenWidth');
  });
});

describe('API-key auth', () => {
  const session = {
    merchantAccount: MERCHANT,
    amount: { currency: 'USD', value: 0 },
    reference: 'r',
    returnUrl: 'http://localhost:8080/billing',
  };

  it('refuses a wrong or missing X-API-Key with 401', async () => {
    const wrong = await postJson(`${sandbox.base}/v71/sessions`, session, { 'x-api-key': 'not-the-key-at-all-000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: 401, errorCode: 'security.apiKey', errorType: 'security' });
    const missing = await postJson(`${sandbox.base}/v71/sessions`, session);
    expect(missing.status).toBe(401);
  });

  it('refuses another merchant account with 403', async () => {
    const answer = await postJson(
      `${sandbox.base}/v71/sessions`,
      { ...session, merchantAccount: 'SomeoneElse' },
      { 'x-api-key': API_KEY },
    );
    expect(answer.status).toBe(403);
  });

  it('accepts the right key', async () => {
    const answer = await postJson(`${sandbox.base}/v71/sessions`, session, { 'x-api-key': API_KEY });
    expect(answer.status).toBe(200);
  });
});

describe('secured-field pages', () => {
  it('refuses a disallowed origin or unknown key with a plain 403 nobody may frame', async () => {
    for (const answer of [
      await page('encryptedCardNumber', 'https://evil.example'),
      await page('encryptedCardNumber', HOST_ORIGIN, 'test_NOPE00000000000000'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('answers 404 for an unknown field type', async () => {
    expect((await page('encryptedPin', HOST_ORIGIN)).status).toBe(404);
  });

  it('serves the page with frame-ancestors of the host origin', async () => {
    const answer = await page('encryptedCardNumber', HOST_ORIGIN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors ${HOST_ORIGIN}`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain(sandbox.keys.kid);
  });
});
