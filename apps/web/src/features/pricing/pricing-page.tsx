import { CLUSTERS_MESSAGES } from '@datadeck/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { useRefinement } from '../../shared/api/use-refinement.ts';
import { nodeSizesQuery, nodeSizesQueryOf, regionsQuery } from './api.ts';
import { NodeSizeTable } from './node-size-table.tsx';
import { PricingFilters, type PricingFilterValues } from './pricing-filters.tsx';
import { matchesName, nextSort, sortNodeSizes, type Sort } from './sort.ts';

const pricingRoute = getRouteApi('/console/accounts/$accountId/pricing');

/**
 * Node sizes and their monthly prices. The filters live in the URL so a reload or a shared link
 * keeps them; the route loads the prices for them. The sort is page state.
 */
export function PricingPage() {
  const search = pricingRoute.useSearch();
  const navigate = pricingRoute.useNavigate();
  const { shown: filters, refreshing } = useRefinement(pricingRoute.useLoaderDeps());
  const { regions } = useSuspenseQuery(regionsQuery(filters.application, filters.cloudProvider)).data;
  const query = nodeSizesQueryOf(filters, regions);
  const { nodeSizes } = useSuspenseQuery(nodeSizesQuery(query)).data;
  const [sort, setSort] = useState<Sort>(null);
  const name = search.size ?? '';

  const values: PricingFilterValues = { ...search, region: query.region, slaTier: search.slaTier, name };
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
        nodeSizes.filter((size) => matchesName(size, deferredName)),
        sort,
      ),
    [nodeSizes, deferredName, sort],
  );

  return (
    <Stack gap="lg">
      <Title order={1}>Pricing</Title>
      <Text>
        Prices are per node per month, in US dollars, before tax. Australian accounts that are not invoiced pay{' '}
        {CLUSTERS_MESSAGES.gstNote} on top.
      </Text>
      <PricingFilters values={values} regions={regions} onChange={onChange} />
      <NodeSizeTable
        sizes={rows}
        sort={sort}
        onSort={(column) => setSort((current) => nextSort(current, column))}
        showRegion={query.region === undefined}
        busy={refreshing}
      />
    </Stack>
  );
}
