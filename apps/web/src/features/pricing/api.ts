import type { Application, CloudProvider, NodeSizesQuery } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { catalogueKeys } from '../../shared/api/query-keys.ts';

/** The catalogue changes with releases, not while a page is open. */
const CATALOGUE_STALE_MS = 10 * 60_000;

export const regionsQuery = (application: Application, cloudProvider: CloudProvider) =>
  queryOptions({
    queryKey: catalogueKeys.regions(application, cloudProvider),
    queryFn: ({ signal }) => apiRequest(api.catalogue.regions, { query: { application, cloudProvider }, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

export const nodeSizesQuery = (query: NodeSizesQuery) =>
  queryOptions({
    queryKey: catalogueKeys.nodeSizes(query),
    queryFn: ({ signal }) => apiRequest(api.catalogue.nodeSizes, { query, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });

/** The pricing filters the server applies (the name filter is the page's own). */
export type CatalogueFilters = Required<Pick<NodeSizesQuery, 'application' | 'cloudProvider'>> &
  Pick<NodeSizesQuery, 'region' | 'slaTier'>;

/** The sizes to ask for: a region the provider does not offer (an old link) counts as no region filter. */
export function nodeSizesQueryOf(filters: CatalogueFilters, offered: readonly string[]): NodeSizesQuery {
  const region = filters.region !== undefined && offered.includes(filters.region) ? filters.region : undefined;
  return { application: filters.application, cloudProvider: filters.cloudProvider, region, slaTier: filters.slaTier };
}

/** The pricing page's data: the provider's regions, then the sizes and prices for the filters. */
export async function loadPricing(queryClient: QueryClient, filters: CatalogueFilters): Promise<void> {
  const { regions } = await queryClient.ensureQueryData(regionsQuery(filters.application, filters.cloudProvider));
  await queryClient.ensureQueryData(nodeSizesQuery(nodeSizesQueryOf(filters, regions)));
}
