import type { ClusterListQuery } from '@datadeck/contracts';

/**
 * Query-key factories, one per resource. Keys nest (account > clusters > list), so
 * invalidating a prefix refreshes everything below it.
 */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

export const accountKeys = {
  all: ['accounts'] as const,
  detail: (accountId: string) => [...accountKeys.all, accountId] as const,
  messagesOfTheDay: (accountId: string) => [...accountKeys.detail(accountId), 'messages-of-the-day'] as const,
  freeTrial: (accountId: string) => [...accountKeys.detail(accountId), 'free-trial'] as const,
};

export const clusterKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'clusters'] as const,
  lists: (accountId: string) => [...clusterKeys.all(accountId), 'list'] as const,
  list: (accountId: string, query: ClusterListQuery) => [...clusterKeys.lists(accountId), query] as const,
  detail: (accountId: string, clusterId: string) => [...clusterKeys.all(accountId), 'detail', clusterId] as const,
};
