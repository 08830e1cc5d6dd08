import { api, MESSAGES } from '@datadeck/contracts';
import type { AppContext } from '../../../app-context.ts';
import { attachment, type Bind } from '../../../platform/http/binder.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { actorOf } from '../../../platform/audit.ts';
import { chargesOf, currentMonth } from './charges.ts';
import { issueInvoice, listInvoices, loadInvoice } from './invoice-issue.ts';
import { invoicePdf } from './invoice-pdf.ts';

/** Charges and invoices of the Billing tab (issue 15 §3): what an account pays, and its invoices. */
export function billingChargesRoutes(bind: Bind, ctx: AppContext): void {
  bind(api.billing.charges, async ({ account, query }) =>
    chargesOf(ctx, account.id, query.month ?? currentMonth(ctx.clock)),
  );

  bind(api.billing.invoices, async ({ account }) => ({ invoices: await listInvoices(ctx.db, account.id) }));

  bind(api.billing.issueInvoice, async ({ account, body, caller, request }) =>
    issueInvoice(ctx, account.id, body.month, actorOf(caller, request)),
  );

  bind(api.billing.invoicePdf, async ({ account, params, reply }) => {
    const found = await loadInvoice(ctx.db, account.id, params.invoiceId);
    if (!found) throw notFound(MESSAGES.billing.invoiceNotFound);
    attachment(reply, `${found.invoice.number}.pdf`);
    return invoicePdf(found);
  });
}
