import { api, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountWebhooks } from '../../platform/db/schema.ts';
import { deliverDueWebhooks } from './delivery.ts';
import { newWebhookSecret } from './service.ts';
import { deliveryRow, queueAt, startReceiver, type Receiver } from './webhooks-test-kit.ts';

/** With WEBHOOK_ALLOW_PRIVATE_NETWORKS off (the default), as in production. */
let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  app = await startTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});

const port = () => new URL(receiver.url).port;
const refusedUrls: [string, () => string][] = [
  ['loopback', () => 'http://127.0.0.1/'],
  ['private 10/8', () => 'http://10.0.0.1/'],
  ['the metadata service', () => 'http://169.254.169.254/latest/meta-data'],
  ['a name resolving to loopback', () => `http://localhost:${port()}/`],
  ['IPv6 loopback', () => 'http://[::1]/'],
];

describe('saving a webhook that points inside', () => {
  it.each(refusedUrls)('refuses %s with a 400 naming the field', async (_, urlOf) => {
    const url = urlOf();
    const owner = await signedInMember(app, 'OWNER');
    const params = { accountId: owner.accountId };
    const asSupport = await owner.client.call(api.accountWebhooks.update, {
      params,
      body: { supportWebhook: url, maintenanceWebhook: '' },
    });
    expect(asSupport.status).toBe(400);
    expect(asSupport.body).toEqual({
      errors: [{ name: 'supportWebhook', message: MESSAGES.webhooks.privateAddress }],
    });
    const asMaintenance = await owner.client.call(api.accountWebhooks.update, {
      params,
      body: { supportWebhook: '', maintenanceWebhook: url },
    });
    expect(asMaintenance.status).toBe(400);
    expect(asMaintenance.body).toEqual({
      errors: [{ name: 'maintenanceWebhook', message: MESSAGES.webhooks.privateAddress }],
    });
    expect((await owner.client.ok(api.accountWebhooks.get, { params })).webhooks).toEqual([]);
  });
});

describe('sending to a webhook that points inside', () => {
  it.each([
    ['an IP literal', () => `${receiver.url}/hook`],
    ['a name resolving to loopback', () => `http://localhost:${port()}/hook`],
  ])('fails at send without connecting: %s', async (_, urlOf) => {
    const url = urlOf();
    const owner = await signedInMember(app, 'OWNER');
    // Written past the API's check, as a URL saved before the policy (or rebound since) would be.
    await app.context.db.insert(accountWebhooks).values({
      accountId: owner.accountId,
      type: 'SUPPORT',
      url,
      secret: app.context.secrets.seal(newWebhookSecret()),
    });
    const { id } = await queueAt(app, owner.accountId, url);
    receiver.received = [];
    expect(await deliverDueWebhooks(app.context, app.server.log)).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(receiver.received).toEqual([]);
    expect(await deliveryRow(app, id)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      responseCode: null,
      lastError: MESSAGES.webhooks.privateAddress,
    });

    const tested = await owner.client.ok(api.accountWebhooks.test, {
      params: { accountId: owner.accountId, type: 'SUPPORT' },
    });
    expect(tested).toEqual({ delivered: false, responseCode: null, error: MESSAGES.webhooks.privateAddress });
    expect(receiver.received).toEqual([]);
  });
});
