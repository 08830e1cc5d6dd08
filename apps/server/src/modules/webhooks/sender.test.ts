import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type WebhookEvent } from '@datadeck/contracts';
import { excerptOf, guardedLookup, webhookBody, webhookSignature } from './sender.ts';

const event: WebhookEvent = {
  id: '6f1c2a5e-8a0b-4c1d-9e2f-3a4b5c6d7e8f',
  type: 'cluster.failed',
  occurredAt: '2026-11-22T12:00:00.000Z',
  account: { id: '0b8f2d1c-3e4a-4b5c-8d6e-7f8091a2b3c4', name: 'Acme' },
  data: { clusterId: 'c1', status: 'FAILED' },
  text: 'Cluster c1 failed',
};

describe('webhookSignature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> with the whole secret as key', () => {
    const body = '{"hello":"world"}';
    const header = webhookSignature('whsec_abc', 1_795_000_000, body);
    const expected = createHmac('sha256', 'whsec_abc').update(`1795000000.${body}`).digest('hex');
    expect(header).toBe(`t=1795000000,v1=${expected}`);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('changes with the secret, the time and the body', () => {
    const base = webhookSignature('whsec_a', 1, 'x');
    expect(webhookSignature('whsec_b', 1, 'x')).not.toBe(base);
    expect(webhookSignature('whsec_a', 2, 'x').split(',')[1]).not.toBe(base.split(',')[1]);
    expect(webhookSignature('whsec_a', 1, 'y')).not.toBe(base);
  });
});

describe('webhookBody', () => {
  it("gives Slack incoming webhooks Slack's text only", () => {
    expect(JSON.parse(webhookBody('https://hooks.slack.com/services/T/B/X', event))).toEqual({ text: event.text });
  });
  it('gives other receivers the whole envelope', () => {
    expect(JSON.parse(webhookBody('https://example.com/hook', event))).toEqual(event);
  });
});

describe('excerptOf', () => {
  it('keeps a short answer whole and cuts a long one at the limit', () => {
    expect(excerptOf(Buffer.from('ok'), 4)).toBe('ok');
    expect(excerptOf(Buffer.from('abcdefgh'), 4)).toBe('abcd');
  });
  it('never splits a character: the cut moves before it', () => {
    // 'é' is two bytes: a limit of 2 would split the second one.
    const cut = excerptOf(Buffer.from('aéé'), 2);
    expect(cut).toBe('a');
    expect(Buffer.byteLength(excerptOf(Buffer.from('é'.repeat(600)), 1_024))).toBe(1_024);
  });
});

const lookupAll = (allowPrivate: boolean, hostname: string) =>
  new Promise<{ err: Error | null; addresses: unknown }>((resolve) => {
    guardedLookup(allowPrivate)(hostname, { all: true }, (err, addresses) => resolve({ err, addresses }));
  });

describe('guardedLookup (the connect-time check)', () => {
  it('refuses a name that resolves to loopback at connect time', async () => {
    const { err } = await lookupAll(false, 'localhost');
    expect(err?.message).toBe(MESSAGES.webhooks.privateAddress);
  });

  it('passes the addresses on when private networks are allowed', async () => {
    const { err, addresses } = await lookupAll(true, 'localhost');
    expect(err).toBeNull();
    expect(addresses).toEqual(expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]));
  });
});
