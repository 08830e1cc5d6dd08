import { type Charges, clusterChargeSchema, type Invoice, MESSAGES } from '@datadeck/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { type AuditActor, recordAudit } from '../../../platform/audit.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { accounts, billingProfiles, invoiceNumbering, invoices } from '../../../platform/db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { chargesOf } from './charges.ts';
import { monthSpan } from './proration.ts';

/** Invoice numbers as customers quote them: `DD-000042`. */
export const invoiceNumber = (number: number): string => `DD-${String(number).padStart(6, '0')}`;

/** Who an invoice is addressed to, as it was when issued. */
export const billedToSchema = z.object({
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  address: z.array(z.string()),
});
export type BilledTo = z.infer<typeof billedToSchema>;

/** The charge lines an invoice keeps: read back through the contract's shape (the table outlives code). */
export const invoiceLinesSchema = z.array(clusterChargeSchema);

type InvoiceRow = typeof invoices.$inferSelect;

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: invoiceNumber(row.number),
  month: row.month,
  status: row.status,
  subtotalCents: row.subtotalCents,
  gstCents: row.gstCents,
  totalCents: row.totalCents,
  issuedAt: row.issuedAt.toISOString(),
});

/**
 * The account's billing contact: its own profile, or its organisation's while its billing is
 * synced (SPEC §4); without one, the account's name and company.
 */
async function billedToOf(db: Db, accountId: string): Promise<BilledTo> {
  const [account] = await db
    .select({
      name: accounts.name,
      companyName: accounts.companyName,
      synced: accounts.billingSynced,
      organisationId: accounts.organisationId,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw new Error(`account ${accountId} vanished`);
  const owner =
    account.synced && account.organisationId !== null
      ? eq(billingProfiles.organisationId, account.organisationId)
      : eq(billingProfiles.accountId, accountId);
  const [profile] = await db
    .select({ email: billingProfiles.contactEmail, address: billingProfiles.addressDetails })
    .from(billingProfiles)
    .where(owner);
  if (!profile) return { name: account.name, companyName: account.companyName, email: null, address: [] };
  const a = profile.address;
  return {
    name: `${a.firstName} ${a.lastName}`,
    companyName: a.companyName,
    email: profile.email,
    address: [
      a.streetAddress,
      a.extendedAddress,
      `${a.locality} ${a.state} ${a.postalCode}`,
      a.countryCodeAlpha2,
    ].filter((line): line is string => line !== null && line !== ''),
  };
}

async function findInvoice(db: Db, accountId: string, month: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.month, month)));
  return row;
}

/** Thrown inside the issuing transaction to roll it back (and give its number back). */
class AlreadyIssued extends Error {}

export interface IssueContext {
  db: Db;
  catalogue: Catalogue;
  clock: Clock;
}

/**
 * Issues the account's invoice of a month that has ended; the same month again answers the
 * invoice already issued. Numbers run without gaps across all accounts: the number is taken
 * from invoice_numbering's one row in the transaction that inserts the invoice, so two issues at
 * once wait for each other on that row, and the one that finds the month already invoiced rolls
 * back, returning its number.
 */
export async function issueInvoice(
  ctx: IssueContext,
  accountId: string,
  month: string,
  actor: AuditActor,
  /** Charges already computed for this month (the monthly job has them); else computed here. */
  known?: Charges,
): Promise<Invoice> {
  const now = ctx.clock.now();
  if (monthSpan(month).endMs > now.getTime()) {
    throw new HttpError(400, [{ name: 'month', message: MESSAGES.billing.monthNotEnded(month) }]);
  }
  const existing = await findInvoice(ctx.db, accountId, month);
  if (existing) return toInvoice(existing);

  const charges = known ?? (await chargesOf(ctx, accountId, month));
  const billedTo = await billedToOf(ctx.db, accountId);
  try {
    const issued = await ctx.db.transaction(async (tx) => {
      const [numbering] = await tx
        .update(invoiceNumbering)
        .set({ lastNumber: sql`${invoiceNumbering.lastNumber} + 1` })
        .where(eq(invoiceNumbering.id, 1))
        .returning({ number: invoiceNumbering.lastNumber });
      if (!numbering) throw new Error('invoice_numbering has no row 1 (made by migration 0010)');
      const [row] = await tx
        .insert(invoices)
        .values({
          accountId,
          number: numbering.number,
          month,
          subtotalCents: charges.subtotalCents,
          gstCents: charges.gstCents ?? 0,
          totalCents: charges.totalCents,
          lines: charges.clusters,
          billedTo,
          issuedAt: now,
        })
        .onConflictDoNothing({ target: [invoices.accountId, invoices.month] })
        .returning();
      if (!row) throw new AlreadyIssued();
      await recordAudit(tx, ctx.clock, actor, {
        type: 'INVOICE_ISSUED',
        accountId,
        detail: `${invoiceNumber(row.number)} for ${month}`,
      });
      return row;
    });
    return toInvoice(issued);
  } catch (err) {
    if (!(err instanceof AlreadyIssued)) throw err;
    const winner = await findInvoice(ctx.db, accountId, month);
    if (!winner) throw new Error(`the invoice of ${month} was issued and is gone`, { cause: err });
    return toInvoice(winner);
  }
}

/** The account's invoices, newest month first. */
export async function listInvoices(db: Db, accountId: string): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.month), desc(invoices.number));
  return rows.map(toInvoice);
}

/** One invoice of the account, with what its document shows; undefined if the account has none such. */
export async function loadInvoice(db: Db, accountId: string, invoiceId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  if (!row) return undefined;
  return {
    invoice: toInvoice(row),
    lines: invoiceLinesSchema.parse(row.lines),
    billedTo: billedToSchema.parse(row.billedTo),
  };
}
