import { Stack, Title } from '@mantine/core';
import { getRouteApi, useLocation, useRouter } from '@tanstack/react-router';
import { useRefinement } from '../../shared/api/use-refinement.ts';
import { AccountResults } from './account-results.tsx';
import { AccountSearchBox } from './account-search-box.tsx';

const accountsRoute = getRouteApi('/console/staff/accounts');

/** Staff > Accounts: find an account by name or id, then open it. */
export function AccountSearchPage() {
  const { search } = accountsRoute.useSearch();
  const { shown, refreshing } = useRefinement(search);
  const navigate = accountsRoute.useNavigate();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  // A search the debounce sends after the user opened a result (while the next page loads, or
  // after it replaced this one) must not pull them back here.
  const onSearch = (term: string) => {
    const { location, resolvedLocation } = router.state;
    if (location.pathname !== pathname || resolvedLocation?.pathname !== pathname) return;
    void navigate({ search: { search: term }, replace: true });
  };
  return (
    <Stack gap="md">
      <Title order={2}>Accounts</Title>
      {/* Replace, not push: each pause in typing is not a page to go back to. */}
      <AccountSearchBox term={search} onSearch={onSearch} />
      <AccountResults search={shown} refreshing={refreshing} />
    </Stack>
  );
}
