import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gte, lt, ne, notExists, or } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { AuditActor } from '../../../platform/audit.ts';
import { clusters, invoices } from '../../../platform/db/schema.ts';
import type { JobDefinition } from '../../../platform/jobs/jobs.ts';
import { chargesOf } from './charges.ts';
import { issueInvoice, type IssueContext } from './invoice-issue.ts';
import { monthOf, monthSpan, previousMonth } from './proration.ts';

export const ISSUE_MONTHLY_INVOICES = 'billing.issue-monthly-invoices';

/** The audit log's actor for invoices the server issues on its own: no user, no client address. */
export const MONTHLY_INVOICE_ACTOR: AuditActor = {
  userId: null,
  username: 'Monthly invoicing',
  impersonator: null,
  sourceIp: '',
};

/**
 * Issues last month's invoice of every account that had charges in it and has none yet. Runs
 * every day (cron below), not only on the 1st: the first run of a month issues them, and a server
 * that was down on the 1st catches up the next day; each later run finds nothing to do.
 * Accounts are issued one after another, so the numbers of one run follow each other.
 */
export async function issueMonthlyInvoices(ctx: IssueContext, log: FastifyBaseLogger): Promise<number> {
  const month = previousMonth(monthOf(ctx.clock.now()));
  const span = monthSpan(month);
  // Accounts with a cluster that may have run in the month (created before its end, not deleted
  // before its start: a deletion's time is at most the row's last update) and no invoice yet.
  const candidates = await ctx.db
    .selectDistinct({ accountId: clusters.accountId })
    .from(clusters)
    .where(
      and(
        lt(clusters.createdAt, new Date(span.endMs)),
        or(ne(clusters.status, 'DELETED'), gte(clusters.updatedAt, new Date(span.startMs))),
        notExists(
          ctx.db
            .select({ id: invoices.id })
            .from(invoices)
            .where(and(eq(invoices.accountId, clusters.accountId), eq(invoices.month, month))),
        ),
      ),
    );
  let issued = 0;
  const failures: unknown[] = [];
  for (const { accountId } of candidates) {
    try {
      const charges = await chargesOf(ctx, accountId, month);
      if (charges.clusters.length === 0) continue;
      const invoice = await issueInvoice(ctx, accountId, month, MONTHLY_INVOICE_ACTOR, charges);
      log.info({ accountId, invoice: invoice.number, month }, 'issued the monthly invoice');
      issued += 1;
    } catch (err) {
      // One account's failure must not hold up the others'; the job fails afterwards and retries.
      log.error({ err, accountId, month }, 'monthly invoice failed');
      failures.push(err);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} monthly invoices failed`);
  return issued;
}

export function billingJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: ISSUE_MONTHLY_INVOICES,
      cron: '5 0 * * *',
      run: async (log) => {
        const issued = await issueMonthlyInvoices(ctx, log);
        if (issued > 0) log.info({ issued }, 'issued monthly invoices');
      },
    },
  ];
}
