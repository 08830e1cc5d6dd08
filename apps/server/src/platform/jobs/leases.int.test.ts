import { isNull } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../../test/test-app.ts';
import { ManualClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { outboundEmails } from '../db/schema.ts';
import { claimBatch, RELEASED, type LeasedTable, type LeaseContext } from './leases.ts';

const LEASE_MS = 30_000;
const OUTBOX: LeasedTable = {
  table: outboundEmails,
  id: outboundEmails.id,
  leaseToken: outboundEmails.leaseToken,
  leasedUntil: outboundEmails.leasedUntil,
};

// The shared claims on the mail outbox's table; the clock is moved, renewals come every 20 ms.
let database: Database;
let dispose: () => Promise<void>;
let leases: LeaseContext;
const clock = new ManualClock('2026-11-22T12:00:00Z');
beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
  leases = { db: database.db, clock, times: { leaseMs: LEASE_MS, renewEveryMs: 20 }, log: pino({ level: 'silent' }) };
});
afterAll(() => dispose());

const claim = (limit = 10) =>
  claimBatch(leases, OUTBOX, { due: isNull(outboundEmails.sentAt), order: outboundEmails.createdAt, limit });
const idsOf = async (rows: Awaited<ReturnType<typeof claim>>['rows']) =>
  (await database.db.select({ id: outboundEmails.id }).from(outboundEmails).where(rows)).map((row) => row.id);
const leasedUntil = async () =>
  (await database.db.select({ until: outboundEmails.leasedUntil }).from(outboundEmails)).map((row) => row.until);

describe('outbox claims', () => {
  it('holds a batch while its run renews it, and hands it over a lease after renewals stop', async () => {
    const queued = await database.db
      .insert(outboundEmails)
      .values(['a', 'b', 'c'].map((to) => ({ recipient: `${to}@example.com`, subject: 's', body: 'x' })))
      .returning({ id: outboundEmails.id });
    const first = await claim();
    expect((await idsOf(first.rows)).toSorted()).toEqual(queued.map((row) => row.id).toSorted());
    // Claiming counts no attempt.
    expect(
      (await database.db.select({ attempts: outboundEmails.attempts }).from(outboundEmails)).map((r) => r.attempts),
    ).toEqual([0, 0, 0]);

    // Long past the first lease, but renewed meanwhile: still the first run's.
    clock.advance(2 * LEASE_MS);
    const renewedUntil = new Date(clock.now().getTime() + LEASE_MS);
    await vi.waitFor(async () => expect(await leasedUntil()).toEqual([renewedUntil, renewedUntil, renewedUntil]));
    const meanwhile = await claim();
    expect(await idsOf(meanwhile.rows)).toEqual([]);
    await meanwhile.end();

    // One result written and released; the run stops (its process died): the rest are due a lease later.
    const [done] = queued;
    await database.db
      .update(outboundEmails)
      .set({ ...RELEASED, sentAt: clock.now() })
      .where(first.holds(done?.id ?? ''));
    await first.end();
    clock.advance(LEASE_MS - 1);
    const early = await claim();
    expect(await idsOf(early.rows)).toEqual([]);
    await early.end();
    clock.advance(1);
    const second = await claim();
    expect((await idsOf(second.rows)).toSorted()).toEqual(
      queued
        .slice(1)
        .map((row) => row.id)
        .toSorted(),
    );

    // The first run's results no longer match: the second run's claim is not overwritten.
    const [, taken] = queued;
    const stale = await database.db
      .update(outboundEmails)
      .set({ ...RELEASED, sentAt: clock.now() })
      .where(first.holds(taken?.id ?? ''))
      .returning({ id: outboundEmails.id });
    expect(stale).toEqual([]);
    await second.end();
  });
});
