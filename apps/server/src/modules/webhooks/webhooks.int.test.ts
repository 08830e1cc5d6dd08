import { api, LIMITS, MESSAGES, webhookEventSchema, WEBHOOK_SIGNATURE_HEADER, type Role } from '@datadeck/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/audit.ts';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { WEBHOOK_USER_AGENT } from './sender.ts';
import { answerStatus, setWebhooks, signatureVerifies, startReceiver, type Receiver } from './webhooks-test-kit.ts';

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  // The receiver listens on 127.0.0.1: only reachable with private networks allowed.
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});
beforeEach(() => {
  receiver.received = [];
  receiver.answer = answerStatus(200, 'ok');
});

describe('setting webhooks', () => {
  it('sets both, shows each new secret once, keeps an unchanged one and removes a blank one', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const params = { accountId: owner.accountId };
    const first = await setWebhooks(owner, `${receiver.url}/support`, `${receiver.url}/maintenance`);
    expect(first.webhooks.map((w) => [w.type, w.url])).toEqual([
      ['SUPPORT', `${receiver.url}/support`],
      ['MAINTENANCE', `${receiver.url}/maintenance`],
    ]);
    expect(first.supportSecret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(first.maintenanceSecret).toMatch(/^whsec_/);
    expect(first.supportSecret).not.toBe(first.maintenanceSecret);
    // Never shown again.
    expect(JSON.stringify(await owner.client.ok(api.accountWebhooks.get, { params }))).not.toContain('whsec_');

    const second = await setWebhooks(owner, `${receiver.url}/support`, `${receiver.url}/maintenance-2`);
    expect(second.secrets.map((s) => s.type)).toEqual(['MAINTENANCE']);

    const third = await setWebhooks(owner, '', `${receiver.url}/maintenance-2`);
    expect(third.secrets).toEqual([]);
    expect(third.webhooks.map((w) => w.type)).toEqual(['MAINTENANCE']);
    expect((await owner.client.ok(api.accountWebhooks.get, { params })).webhooks).toEqual(third.webhooks);
    // Each save that changed something is audited, saying what changed; never a secret.
    const audit = await auditOf(app, owner.accountId);
    expect(audit.map((event) => [event.type, event.detail])).toEqual([
      ['ACCOUNT_WEBHOOKS_UPDATED', 'Support webhook set, Maintenance webhook set'],
      ['ACCOUNT_WEBHOOKS_UPDATED', 'Maintenance webhook set'],
      ['ACCOUNT_WEBHOOKS_UPDATED', 'Support webhook removed'],
    ]);
    await setWebhooks(owner, '', `${receiver.url}/maintenance-2`);
    expect(await auditOf(app, owner.accountId)).toHaveLength(3);
  });

  it('refuses a URL that is not http(s), naming the field', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const response = await owner.client.call(api.accountWebhooks.update, {
      params: { accountId: owner.accountId },
      body: { supportWebhook: 'ftp://example.com/x', maintenanceWebhook: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: 'supportWebhook', message: MESSAGES.webhooks.notHttp }] });
  });

  it('refuses a host name that does not resolve, naming the field', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const response = await owner.client.call(api.accountWebhooks.update, {
      params: { accountId: owner.accountId },
      body: { supportWebhook: '', maintenanceWebhook: 'https://no-such-host.invalid/hook' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [{ name: 'maintenanceWebhook', message: MESSAGES.webhooks.unresolvable }],
    });
  });

  it('deletes a webhook by type, and answers 404 when it is not set', async () => {
    const owner = await signedInMember(app, 'OWNER');
    await setWebhooks(owner, `${receiver.url}/s`);
    const params = { accountId: owner.accountId, type: 'SUPPORT' as const };
    expect((await owner.client.call(api.accountWebhooks.delete, { params })).status).toBe(204);
    expect((await owner.client.ok(api.accountWebhooks.get, { params })).webhooks).toEqual([]);
    expect((await auditOf(app, owner.accountId)).at(-1)).toMatchObject({
      type: 'ACCOUNT_WEBHOOK_DELETED',
      detail: 'Support webhook',
    });
    const again = await owner.client.call(api.accountWebhooks.delete, { params });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: [{ name: 'NOT_FOUND', message: MESSAGES.webhooks.notSet }] });
  });
});

describe('Send Test Message', () => {
  it('posts the signed envelope, which verifies with the secret shown at save, and logs it', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const { supportSecret } = await setWebhooks(owner, `${receiver.url}/hook?token=1`);
    const result = await owner.client.ok(api.accountWebhooks.test, {
      params: { accountId: owner.accountId, type: 'SUPPORT' },
    });
    expect(result).toEqual({ delivered: true, responseCode: 200, error: null });

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.path).toBe('/hook?token=1');
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['user-agent']).toBe(WEBHOOK_USER_AGENT);
    const event = webhookEventSchema.parse(JSON.parse(got?.body ?? ''));
    expect(event).toMatchObject({
      type: 'webhook.test',
      occurredAt: app.clock.now().toISOString(),
      account: { id: owner.accountId },
    });
    expect(event.text).toBe(`Test message from Datadeck for account ${event.account.name}`);
    const header = got?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
    expect(header).toMatch(new RegExp(`^t=${Math.floor(app.clock.now().getTime() / 1000)},v1=[0-9a-f]{64}$`));
    expect(signatureVerifies(header, got?.body ?? '', supportSecret ?? '')).toBe(true);
    // A changed body or another secret does not verify: the check is real.
    expect(signatureVerifies(header, `${got?.body} `, supportSecret ?? '')).toBe(false);
    expect(signatureVerifies(header, got?.body ?? '', 'whsec_other')).toBe(false);

    const log = await owner.client.ok(api.accountWebhooks.deliveries, { params: { accountId: owner.accountId } });
    expect(log.deliveries).toEqual([
      expect.objectContaining({
        webhookType: 'SUPPORT',
        eventType: 'webhook.test',
        status: 'DELIVERED',
        attempts: 1,
        responseCode: 200,
        error: null,
        lastAttemptAt: app.clock.now().toISOString(),
      }),
    ]);
  });

  it('says how it failed when the receiver refuses, with no retry', async () => {
    const owner = await signedInMember(app, 'OWNER');
    await setWebhooks(owner, '', `${receiver.url}/m`);
    receiver.answer = answerStatus(503, 'down');
    const result = await owner.client.ok(api.accountWebhooks.test, {
      params: { accountId: owner.accountId, type: 'MAINTENANCE' },
    });
    expect(result).toEqual({ delivered: false, responseCode: 503, error: 'The webhook answered HTTP 503' });
    const log = await owner.client.ok(api.accountWebhooks.deliveries, { params: { accountId: owner.accountId } });
    expect(log.deliveries.map((d) => [d.webhookType, d.status, d.responseCode])).toEqual([
      ['MAINTENANCE', 'FAILED', 503],
    ]);
  });

  it('answers 404 when the webhook of that type is not set', async () => {
    const owner = await signedInMember(app, 'OWNER');
    await setWebhooks(owner, `${receiver.url}/s`);
    const response = await owner.client.call(api.accountWebhooks.test, {
      params: { accountId: owner.accountId, type: 'MAINTENANCE' },
    });
    expect(response.status).toBe(404);
    expect(receiver.received).toEqual([]);
  });
});

describe('the delivery log', () => {
  it(`shows the latest ${LIMITS.webhookDeliveriesShown} deliveries of the account only, newest first`, async () => {
    const owner = await signedInMember(app, 'OWNER');
    const other = await signedInMember(app, 'OWNER');
    await setWebhooks(owner, `${receiver.url}/s`);
    await setWebhooks(other, `${receiver.url}/o`);
    const test = (m: typeof owner) =>
      m.client.ok(api.accountWebhooks.test, { params: { accountId: m.accountId, type: 'SUPPORT' } });
    await test(other);
    for (let i = 0; i <= LIMITS.webhookDeliveriesShown; i += 1) {
      app.clock.advance(1_000);
      await test(owner);
    }
    const log = await owner.client.ok(api.accountWebhooks.deliveries, { params: { accountId: owner.accountId } });
    expect(log.deliveries).toHaveLength(LIMITS.webhookDeliveriesShown);
    expect(log.deliveries[0]?.createdAt).toBe(app.clock.now().toISOString());
    const times = log.deliveries.map((d) => d.createdAt);
    expect(times).toEqual(times.toSorted().toReversed());
    const theirs = await other.client.ok(api.accountWebhooks.deliveries, { params: { accountId: other.accountId } });
    expect(theirs.deliveries).toHaveLength(1);
  });
});

describe('who may', () => {
  it.each<Role>(['CLUSTER_ADMIN', 'BILLING', 'READ_ONLY'])('refuses %s every webhook endpoint (403)', async (role) => {
    const owner = await signedInMember(app, 'OWNER');
    await setWebhooks(owner, `${receiver.url}/s`);
    const m = await signedInMember(app, role, owner.accountId);
    const params = { accountId: owner.accountId };
    const typed = { ...params, type: 'SUPPORT' as const };
    const statuses = [
      (await m.client.call(api.accountWebhooks.get, { params })).status,
      (
        await m.client.call(api.accountWebhooks.update, {
          params,
          body: { supportWebhook: `${receiver.url}/mine`, maintenanceWebhook: '' },
        })
      ).status,
      (await m.client.call(api.accountWebhooks.delete, { params: typed })).status,
      (await m.client.call(api.accountWebhooks.test, { params: typed })).status,
      (await m.client.call(api.accountWebhooks.deliveries, { params })).status,
    ];
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    expect(receiver.received).toEqual([]);
    expect((await owner.client.ok(api.accountWebhooks.get, { params })).webhooks.map((w) => w.url)).toEqual([
      `${receiver.url}/s`,
    ]);
  });

  it('lets the owner use every endpoint', async () => {
    const owner = await signedInMember(app, 'OWNER');
    const params = { accountId: owner.accountId };
    const typed = { ...params, type: 'SUPPORT' as const };
    await setWebhooks(owner, `${receiver.url}/s`);
    expect((await owner.client.call(api.accountWebhooks.get, { params })).status).toBe(200);
    expect((await owner.client.call(api.accountWebhooks.test, { params: typed })).status).toBe(200);
    expect((await owner.client.call(api.accountWebhooks.deliveries, { params })).status).toBe(200);
    expect((await owner.client.call(api.accountWebhooks.delete, { params: typed })).status).toBe(204);
  });
});
