import { type WebhookDelivery, type WebhookDeliveryStatus, WEBHOOK_TYPE_LABELS } from '@datadeck/contracts';
import { Badge, type MantineColor, Skeleton, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { humanize, formatDateTime } from '../../shared/format/format.ts';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { QueryBoundary } from '../../shared/ui/query-boundary.tsx';
import { ErrorState } from '../../shared/ui/page-states.tsx';
import { webhookDeliveriesQuery } from './api.ts';

// Shades that keep the badge text readable (white on the dark ones, auto contrast on the light).
const STATUS_COLORS: Record<WebhookDeliveryStatus, MantineColor> = {
  PENDING: 'blue.8',
  RETRYING: 'orange.5',
  DELIVERED: 'green.6',
  FAILED: 'red.9',
};

const COLUMNS: readonly Column<WebhookDelivery>[] = [
  {
    key: 'time',
    header: 'Time',
    cell: (delivery) => <time dateTime={delivery.createdAt}>{formatDateTime(delivery.createdAt)}</time>,
    cellStyle: { whiteSpace: 'nowrap' },
  },
  { key: 'webhook', header: 'Webhook', cell: (delivery) => WEBHOOK_TYPE_LABELS[delivery.webhookType] },
  { key: 'event', header: 'Event', cell: (delivery) => delivery.eventType },
  {
    key: 'status',
    header: 'Status',
    cell: (delivery) => (
      <Badge color={STATUS_COLORS[delivery.status]} autoContrast>
        {humanize(delivery.status)}
      </Badge>
    ),
  },
  { key: 'code', header: 'Response code', cell: (delivery) => delivery.responseCode ?? '—', align: 'right' },
  { key: 'attempts', header: 'Attempts', cell: (delivery) => delivery.attempts, align: 'right' },
  { key: 'error', header: 'Error', cell: (delivery) => delivery.error ?? '', cellStyle: { overflowWrap: 'anywhere' } },
];

function DeliveryTable({ accountId }: { accountId: string }) {
  const { deliveries } = useSuspenseQuery(webhookDeliveriesQuery(accountId)).data;
  return (
    <DataTable
      caption="Delivery log"
      columns={COLUMNS}
      rows={deliveries}
      rowKey={(delivery) => delivery.id}
      empty="Nothing has been sent to the webhooks yet."
      minWidth={760}
    />
  );
}

/** The latest deliveries to the webhooks: a section of its own, which says so if it cannot be read. */
export function DeliveryLog({ accountId }: { accountId: string }) {
  return (
    <Stack gap="xs">
      <Title order={3}>Delivery Log</Title>
      <QueryBoundary
        pending={<Skeleton height={120} />}
        renderError={({ error, retry }) => (
          <ErrorState error={error} onRetry={retry} title="The delivery log could not be loaded" />
        )}
      >
        <DeliveryTable accountId={accountId} />
      </QueryBoundary>
    </Stack>
  );
}
