import { BILLING_LIMITS, BILLING_MESSAGES, type Charges } from '@datadeck/contracts';
import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { DataTable } from '../../shared/table/data-table.tsx';
import { QueryBoundary } from '../../shared/ui/query-boundary.tsx';
import { chargesQuery } from './api.ts';
import { CLUSTER_COLUMNS, NODE_SIZE_COLUMNS } from './charges-tables.ts';
import { formatCents, formatDay, formatMonth } from './money.ts';

/** The chart's place is kept at its height while its code loads: nothing below moves. */
const CHART_HEIGHT_PX = 200;

const DailyCostChart = lazy(async () => ({ default: (await import('./daily-cost-chart.tsx')).DailyCostChart }));

/** What a screen reader hears for the chart: the total and the dearest day. */
function dailySummary(daily: Charges['daily']): string {
  const total = daily.reduce((sum, day) => sum + day.amountCents, 0);
  const dearest = daily.reduce<Charges['daily'][number] | null>(
    (top, day) => (top === null || day.amountCents > top.amountCents ? day : top),
    null,
  );
  const peak = dearest === null ? '' : `, highest ${formatCents(dearest.amountCents)} on ${formatDay(dearest.date)}`;
  return `Daily cost of the last ${daily.length} days: ${formatCents(total)} in total${peak}`;
}

/** Subtotal, GST when it applies, total: a label-and-value summary. */
function ChargesSummary({ charges }: { charges: Charges }) {
  const title = charges.isEstimate ? `Estimate for ${formatMonth(charges.month)}` : formatMonth(charges.month);
  return (
    <Table withTableBorder maw={420} aria-label={title}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Subtotal</Table.Th>
          <Table.Td ta="right">{formatCents(charges.subtotalCents)}</Table.Td>
        </Table.Tr>
        {charges.gstCents !== null && (
          <Table.Tr>
            <Table.Th scope="row">GST ({BILLING_LIMITS.gstPercent}%)</Table.Th>
            <Table.Td ta="right">{formatCents(charges.gstCents)}</Table.Td>
          </Table.Tr>
        )}
        <Table.Tr>
          <Table.Th scope="row">{charges.isEstimate ? 'Estimated total' : 'Total'}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatCents(charges.totalCents)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function ChargesView({ accountId }: { accountId: string }) {
  const charges = useSuspenseQuery(chargesQuery(accountId)).data;
  const captionId = useId();
  return (
    <Stack gap="md">
      <Text>
        {charges.isEstimate
          ? `This month's charges so far, estimated for the whole of ${formatMonth(charges.month)}.`
          : `Charges of ${formatMonth(charges.month)}.`}
      </Text>
      <ChargesSummary charges={charges} />
      <DataTable
        caption="Charges by cluster"
        captionVisible
        columns={CLUSTER_COLUMNS}
        rows={charges.clusters}
        rowKey={(cluster) => cluster.clusterId}
        empty="No cluster ran this month."
        minWidth={520}
      />
      {charges.byNodeSize.length > 0 && (
        <DataTable
          caption="Charges by node size"
          captionVisible
          columns={NODE_SIZE_COLUMNS}
          rows={charges.byNodeSize}
          rowKey={(size) => size.nodeSize}
          empty=""
        />
      )}
      <Stack component="figure" gap="xs" m={0} aria-labelledby={captionId}>
        <Text component="figcaption" id={captionId} fw={600}>
          Daily cost, last 30 days
        </Text>
        <Suspense fallback={<Skeleton h={CHART_HEIGHT_PX} />}>
          <DailyCostChart daily={charges.daily} label={dailySummary(charges.daily)} height={CHART_HEIGHT_PX} />
        </Suspense>
      </Stack>
    </Stack>
  );
}

function ChargesSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton h={24} w="60%" />
      <Skeleton h={110} maw={420} />
      <DataTable
        caption="Charges by cluster"
        columns={CLUSTER_COLUMNS}
        rows={[]}
        rowKey={(cluster) => cluster.clusterId}
        empty=""
        loading={{ label: 'Loading charges' }}
      />
      <Skeleton h={CHART_HEIGHT_PX} />
    </Stack>
  );
}

/** SPEC-beyond (issue 15 §3): what the account pays this month, by cluster and node size, and its last 30 days. */
export function ChargesSection({ accountId }: { accountId: string }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {BILLING_MESSAGES.charges}
      </Title>
      <QueryBoundary pending={<ChargesSkeleton />}>
        <ChargesView accountId={accountId} />
      </QueryBoundary>
    </Stack>
  );
}
