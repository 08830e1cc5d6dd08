import { LIMITS, type ClusterListQuery } from '@datadeck/contracts';
import { api } from '../../shared/api/api-routes.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { accountKeys, clusterKeys } from '../../shared/api/query-keys.ts';
import { isChanging } from '../../shared/clusters/cluster-query.ts';

export const clusterListQuery = (accountId: string, query: ClusterListQuery) =>
  queryOptions({
    queryKey: clusterKeys.list(accountId, query),
    queryFn: ({ signal }) => apiRequest(api.clusters.list, { params: { accountId }, query, signal }),
    // While a card on the page is provisioning or being deleted, re-read the page so its
    // progress and DELETE REQUESTED show without a reload; once all settle, stop asking.
    refetchInterval: (current) => (current.state.data?.results.some(isChanging) ? LIMITS.clusterProgressPollMs : false),
  });

export const messagesOfTheDayQuery = (accountId: string) =>
  queryOptions({
    queryKey: accountKeys.messagesOfTheDay(accountId),
    queryFn: ({ signal }) => apiRequest(api.accounts.messagesOfTheDay, { params: { accountId }, signal }),
  });
