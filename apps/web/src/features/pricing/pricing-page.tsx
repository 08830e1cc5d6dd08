import { MESSAGES, type NodeSizesQuery } from '@datadeck/contracts';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { ErrorState, LoadingStatus } from '../../shared/ui/page-states.tsx';
import { nodeSizesQuery, regionsQuery } from './api.ts';
import { NodeSizeTable } from './node-size-table.tsx';
import { PricingFilters, type PricingFilterValues } from './pricing-filters.tsx';
import { matchesName, nextSort, sortNodeSizes, type Sort } from './sort.ts';

const pricingRoute = getRouteApi('/console/accounts/$accountId/pricing');

/**
 * Node sizes and their monthly prices. The filters live in the URL so a reload or a shared link
 * keeps them; the sort is page state.
 */
export function PricingPage() {
  const search = pricingRoute.useSearch();
  const navigate = pricingRoute.useNavigate();
  const { slaTier } = search;
  const name = search.size ?? '';
  const [sort, setSort] = useState<Sort>(null);

  const regions = useQuery(regionsQuery(search.application, search.cloudProvider));
  // A region the provider does not offer (an old link) counts as no region filter.
  const region =
    regions.data === undefined || search.region === undefined || regions.data.regions.includes(search.region)
      ? search.region
      : undefined;
  const query: NodeSizesQuery = {
    application: search.application,
    cloudProvider: search.cloudProvider,
    region,
    slaTier,
  };
  const sizes = useQuery(nodeSizesQuery(query));

  const filters: PricingFilterValues = { ...search, region, slaTier, name };
  const onChange = (change: Partial<PricingFilterValues>) => {
    const { name: nextName, ...route } = change;
    const next = nextName === undefined ? route : { ...route, size: nextName === '' ? undefined : nextName };
    // Typing replaces the history entry rather than adding one per keystroke.
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: nextName !== undefined });
  };

  // Typing in the name filter stays responsive on long lists.
  const deferredName = useDeferredValue(name);
  const rows = useMemo(
    () =>
      sortNodeSizes(
        (sizes.data?.nodeSizes ?? []).filter((size) => matchesName(size, deferredName)),
        sort,
      ),
    [sizes.data, deferredName, sort],
  );

  return (
    <Stack gap="lg">
      <Title order={1}>Pricing</Title>
      <Text>
        Prices are per node per month, in US dollars, before tax. Australian accounts that are not invoiced pay{' '}
        {MESSAGES.clusters.gstNote} on top.
      </Text>
      <PricingFilters values={filters} regions={regions.data?.regions ?? null} onChange={onChange} />
      {sizes.isPending ? (
        <Stack gap="xs">
          <LoadingStatus label="Loading prices" />
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} h={36} />
          ))}
        </Stack>
      ) : sizes.isError ? (
        <ErrorState title="Prices could not be loaded" error={sizes.error} onRetry={() => void sizes.refetch()} />
      ) : rows.length === 0 ? (
        <Text>No node sizes match these filters.</Text>
      ) : (
        <NodeSizeTable
          sizes={rows}
          sort={sort}
          onSort={(column) => setSort((current) => nextSort(current, column))}
          showRegion={region === undefined}
          busy={sizes.isPlaceholderData}
        />
      )}
    </Stack>
  );
}
