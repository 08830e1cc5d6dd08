import { MESSAGES, plannedNodes, type CreateClusterRequest, type NodeRole } from '@datadeck/contracts';
import { Table, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { nodeSizesQuery } from '../api.ts';
import { clusterEstimate, formatUsd, rolesLabel, type PriceOf } from '../estimate.ts';

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

/** Monthly estimate: one line per group of nodes, the subtotal, GST where it applies, the total. */
export function EstimateTable({ request, gstApplies }: { request: CreateClusterRequest; gstApplies: boolean }) {
  const { priceOf, loading } = usePriceOf(request);
  const estimate = clusterEstimate(request, priceOf, gstApplies);
  return (
    <section aria-labelledby="estimate-heading">
      <Title order={3} size="h4" id="estimate-heading">
        Estimated monthly cost
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nodes</Table.Th>
              <Table.Th scope="col">Node size</Table.Th>
              <Table.Th scope="col" ta="right">
                Count
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Per node
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Per month
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {estimate.lines.map((line) => (
              <Table.Tr key={`${line.roles.join('+')}:${line.nodeSize}`}>
                <Table.Th scope="row" fw={400}>
                  {rolesLabel(line.roles)}
                </Table.Th>
                <Table.Td>{line.nodeSize}</Table.Td>
                <Table.Td ta="right">{line.count}</Table.Td>
                <Table.Td ta="right">{amount(line.unitPriceUsd)}</Table.Td>
                <Table.Td ta="right">
                  {amount(line.unitPriceUsd === null ? null : line.unitPriceUsd * line.count)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {gstApplies && (
              <>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={4}>
                    Subtotal
                  </Table.Th>
                  <Table.Td ta="right">{amount(estimate.total?.subtotalUsd)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={4}>
                    {MESSAGES.clusters.gstNote}
                  </Table.Th>
                  <Table.Td ta="right">{amount(estimate.total?.gstUsd)}</Table.Td>
                </Table.Tr>
              </>
            )}
            <Table.Tr>
              <Table.Th scope="row" colSpan={4}>
                Total per month
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {amount(estimate.total?.totalUsd)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {estimate.total === null && (
        <Text size="sm" c="dimmed">
          {loading ? 'Loading prices…' : 'Some prices are not available for this region.'}
        </Text>
      )}
    </section>
  );
}
