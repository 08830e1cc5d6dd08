import { api, type Application, type CloudProvider, type NodeSizesQuery } from '@datadeck/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
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
    // Changing a filter keeps the current table until the new prices arrive.
    placeholderData: keepPreviousData,
  });
