import { Code, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { ErrorState, PageLoader } from '../../shared/ui/page-states.tsx';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { staffAccountQuery } from './api.ts';
import { AccountFlagsForm } from './account-flags-form.tsx';
import { AccountUsersTable } from './account-users-table.tsx';

const staffAccountRoute = getRouteApi('/console/staff/accounts/$staffAccountId');

/** Staff > Accounts > one account: its flags and the users to impersonate. */
export function StaffAccountPage() {
  const { staffAccountId } = staffAccountRoute.useParams();
  const account = useQuery(staffAccountQuery(staffAccountId));
  const usersHeadingId = useId();

  return (
    <Stack gap="lg">
      <AnchorLink to="/staff/accounts">Back to accounts</AnchorLink>
      {account.isPending ? (
        <PageLoader label="Loading account" />
      ) : isApiError(account.error, 404) || isApiError(account.error, 400) ? (
        <Text>There is no account with this id.</Text>
      ) : account.isError ? (
        <ErrorState
          title="The account could not be loaded"
          error={account.error}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <>
          <Stack gap={4}>
            <Title order={2}>{account.data.name}</Title>
            <Group gap="xs">
              <Text size="sm">Account ID</Text>
              <Code>{account.data.id}</Code>
            </Group>
          </Stack>
          {/* Keyed by account: another account starts from its own stored flags. */}
          <AccountFlagsForm key={account.data.id} account={account.data} />
          <Stack gap="sm" component="section" aria-labelledby={usersHeadingId}>
            <Title order={3} id={usersHeadingId}>
              Users
            </Title>
            <AccountUsersTable account={account.data} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
