import { Code, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { AnchorLink } from '../../shared/ui/router-links.tsx';
import { staffAccountQuery } from './api.ts';
import { AccountFlagsForm } from './account-flags-form.tsx';
import { AccountUsersTable } from './account-users-table.tsx';
import { IdentityProvidersSection } from './identity-providers-section.tsx';

const staffAccountRoute = getRouteApi('/console/staff/accounts/$staffAccountId');

const BackToAccounts = () => <AnchorLink to="/staff/accounts">Back to accounts</AnchorLink>;

/** Staff > Accounts > one account: its flags, the users to impersonate and its identity providers. */
export function StaffAccountPage() {
  const { staffAccountId } = staffAccountRoute.useParams();
  const account = useSuspenseQuery(staffAccountQuery(staffAccountId)).data;
  const usersHeadingId = useId();

  return (
    <Stack gap="lg">
      <BackToAccounts />
      <Stack gap={4}>
        <Title order={2}>{account.name}</Title>
        <Group gap="xs">
          <Text size="sm">Account ID</Text>
          <Code>{account.id}</Code>
        </Group>
      </Stack>
      {/* Keyed by account: another account starts from its own stored flags. */}
      <AccountFlagsForm key={account.id} account={account} />
      <Stack gap="sm" component="section" aria-labelledby={usersHeadingId}>
        <Title order={3} id={usersHeadingId}>
          Users
        </Title>
        <AccountUsersTable account={account} />
      </Stack>
      <IdentityProvidersSection accountId={account.id} />
    </Stack>
  );
}

/** An id of no account (or not an id at all). */
export function StaffAccountNotFound() {
  return (
    <Stack gap="lg">
      <BackToAccounts />
      <Text>There is no account with this id.</Text>
    </Stack>
  );
}
