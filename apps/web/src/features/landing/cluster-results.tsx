import { LIMITS, MESSAGES, type ClusterListQuery } from '@datadeck/contracts';
import { Center, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, LoadingStatus } from '../../shared/ui/page-states.tsx';
import { clusterListQuery } from './api.ts';
import { ClusterCard } from './cluster-card.tsx';
import { SearchResultsBanner } from './search-results-banner.tsx';
import { WelcomeCards } from './welcome-cards.tsx';

type ClusterResultsProps = {
  accountId: string;
  query: ClusterListQuery;
  canCreateCluster: boolean;
  onPage: (startIndex: number) => void;
  onClearSearch: () => void;
};

const pageOf = (startIndex: number) => Math.floor(startIndex / LIMITS.clusterPageSize) + 1;

/** The cluster list in its states: loading, failed, welcome (no clusters), no results, cards. */
export function ClusterResults({ accountId, query, canCreateCluster, onPage, onClearSearch }: ClusterResultsProps) {
  const clusters = useQuery(clusterListQuery(accountId, query));

  if (clusters.isPending) return <ClusterCardSkeletons />;
  if (clusters.isError) {
    return (
      <ErrorState title="Clusters could not be loaded" error={clusters.error} onRetry={() => void clusters.refetch()} />
    );
  }

  const { results, search, total, startIndex } = clusters.data;
  if (total === 0 && search === '') return <WelcomeCards accountId={accountId} canCreateCluster={canCreateCluster} />;

  const pages = Math.ceil(total / LIMITS.clusterPageSize);
  return (
    <Stack gap="md">
      {search !== '' && <SearchResultsBanner search={search} total={total} onClear={onClearSearch} />}
      {total === 0 ? (
        <Text>{MESSAGES.landing.noResults}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Clusters">
          {results.map((cluster) => (
            <ClusterCard key={cluster.id} cluster={cluster} accountId={accountId} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Center component="nav" aria-label="Cluster pages">
          <Pagination
            total={pages}
            value={pageOf(startIndex)}
            onChange={(page) => onPage((page - 1) * LIMITS.clusterPageSize)}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Center>
      )}
    </Stack>
  );
}

function ClusterCardSkeletons() {
  return (
    <Stack gap="xs" aria-busy>
      <LoadingStatus label="Loading clusters" />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={LIMITS.clusterCardHeightPx} />
      ))}
    </Stack>
  );
}
