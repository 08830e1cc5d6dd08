import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, type WebhookEvent } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../../test/api-client.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { AppContext } from '../../app-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { accountEvents, webhookDeliveries } from '../../platform/db/schema.ts';
import { queueWebhookDelivery } from './queue.ts';

/** What the webhook tests share: a real HTTP receiver on 127.0.0.1, and webhooks set through the API. */

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers the next requests (a test changes it between runs). */
export type Answer = (response: ServerResponse) => void;
export const answerStatus =
  (status: number, body = ''): Answer =>
  (response) => {
    response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  };
/** Answers headers at once, then never finishes the body: the sender's time-out must end it. */
export const hangAfterHeaders: Answer = (response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.write('started');
};

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  answer: Answer;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: '', received: [], answer: answerStatus(200, 'ok'), close: async () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      receiver.answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/**
 * The check a receiver makes (docs/webhooks.md): recompute the HMAC of "<t>.<body>" with the
 * secret shown at save and compare in constant time.
 */
export function signatureVerifies(header: string | string[] | undefined, body: string, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (t === undefined || v1 === undefined) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Sets the support webhook (and the maintenance one when given) as the member; returns the secrets. */
export async function setWebhooks(m: { accountId: string; client: ApiClient }, support: string, maintenance = '') {
  const updated = await m.client.ok(api.accountWebhooks.update, {
    params: { accountId: m.accountId },
    body: { supportWebhook: support, maintenanceWebhook: maintenance },
  });
  const secretOf = (type: string) => updated.secrets.find((s) => s.type === type)?.secret;
  return { ...updated, supportSecret: secretOf('SUPPORT'), maintenanceSecret: secretOf('MAINTENANCE') };
}

/**
 * Queues a delivery of a 'cluster.failed' event as the router does: the event recorded, then its
 * delivery queued and made at the test clock's time (created_at defaults to the database's time,
 * which the ManualClock, and so the 24 h retry window, does not govern).
 */
export async function queueAt(app: { context: Pick<AppContext, 'db'>; clock: Clock }, accountId: string, url: string) {
  const { db } = app.context;
  const occurredAt = app.clock.now();
  const data = { clusterId: 'c-1', clusterName: 'orders', status: 'FAILED' };
  const [recorded] = await db
    .insert(accountEvents)
    .values({ accountId, type: 'cluster.failed', data, occurredAt })
    .returning({ id: accountEvents.id });
  if (!recorded) throw new Error('event not recorded');
  const event: WebhookEvent = {
    id: recorded.id,
    type: 'cluster.failed',
    occurredAt: occurredAt.toISOString(),
    account: { id: accountId, name: 'Acme' },
    data,
    text: 'Cluster orders failed',
  };
  const id = await queueWebhookDelivery(db, { accountId, webhookType: 'SUPPORT', url, event });
  await db.update(webhookDeliveries).set({ createdAt: occurredAt }).where(eq(webhookDeliveries.id, id));
  return { id, event };
}

export async function deliveryRow(app: TestApp, id: string) {
  const [row] = await app.context.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw new Error(`no delivery ${id}`);
  return row;
}
