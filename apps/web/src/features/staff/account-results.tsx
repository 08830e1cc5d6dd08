import { STAFF_SEARCH_RESULTS, type api, type EndpointResponse } from '@datadeck/contracts';
import { Code, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Column } from '../../shared/table/columns.ts';
import { DataTable } from '../../shared/table/data-table.tsx';
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

type AccountResultsProps = {
  search: string;
  /** The term changed and its results are on the way: these are the last term's. */
  refreshing: boolean;
};

/** The accounts matching the term (loaded by the route); each opens its staff page. */
export function AccountResults({ search, refreshing }: AccountResultsProps) {
  const { accounts } = useSuspenseQuery(accountSearchQuery(search)).data;
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
        busy={refreshing}
        minWidth={560}
      />
    </Stack>
  );
}
