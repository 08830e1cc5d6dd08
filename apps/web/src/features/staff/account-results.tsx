import { STAFF_SEARCH_RESULTS } from '@datadeck/contracts';
import { Code, Stack, Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { accountSearchQuery } from './api.ts';

type AccountResultsProps = {
  search: string;
  /** The term changed and its results are on the way: these are the last term's. */
  refreshing: boolean;
};

/** The accounts matching the term (loaded by the route); each opens its staff page. */
export function AccountResults({ search, refreshing }: AccountResultsProps) {
  const { accounts } = useSuspenseQuery(accountSearchQuery(search)).data;
  if (accounts.length === 0) {
    return <Text>{search === '' ? 'There are no accounts yet.' : `No accounts match “${search}”.`}</Text>;
  }
  return (
    <Stack gap="xs" aria-busy={refreshing}>
      {accounts.length >= STAFF_SEARCH_RESULTS && (
        <Text size="sm" c="dimmed">
          Showing the first {STAFF_SEARCH_RESULTS} matches: refine the search to find others.
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label="Accounts found">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Account</Table.Th>
              <Table.Th scope="col">Account ID</Table.Th>
              <Table.Th scope="col">Users</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>
                  <AnchorLink to="/staff/accounts/$staffAccountId" params={{ staffAccountId: account.id }}>
                    {account.name}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  <Code>{account.id}</Code>
                </Table.Td>
                <Table.Td>{account.userCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
