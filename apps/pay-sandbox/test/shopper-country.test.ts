import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_KEY, HOST_ORIGIN, startSandbox, type Sandbox } from './helpers.ts';

describe('GET /v1/shopperCountry', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });
  const lookup = (headers: Record<string, string> = {}, key = CLIENT_KEY) =>
    fetch(`${sandbox.base}/v1/shopperCountry?clientKey=${key}`, { headers: { origin: HOST_ORIGIN, ...headers } });

  it('does not know localhost: null, never cached, readable by the allowed origin', async () => {
    const answer = await lookup();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ countryCode: null });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBe(HOST_ORIGIN);
  });

  it('answers the country of a test range given in X-Forwarded-For (test environment only)', async () => {
    expect(await (await lookup({ 'x-forwarded-for': '192.0.2.10' })).json()).toEqual({ countryCode: 'NL' });
    expect(await (await lookup({ 'x-forwarded-for': '2001:db8::1, 127.0.0.1' })).json()).toEqual({
      countryCode: 'KR',
    });
    expect(await (await lookup({ 'x-forwarded-for': '8.8.8.8' })).json()).toEqual({ countryCode: null });
  });

  it('refuses an unknown client key (401) and another origin (403)', async () => {
    expect((await lookup({}, 'test_UNKNOWNKEY000000000000')).status).toBe(401);
    expect((await lookup({ origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('GET /v1/shopperCountry outside the test environment', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ PAY_ENVIRONMENT: 'live', PAY_CLIENT_KEY: 'live_LIVECLIENTKEY0000000001' });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('ignores X-Forwarded-For: a caller cannot pick its country', async () => {
    const answer = await fetch(`${sandbox.base}/v1/shopperCountry?clientKey=live_LIVECLIENTKEY0000000001`, {
      headers: { 'x-forwarded-for': '192.0.2.10' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ countryCode: null });
  });
});
