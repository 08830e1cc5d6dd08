import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobQueueOn, startServerProcess } from '../../../test/server-process.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { freshDatabase, TEST_SECRETS_KEY } from '../../../test/test-app.ts';
import { SecretBox } from '../crypto/secret-box.ts';
import type { Database } from '../db/database.ts';
import { outboundEmails } from '../db/schema.ts';
import { testEmail } from './mail-test-kit.ts';
import { deliverSoon, queueEmail } from './outbox.ts';
import { onPostgresOnly } from '../../../test/postgres-only.ts';

/** The processes' claim lease (OUTBOX_LEASE_SECONDS): short, so the test waits seconds. */
const LEASE_SECONDS = 2;
/**
 * What the takeover may take beyond the lease: the queue is polled every 2 s, the rest is room
 * for a busy machine. The flaw it guards against held the messages for 10 minutes.
 */
const TAKEOVER_SLACK_MS = 6_000;

/**
 * A process killed while it sends a batch must not hold the batch's other messages for long, nor
 * cost them an attempt. Two server processes cannot share a PGlite data directory, so this runs
 * on PostgreSQL, as CI does with DATABASE_URL set.
 */
describe('mail delivery killed mid-batch', onPostgresOnly('two server processes share one database'), () => {
  let database: Database & { kind: 'postgres' };
  let dispose: () => Promise<void>;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    if (fresh.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    database = fresh.database;
    dispose = fresh.dispose;
    // The first attempt gets no answer: the first process hangs on it, the batch claimed.
    smtp = await startSmtpTestServer({ stall: 1 });
  });
  afterAll(async () => {
    await smtp.close();
    await dispose();
  });

  const rowsOf = (ids: string[]) =>
    database.db
      .select({ id: outboundEmails.id, sentAt: outboundEmails.sentAt, attempts: outboundEmails.attempts })
      .from(outboundEmails)
      .where(inArray(outboundEmails.id, ids));

  it('sends the claimed messages from the next process within seconds, none losing an attempt', async () => {
    const secrets = new SecretBox(Buffer.from(TEST_SECRETS_KEY, 'base64'));
    const emails = Array.from({ length: 5 }, () => testEmail());
    const ids: string[] = [];
    for (const email of emails) ids.push(await queueEmail(database.db, secrets, email));
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS) };

    const first = await startServerProcess(env);
    const jobs = await jobQueueOn(database.url);
    try {
      await deliverSoon(jobs.queue);
      await vi.waitFor(() => expect(smtp.attempts).toBe(1), { timeout: 20_000, interval: 50 });
      // Claimed, being sent: no attempt has been made of the four behind the one in flight.
      expect.soft((await rowsOf(ids)).map((row) => row.attempts)).toEqual(ids.map(() => 0));
      await first.crash();
    } finally {
      await jobs.close();
    }

    const second = await startServerProcess(env);
    const restarted = Date.now();
    try {
      await vi.waitFor(async () => expect((await rowsOf(ids)).every((row) => row.sentAt !== null)).toBe(true), {
        timeout: LEASE_SECONDS * 1_000 + TAKEOVER_SLACK_MS,
        interval: 100,
      });
    } finally {
      await second.stop();
    }
    expect(Date.now() - restarted).toBeLessThan(LEASE_SECONDS * 1_000 + TAKEOVER_SLACK_MS);
    // One attempt each: the one the killed process had in flight never counted, nor did the claim.
    expect((await rowsOf(ids)).map((row) => row.attempts)).toEqual(ids.map(() => 1));
    // Each arrived once; the stalled attempt never reached DATA.
    for (const email of emails) expect(smtp.messages.filter((m) => m.text?.trim() === email.text)).toHaveLength(1);
    expect(smtp.attempts).toBe(1 + emails.length);
  }, 60_000);

  it('sends them from an instance that stays up, a lease after the other died, not at its next sweep', async () => {
    const secrets = new SecretBox(Buffer.from(TEST_SECRETS_KEY, 'base64'));
    const emails = Array.from({ length: 3 }, () => testEmail());
    const ids: string[] = [];
    for (const email of emails) ids.push(await queueEmail(database.db, secrets, email));
    // A mail server of its own, whose first attempt hangs as the first test's did.
    const stalling = await startSmtpTestServer({ stall: 1 });
    const env = { DATABASE_URL: database.url, SMTP_URL: stalling.url, OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS) };

    const doomed = await startServerProcess(env);
    const jobs = await jobQueueOn(database.url);
    let survivor: Awaited<ReturnType<typeof startServerProcess>> | undefined;
    try {
      await deliverSoon(jobs.queue);
      await vi.waitFor(() => expect(stalling.attempts).toBe(1), { timeout: 20_000, interval: 50 });
      // The survivor starts while the batch is held, and outlives its own start-up looks.
      survivor = await startServerProcess(env);
      await new Promise((resolve) => setTimeout(resolve, LEASE_SECONDS * 1_000 + 2_500));
      expect((await rowsOf(ids)).filter((row) => row.sentAt !== null)).toEqual([]);
      await doomed.crash();
      const crashed = Date.now();
      await vi.waitFor(async () => expect((await rowsOf(ids)).every((row) => row.sentAt !== null)).toBe(true), {
        timeout: LEASE_SECONDS * 1_000 + TAKEOVER_SLACK_MS,
        interval: 100,
      });
      expect(Date.now() - crashed).toBeLessThan(LEASE_SECONDS * 1_000 + TAKEOVER_SLACK_MS);
    } finally {
      await jobs.close();
      await survivor?.stop();
      await stalling.close();
    }
    for (const email of emails) expect(stalling.messages.filter((m) => m.text?.trim() === email.text)).toHaveLength(1);
  }, 60_000);
});
