import { STAFF_SEARCH_RESULTS } from '@datadeck/contracts';
import { Code, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, PageLoader } from '../../shared/ui/page-states.tsx';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { accountSearchQuery } from './api.ts';

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
  if (accounts.length === 0) {
    return <Text>{search === '' ? 'There are no accounts yet.' : `No accounts match “${search}”.`}</Text>;
  }
  return (
    <Stack gap="xs">
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
