import { LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@datadeck/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { deliverDueWebhooks } from './delivery.ts';
import {
  answerStatus,
  deliveryRow,
  hangAfterHeaders,
  queueAt,
  setWebhooks,
  signatureVerifies,
  startReceiver,
  type Receiver,
} from './webhooks-test-kit.ts';

let app: TestApp;
let receiver: Receiver;
beforeAll(async () => {
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

const deliver = (timeoutMs?: number) =>
  deliverDueWebhooks(app.context, app.server.log, timeoutMs === undefined ? {} : { timeoutMs });

/** An owner whose support webhook is the receiver at `path`, and its secret. */
async function ownerWithWebhook(path = '/hook') {
  const owner = await signedInMember(app, 'OWNER');
  const url = `${receiver.url}${path}`;
  const { supportSecret } = await setWebhooks(owner, url);
  return { ...owner, url, secret: supportSecret ?? '' };
}

describe('delivering queued events', () => {
  it('posts a queued event, signed, and marks it delivered', async () => {
    const owner = await ownerWithWebhook();
    const { id, event } = await queueAt(app, owner.accountId, owner.url);
    expect(await deliver()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(JSON.parse(got?.body ?? '')).toEqual(event);
    expect(signatureVerifies(got?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()], got?.body ?? '', owner.secret)).toBe(
      true,
    );
    expect(await deliveryRow(app, id)).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
      responseCode: 200,
      responseExcerpt: 'ok',
      lastError: null,
      lastAttemptAt: app.clock.now(),
    });
    // Delivered once: another run sends nothing.
    expect(await deliver()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a refused delivery after the backoff, and delivers it once the receiver answers 200', async () => {
    const owner = await ownerWithWebhook();
    const { id } = await queueAt(app, owner.accountId, owner.url);
    receiver.answer = answerStatus(500, 'boom');
    expect(await deliver()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    const refused = await deliveryRow(app, id);
    expect(refused).toMatchObject({
      status: 'RETRYING',
      attempts: 1,
      responseCode: 500,
      responseExcerpt: 'boom',
      lastError: 'The webhook answered HTTP 500',
    });
    expect(refused.nextAttemptAt).toEqual(new Date(app.clock.now().getTime() + LIMITS.webhookFirstRetryMs));

    receiver.answer = answerStatus(200, 'ok');
    // Not due yet.
    expect(await deliver()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    app.clock.advance(LIMITS.webhookFirstRetryMs);
    expect(await deliver()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await deliveryRow(app, id)).toMatchObject({ status: 'DELIVERED', attempts: 2, responseCode: 200 });
    expect(receiver.received).toHaveLength(2);
  });

  it('backs off exponentially and gives up once the next attempt would fall beyond 24 h', async () => {
    const owner = await ownerWithWebhook();
    const queuedAt = app.clock.now().getTime();
    const { id } = await queueAt(app, owner.accountId, owner.url);
    receiver.answer = answerStatus(500);
    const waits: number[] = [];
    for (let run = 0; run < 30; run += 1) {
      await deliver();
      const row = await deliveryRow(app, id);
      if (row.status !== 'RETRYING') break;
      waits.push(row.nextAttemptAt.getTime() - app.clock.now().getTime());
      app.clock.set(row.nextAttemptAt);
    }
    const row = await deliveryRow(app, id);
    expect(row.status).toBe('FAILED');
    // 1, 2, 4 … 512 minutes: the 11th attempt is at 1023 min; waiting 1024 more would pass 24 h.
    expect(waits).toHaveLength(10);
    expect(waits).toEqual(waits.map((_, i) => LIMITS.webhookFirstRetryMs * 2 ** i));
    // Every attempt within the window, and the one after the last would have been beyond it.
    expect(app.clock.now().getTime() - queuedAt).toBeLessThanOrEqual(LIMITS.webhookRetryWindowMs);
    const nextWait = LIMITS.webhookFirstRetryMs * 2 ** waits.length;
    expect(app.clock.now().getTime() + nextWait - queuedAt).toBeGreaterThan(LIMITS.webhookRetryWindowMs);
    expect(row.attempts).toBe(waits.length + 1);
    expect(receiver.received).toHaveLength(row.attempts);
  });

  it('does not follow a redirect: a 3xx is a failure naming the status', async () => {
    const owner = await ownerWithWebhook();
    const { id } = await queueAt(app, owner.accountId, owner.url);
    receiver.answer = (response) => {
      response.writeHead(302, { location: `${receiver.url}/elsewhere` }).end();
    };
    await deliver();
    expect(receiver.received.map((r) => r.path)).toEqual(['/hook']);
    expect(await deliveryRow(app, id)).toMatchObject({
      status: 'RETRYING',
      responseCode: 302,
      lastError: 'Redirect (HTTP 302) not followed',
    });
  });

  it(`keeps at most ${LIMITS.webhookResponseExcerptBytes} bytes of a large answer`, async () => {
    const owner = await ownerWithWebhook();
    const { id } = await queueAt(app, owner.accountId, owner.url);
    receiver.answer = answerStatus(200, 'x'.repeat(200_000));
    await deliver();
    const row = await deliveryRow(app, id);
    expect(row.status).toBe('DELIVERED');
    expect(row.responseExcerpt).toBe('x'.repeat(LIMITS.webhookResponseExcerptBytes));
  });

  it('gives up an attempt that gets no whole answer within the time-out', async () => {
    const owner = await ownerWithWebhook();
    const { id } = await queueAt(app, owner.accountId, owner.url);
    receiver.answer = hangAfterHeaders;
    const started = Date.now();
    await deliver(300);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await deliveryRow(app, id)).toMatchObject({
      status: 'RETRYING',
      responseCode: null,
      lastError: 'No answer within 0.3 s',
    });
  });

  it('does not send what was queued for a URL the webhook no longer has', async () => {
    const owner = await ownerWithWebhook('/old');
    const { id } = await queueAt(app, owner.accountId, owner.url);
    await setWebhooks(owner, `${receiver.url}/new`);
    expect(await deliver()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect(receiver.received).toEqual([]);
    expect(await deliveryRow(app, id)).toMatchObject({
      status: 'FAILED',
      lastError: 'The webhook was changed or deleted before this delivery',
    });
  });
});
