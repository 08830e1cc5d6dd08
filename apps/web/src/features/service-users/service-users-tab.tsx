import { SERVICE_USERS_MESSAGES } from '@datadeck/contracts';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { RefusableButton } from '../../shared/ui/refusable-button.tsx';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { serviceUsersQuery } from './api.ts';
import { useServiceUserPermissions } from './permissions.ts';
import { ServiceUserTable } from './service-user-table.tsx';

const serviceUsersRoute = getRouteApi('/console/accounts/$accountId/settings/service-users');

/** The placeholder username of the Add page's path (settings/service-users/{username}/add). */
const NEW_USER = 'new';

/** 'Add New Service User', or why not now (SPEC §2: only owners and cluster admins; maintenance), on the button. */
export function AddServiceUserButton({ accountId, refusal }: { accountId: string; refusal: string | null }) {
  if (refusal === null) {
    return (
      <ButtonLink
        to="/accounts/$accountId/settings/service-users/$username/add"
        params={{ accountId, username: NEW_USER }}
      >
        Add New Service User
      </ButtonLink>
    );
  }
  return <RefusableButton refusal={refusal}>Add New Service User</RefusableButton>;
}

/** settings/service-users (SPEC §2): the account's service users, each with its API keys. */
export function ServiceUsersTab() {
  const { accountId } = serviceUsersRoute.useParams();
  const users = useSuspenseQuery(serviceUsersQuery(accountId)).data;
  const may = useServiceUserPermissions();

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Service Users</Title>
        <AddServiceUserButton
          accountId={accountId}
          refusal={may.create ? may.held : SERVICE_USERS_MESSAGES.createNotPermitted}
        />
      </Group>
      <Alert color="blue" icon={<InfoIcon />} role="note">
        <Stack gap={4}>
          <Text size="sm">{SERVICE_USERS_MESSAGES.keyShownOnce}</Text>
          <Text size="sm">{SERVICE_USERS_MESSAGES.prometheusNotice}</Text>
        </Stack>
      </Alert>
      {/* Keyed by account: a key shown in clear on one account never shows on another. */}
      <ServiceUserTable key={accountId} accountId={accountId} users={users} may={may} />
    </Stack>
  );
}
