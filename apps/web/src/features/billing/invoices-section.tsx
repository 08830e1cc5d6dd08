import { BILLING_MESSAGES, buildPath, type Invoice } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { Anchor, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { humanize } from '../../shared/format/format.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { QueryBoundary } from '../../shared/ui/query-boundary.tsx';
import { invoicesQuery } from './api.ts';
import { formatCents, formatMonth } from './money.ts';

/** The PDF is a plain download: the browser fetches it with the session cookie, nothing to parse. */
const pdfPath = (accountId: string, invoice: Invoice) =>
  buildPath(api.billing.invoicePdf.path, { accountId, invoiceId: invoice.id });

const invoiceColumns = (accountId: string): readonly Column<Invoice>[] => [
  { key: 'number', header: 'Number', rowHeader: true, cell: (invoice) => invoice.number },
  { key: 'period', header: 'Period', cell: (invoice) => formatMonth(invoice.month) },
  { key: 'amount', header: 'Amount', align: 'right', cell: (invoice) => formatCents(invoice.totalCents) },
  { key: 'status', header: 'Status', cell: (invoice) => humanize(invoice.status) },
  {
    key: 'pdf',
    header: 'PDF',
    cell: (invoice) => (
      <Anchor
        size="sm"
        href={pdfPath(accountId, invoice)}
        download
        aria-label={`Download PDF of invoice ${invoice.number}`}
      >
        Download PDF
      </Anchor>
    ),
  },
];

const CAPTION = 'Invoices of this account';

function InvoiceTable({ accountId }: { accountId: string }) {
  const { invoices } = useSuspenseQuery(invoicesQuery(accountId)).data;
  return (
    <DataTable
      caption={CAPTION}
      columns={invoiceColumns(accountId)}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      empty="No invoices yet: an invoice is issued at the end of each month."
      minWidth={560}
    />
  );
}

/** The monthly invoices (issue 15 §3), newest first, each downloadable as a PDF. */
export function InvoicesSection({ accountId }: { accountId: string }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {BILLING_MESSAGES.invoices}
      </Title>
      <QueryBoundary
        pending={
          <DataTable
            caption={CAPTION}
            columns={invoiceColumns(accountId)}
            rows={[]}
            rowKey={(invoice) => invoice.id}
            empty=""
            loading={{ label: 'Loading invoices' }}
          />
        }
      >
        <InvoiceTable accountId={accountId} />
      </QueryBoundary>
    </Stack>
  );
}
