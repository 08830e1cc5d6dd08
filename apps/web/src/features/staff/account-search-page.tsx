import { Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AccountResults } from './account-results.tsx';
import { AccountSearchBox } from './account-search-box.tsx';

const accountsRoute = getRouteApi('/console/staff/accounts');

/** Staff > Accounts: find an account by name or id, then open it. */
export function AccountSearchPage() {
  const { search } = accountsRoute.useSearch();
  const navigate = accountsRoute.useNavigate();
  return (
    <Stack gap="md">
      <Title order={2}>Accounts</Title>
      {/* Replace, not push: each pause in typing is not a page to go back to. */}
      <AccountSearchBox term={search} onSearch={(term) => void navigate({ search: { search: term }, replace: true })} />
      <AccountResults search={search} />
    </Stack>
  );
}
