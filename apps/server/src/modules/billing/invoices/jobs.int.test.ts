import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { auditEvents, invoiceNumbering, invoices } from '../../../platform/db/schema.ts';
import { clusterWithNodes, pricedSize } from './charges-test-kit.ts';
import { issueInvoice } from './invoice-issue.ts';
import { ISSUE_MONTHLY_INVOICES, issueMonthlyInvoices, MONTHLY_INVOICE_ACTOR } from './jobs.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOBS: 'true' });
});
afterAll(() => app.close());

describe('the monthly invoices job', () => {
  it('is scheduled with the app, daily, so a missed 1st is caught up', async () => {
    const schedules = await app.jobs?.boss.getSchedules(ISSUE_MONTHLY_INVOICES);
    expect(schedules?.map((s) => s.cron)).toEqual(['5 0 * * *']);
  });

  it("issues last month's invoice of every account with charges, once", async () => {
    const { db, catalogue } = app.context;
    const size = pricedSize(catalogue);
    const running = await createAccount(db);
    await clusterWithNodes(db, running, { size, nodes: 3, createdAt: '2026-10-01T00:00:00Z' });
    const deletedInNovember = await createAccount(db);
    await clusterWithNodes(db, deletedInNovember, {
      size,
      nodes: 1,
      createdAt: '2026-10-01T00:00:00Z',
      deletedAt: '2026-11-10T00:00:00Z',
    });
    const deletedBefore = await createAccount(db);
    await clusterWithNodes(db, deletedBefore, {
      size,
      nodes: 1,
      createdAt: '2026-09-01T00:00:00Z',
      deletedAt: '2026-09-20T00:00:00Z',
    });
    const createdInDecember = await createAccount(db);
    await clusterWithNodes(db, createdInDecember, { size, nodes: 1, createdAt: '2026-12-01T00:01:00Z' });
    const withoutClusters = await createAccount(db);

    // On the first of December, November is over.
    app.clock.set('2026-12-01T00:05:00Z');
    const alreadyIssued = await createAccount(db);
    await clusterWithNodes(db, alreadyIssued, { size, nodes: 1, createdAt: '2026-10-01T00:00:00Z' });
    const earlier = await issueInvoice(app.context, alreadyIssued, '2026-11', MONTHLY_INVOICE_ACTOR);

    const issued = await issueMonthlyInvoices(app.context, app.server.log);
    expect(issued).toBe(2);
    const rows = await db
      .select()
      .from(invoices)
      .where(
        inArray(invoices.accountId, [
          running,
          deletedInNovember,
          deletedBefore,
          createdInDecember,
          withoutClusters,
          alreadyIssued,
        ]),
      );
    expect(new Map(rows.map((r) => [r.accountId, r.month]))).toEqual(
      new Map([
        [running, '2026-11'],
        [deletedInNovember, '2026-11'],
        [alreadyIssued, '2026-11'],
      ]),
    );
    expect(rows.find((r) => r.accountId === alreadyIssued)?.id).toBe(earlier.id);
    expect(rows.every((r) => r.subtotalCents > 0)).toBe(true);
    // Consecutive numbers, none skipped by the account already invoiced.
    const numbers = rows.map((r) => r.number).toSorted((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3]);
    const [numbering] = await db.select().from(invoiceNumbering);
    expect(numbering?.lastNumber).toBe(3);

    const audit = await db
      .select({ actor: auditEvents.actor })
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'INVOICE_ISSUED'), eq(auditEvents.accountId, running)));
    expect(audit).toEqual([{ actor: MONTHLY_INVOICE_ACTOR.username }]);

    // The next day's run finds nothing left to issue.
    app.clock.set('2026-12-02T00:05:00Z');
    expect(await issueMonthlyInvoices(app.context, app.server.log)).toBe(0);
    expect((await db.select().from(invoiceNumbering))[0]?.lastNumber).toBe(3);
  });
});
