import { STAFF_SEARCH_RESULTS, type api, type EndpointResponse } from '@datadeck/contracts';
import { Code, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
import { ErrorState, PageLoader } from '../../shared/ui/page-states.tsx';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { accountSearchQuery } from './api.ts';

type FoundAccount = EndpointResponse<typeof api.staff.searchAccounts>['accounts'][number];

/** The account's name is a link: Tab reaches it and Enter opens the account, as any link. */
const COLUMNS: readonly Column<FoundAccount>[] = [
  {
    key: 'account',
    header: 'Account',
    cell: (account) => (
      <AnchorLink to="/staff/accounts/$staffAccountId" params={{ staffAccountId: account.id }}>
        {account.name}
      </AnchorLink>
    ),
  },
  { key: 'id', header: 'Account ID', cell: (account) => <Code>{account.id}</Code> },
  { key: 'users', header: 'Users', cell: (account) => account.userCount },
];

/** The accounts matching the term; each opens its staff page. */
export function AccountResults({ search }: { search: string }) {
  const results = useQuery(accountSearchQuery(search));

  if (results.isPending) return <PageLoader label="Searching accounts" />;
  if (results.isError) {
    return (
      <ErrorState title="Accounts could not be searched" error={results.error} onRetry={() => void results.refetch()} />
    );
  }
  const { accounts } = results.data;
  const noMatch = search === '' ? 'There are no accounts yet.' : `No accounts match “${search}”.`;
  return (
    <Stack gap="xs">
      {accounts.length >= STAFF_SEARCH_RESULTS && (
        <Text size="sm" c="dimmed">
          Showing the first {STAFF_SEARCH_RESULTS} matches: refine the search to find others.
        </Text>
      )}
      <DataTable
        caption="Accounts found"
        columns={COLUMNS}
        rows={accounts}
        rowKey={(account) => account.id}
        empty={noMatch}
        minWidth={560}
      />
    </Stack>
  );
}
