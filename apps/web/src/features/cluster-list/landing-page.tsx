import { Group, Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useAccount } from '../../shared/account/account-query.ts';
import { useRefinement } from '../../shared/api/use-refinement.ts';
import { ClusterResults } from './cluster-results.tsx';
import { ClusterSearch } from './cluster-search.tsx';
import { useCreateClusterAvailability } from './create-cluster-availability.ts';
import { FreeTrialNotice } from './free-trial-notice.tsx';
import { LandingActions } from './landing-actions.tsx';
import { MessagesOfTheDay } from './messages-of-the-day.tsx';

const landingRoute = getRouteApi('/console/accounts/$accountId/');

/** The account landing page (SPEC §2): messages, actions, free trial, search and clusters, loaded by its route. */
export function LandingPage() {
  const { accountId } = landingRoute.useParams();
  const query = landingRoute.useSearch();
  const { shown, refreshing } = useRefinement(landingRoute.useLoaderDeps());
  const navigate = landingRoute.useNavigate();
  const account = useAccount(accountId);
  const creation = useCreateClusterAvailability(account);

  return (
    <Stack gap="lg">
      <MessagesOfTheDay accountId={accountId} />
      <Group justify="space-between" align="center" gap="md">
        <Title order={1}>{account.name}</Title>
        <LandingActions accountId={accountId} creation={creation} />
      </Group>
      <FreeTrialNotice accountId={accountId} />
      {/* Keyed by the URL's term, so back/forward and "Clear search" reset the box too. */}
      <ClusterSearch
        key={query.search}
        term={query.search}
        onSearch={(search) => void navigate({ search: { search } })}
      />
      <ClusterResults
        accountId={accountId}
        query={shown}
        refreshing={refreshing}
        canCreateCluster={creation.allowed}
        onPage={(startIndex) => void navigate({ search: (prev) => ({ ...prev, startIndex }) })}
        onClearSearch={() => void navigate({ search: {} })}
      />
    </Stack>
  );
}
