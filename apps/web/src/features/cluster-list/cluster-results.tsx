import { type ClusterListQuery, LANDING_MESSAGES, LIMITS } from '@datadeck/contracts';
import { Center, Pagination, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Pagination.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { refreshingProps } from '../../shared/api/use-refinement.ts';
import { clusterListQuery } from './api.ts';
import { ClusterCard, logoColumnWidth, shownAddons } from './cluster-card.tsx';
import { SearchResultsBanner } from './search-results-banner.tsx';
import { WelcomeCards } from './welcome-cards.tsx';

type ClusterResultsProps = {
  accountId: string;
  query: ClusterListQuery;
  /** The search or page changed and its clusters are on the way: these are the last ones. */
  refreshing: boolean;
  canCreateCluster: boolean;
  onPage: (startIndex: number) => void;
  onClearSearch: () => void;
};

const pageOf = (startIndex: number) => Math.floor(startIndex / LIMITS.clusterPageSize) + 1;

/** The cluster list (loaded by the route) in its states: welcome (no clusters), no results, cards. */
export function ClusterResults({
  accountId,
  query,
  refreshing,
  canCreateCluster,
  onPage,
  onClearSearch,
}: ClusterResultsProps) {
  const { results, search, total, totalIsLowerBound, startIndex } = useSuspenseQuery(
    clusterListQuery(accountId, query),
  ).data;
  if (total === 0 && search === '') return <WelcomeCards accountId={accountId} canCreateCluster={canCreateCluster} />;

  // Past a lower bound there are more matches: one more page leads on to them.
  const pages = Math.ceil(total / LIMITS.clusterPageSize) + (totalIsLowerBound ? 1 : 0);
  const logosWidth = logoColumnWidth(Math.max(1, ...results.map((cluster) => shownAddons(cluster).length)));
  return (
    <Stack gap="md" {...refreshingProps(refreshing)}>
      {search !== '' && (
        <SearchResultsBanner
          search={search}
          total={total}
          totalIsLowerBound={totalIsLowerBound}
          onClear={onClearSearch}
        />
      )}
      {total === 0 ? (
        <Text>{LANDING_MESSAGES.noResults}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none', '--cluster-logos-width': logosWidth }}
          aria-label="Clusters"
        >
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
