import { webhookEventSchema } from '@datadeck/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { jobQueueOn, startServerProcess } from '../../../test/server-process.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { webhookDeliveries } from '../../platform/db/schema.ts';
import { deliverWebhooksSoon } from './queue.ts';
import {
  answerStatus,
  hangAfterHeaders,
  queueAt,
  setWebhooks,
  startReceiver,
  type Receiver,
} from './webhooks-test-kit.ts';
import { onPostgresOnly } from '../../../test/postgres-only.ts';

/** The processes' claim lease (OUTBOX_LEASE_SECONDS): short, so the test waits seconds. */
const LEASE_SECONDS = 2;
/**
 * What the takeover may take beyond the lease: the queue is polled every 2 s, the rest is room
 * for a busy machine. The flaw it guards against held the deliveries for 10 minutes.
 */
const TAKEOVER_SLACK_MS = 6_000;

/**
 * A process killed while it delivers a batch must not hold the batch's other deliveries for
 * long, nor cost them an attempt, and what it had in flight goes again with the same event id.
 * Two server processes cannot share a PGlite data directory, so this runs on PostgreSQL, as CI
 * does with DATABASE_URL set.
 */
describe('webhook delivery killed mid-batch', onPostgresOnly('two server processes share one database'), () => {
  let database: Database & { kind: 'postgres' };
  let dispose: () => Promise<void>;
  let receiver: Receiver;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    if (fresh.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    database = fresh.database;
    dispose = fresh.dispose;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await dispose();
  });

  const rowsOf = (ids: string[]) =>
    database.db
      .select({ id: webhookDeliveries.id, status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, ids));
  const eventIdsReceived = () => receiver.received.map((got) => webhookEventSchema.parse(JSON.parse(got.body)).id);

  it('delivers the claimed events from the next process within seconds, same ids, no attempt lost', async () => {
    const env = {
      DATABASE_URL: database.url,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    const first = await startServerProcess(env);
    const accountId = await createAccount(database.db);
    const member = await createMember(database.db, accountId, 'OWNER');
    const client = new ApiClient(first.url);
    await client.signIn(member.username, TEST_PASSWORD);
    const url = `${receiver.url}/hook`;
    await setWebhooks({ accountId, client }, url);

    const queued = [];
    for (let i = 0; i < 4; i += 1)
      queued.push(await queueAt({ context: database, clock: systemClock }, accountId, url));
    const ids = queued.map((q) => q.id);
    // The receiver takes the first POST and never finishes answering: the process hangs on it.
    receiver.answer = hangAfterHeaders;
    const jobs = await jobQueueOn(database.url);
    try {
      await deliverWebhooksSoon(jobs.queue);
      await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 20_000, interval: 50 });
      // Claimed, being sent: no attempt has been made of the three behind the one in flight.
      expect.soft((await rowsOf(ids)).map((row) => row.attempts)).toEqual(ids.map(() => 0));
      await first.crash();
    } finally {
      await jobs.close();
    }
    const inFlight = eventIdsReceived()[0];

    receiver.answer = answerStatus(200, 'ok');
    const second = await startServerProcess(env);
    const restarted = Date.now();
    try {
      await vi.waitFor(async () => expect((await rowsOf(ids)).every((row) => row.status === 'DELIVERED')).toBe(true), {
        timeout: LEASE_SECONDS * 1_000 + TAKEOVER_SLACK_MS,
        interval: 100,
      });
    } finally {
      await second.stop();
    }
    expect(Date.now() - restarted).toBeLessThan(LEASE_SECONDS * 1_000 + TAKEOVER_SLACK_MS);
    // One attempt each: the one the killed process had in flight never counted, nor did the claim.
    expect((await rowsOf(ids)).map((row) => row.attempts)).toEqual(ids.map(() => 1));
    // At least once, with the event's own id: the one in flight came again, the rest once each.
    const received = eventIdsReceived();
    expect(received.toSorted()).toEqual([...queued.map((q) => q.event.id), inFlight].toSorted());
    expect(received.filter((id) => id === inFlight)).toHaveLength(2);
  }, 60_000);
});
