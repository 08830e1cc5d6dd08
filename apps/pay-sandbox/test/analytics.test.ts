import { describe, expect, it } from 'vitest';
import { apiHeaders, CLIENT_KEY, postJson, useSandbox } from './helpers.ts';

const sandbox = useSandbox();

const setup = {
  version: '1.0.0',
  channel: 'Web',
  platform: 'Web',
  locale: 'en-US',
  component: 'card',
  flavor: 'components',
  referrer: 'http://localhost:8080/',
  screenWidth: 1200,
};

describe('analytics', () => {
  it('starts an attempt, accepts a batch and lets the merchant read it back', async () => {
    const started = await postJson(`${sandbox.base}/v3/analytics?clientKey=${CLIENT_KEY}`, setup);
    expect(started.status).toBe(200);
    const id = started.body.checkoutAttemptId as string;
    expect(id).toMatch(/^[\w-]{20,}$/);

    const event = { timestamp: '1700000000000', component: 'card', id: 'e1', type: 'rendered' };
    const batch = await postJson(`${sandbox.base}/v3/analytics/${id}?clientKey=${CLIENT_KEY}`, {
      channel: 'Web',
      platform: 'Web',
      info: [event],
      errors: [{ timestamp: '1700000000001', component: 'card', id: 'e2', code: '705', errorType: 'ThreeDS2' }],
    });
    expect(batch.status).toBe(200);

    const read = await fetch(`${sandbox.base}/sandbox/analytics/${id}`, { headers: apiHeaders });
    expect(read.status).toBe(200);
    const body = (await read.json()) as { events: unknown[]; setup: unknown };
    expect(body.setup).toMatchObject({ component: 'card' });
    expect(body.events).toEqual([{ ...event, kind: 'info' }, expect.objectContaining({ kind: 'errors', code: '705' })]);
  });

  it('answers 404 for an unknown attempt and 401 to a reader without the API key', async () => {
    const unknown = await postJson(`${sandbox.base}/v3/analytics/nope?clientKey=${CLIENT_KEY}`, {
      channel: 'Web',
      platform: 'Web',
    });
    expect(unknown.status).toBe(404);
    expect((await fetch(`${sandbox.base}/sandbox/analytics/nope`)).status).toBe(401);
  });
});
