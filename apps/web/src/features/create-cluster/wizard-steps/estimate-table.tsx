import { CLUSTERS_MESSAGES, type CreateClusterRequest, type NodeRole, plannedNodes } from '@datadeck/contracts';
import { Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { Column } from '../../../shared/table/columns.ts';
import { DataTable } from '../../../shared/table/data-table.tsx';
import { nodeSizesQuery } from '../api.ts';
import { clusterEstimate, formatUsd, rolesLabel, type EstimateLine, type PriceOf } from '../estimate.ts';

/** The prices of the sizes the request names, from the node-size lists of the roles they play. */
function usePriceOf(request: CreateClusterRequest): { priceOf: PriceOf; loading: boolean } {
  const roles = [...new Set(plannedNodes(request).flatMap((group): NodeRole[] => group.roles.slice(0, 1)))];
  const dataCentre = request.dataCentres[0];
  const results = useQueries({
    queries: roles.map((role) => ({
      ...nodeSizesQuery({
        application: request.application,
        cloudProvider: dataCentre?.cloudProvider ?? 'AWS_VPC',
        region: dataCentre?.region ?? '',
        role,
        slaTier: request.slaTier,
      }),
      enabled: dataCentre !== undefined,
    })),
  });
  const priceOf: PriceOf = (nodeSize, role) => {
    const list = results[roles.indexOf(role)]?.data?.nodeSizes;
    return list?.find((size) => size.name === nodeSize)?.monthlyPriceUsd;
  };
  return { priceOf, loading: results.some((result) => result.isPending) };
}

const amount = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatUsd(value));

const COLUMNS: readonly Column<EstimateLine>[] = [
  { key: 'nodes', header: 'Nodes', cell: (line) => rolesLabel(line.roles), rowHeader: true },
  { key: 'node-size', header: 'Node size', cell: (line) => line.nodeSize },
  { key: 'count', header: 'Count', cell: (line) => line.count, align: 'right' },
  { key: 'per-node', header: 'Per node', cell: (line) => amount(line.unitPriceUsd), align: 'right' },
  {
    key: 'per-month',
    header: 'Per month',
    cell: (line) => amount(line.unitPriceUsd === null ? null : line.unitPriceUsd * line.count),
    align: 'right',
  },
];

/** Monthly estimate: one line per group of nodes, the subtotal, GST where it applies, the total. */
export function EstimateTable({ request, gstApplies }: { request: CreateClusterRequest; gstApplies: boolean }) {
  const { priceOf, loading } = usePriceOf(request);
  const estimate = clusterEstimate(request, priceOf, gstApplies);
  return (
    <section aria-labelledby="estimate-heading">
      <Title order={3} size="h4" id="estimate-heading">
        Estimated monthly cost
      </Title>
      <DataTable
        caption="Estimated monthly cost"
        columns={COLUMNS}
        rows={estimate.lines}
        rowKey={(line) => `${line.roles.join('+')}:${line.nodeSize}`}
        empty="The cluster has no nodes to price."
        totals={[
          ...(gstApplies
            ? [
                { label: 'Subtotal', value: amount(estimate.total?.subtotalUsd) },
                { label: CLUSTERS_MESSAGES.gstNote, value: amount(estimate.total?.gstUsd) },
              ]
            : []),
          { label: 'Total per month', value: amount(estimate.total?.totalUsd), strong: true },
        ]}
        minWidth={560}
      />
      {estimate.total === null && (
        <Text size="sm" c="dimmed">
          {loading ? 'Loading prices…' : 'Some prices are not available for this region.'}
        </Text>
      )}
    </section>
  );
}
