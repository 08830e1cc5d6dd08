import { endpoint, needs } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import {
  billingDetailsSchema,
  billingPaymentSchema,
  billingResultSchema,
  billingSubmissionResultSchema,
  billingUpdateSchema,
  chargesQuerySchema,
  chargesSchema,
  invoiceListSchema,
  invoiceParamsSchema,
  invoiceSchema,
  issueInvoiceSchema,
} from '../domains/billing.ts';
import { invoicePdfResponse } from '../binary.ts';

/** SPEC §7 billing calls (exact paths), and the charges and invoices a billing page is expected to have. */
export const billingEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/billing',
    summary: "The account's billing details, mode and card provider configuration",
    tag: 'billing',
    access: needs('VIEW_BILLING'),
    params: accountIdParamsSchema,
    status: 200,
    response: billingDetailsSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/billing',
    summary:
      'Update the billing contact and address; on a server without a card provider also the card (paymentDetails)',
    tag: 'billing',
    access: needs('EDIT_BILLING'),
    params: accountIdParamsSchema,
    body: billingUpdateSchema,
    status: 200,
    response: billingSubmissionResultSchema,
    ownErrors: [409], // Billing is synced to the organisation (send resetBillingSync), or maintenance blocks the reset
  }),
  payment: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/billing/payment',
    summary: 'Update billing with a card: a zero-amount verification that stores the card, or a 3-D Secure action',
    tag: 'billing',
    access: needs('EDIT_BILLING'),
    params: accountIdParamsSchema,
    body: billingPaymentSchema,
    status: 200,
    response: billingSubmissionResultSchema,
    ownErrors: [409, 502], // As update; 502 when the card provider cannot be reached or fails
  }),
  result: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/billing/result',
    summary: 'Finish a card verification with its 3-D Secure result',
    tag: 'billing',
    access: needs('EDIT_BILLING'),
    params: accountIdParamsSchema,
    body: billingResultSchema,
    status: 200,
    response: billingSubmissionResultSchema,
    ownErrors: [409, 502], // No verification waits for a result; the provider failed
  }),
  charges: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/billing/charges',
    summary: "A month's charges by cluster and node size, and the last 30 days' daily cost",
    tag: 'billing',
    access: needs('VIEW_BILLING'),
    params: accountIdParamsSchema,
    query: chargesQuerySchema,
    status: 200,
    response: chargesSchema,
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/billing/invoices',
    summary: "The account's invoices, newest first",
    tag: 'billing',
    access: needs('VIEW_BILLING'),
    params: accountIdParamsSchema,
    status: 200,
    response: invoiceListSchema,
  }),
  issueInvoice: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/billing/invoices',
    summary:
      'Issue the invoice of a month that has ended (the month-end job issues them too); the same month twice answers the one invoice',
    tag: 'billing',
    access: needs('EDIT_BILLING'),
    params: accountIdParamsSchema,
    body: issueInvoiceSchema,
    status: 200,
    response: invoiceSchema,
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/billing/invoices/:invoiceId/pdf',
    summary: 'An invoice as a PDF document',
    tag: 'billing',
    access: needs('VIEW_BILLING'),
    params: invoiceParamsSchema,
    status: 200,
    response: invoicePdfResponse,
  }),
} as const;
