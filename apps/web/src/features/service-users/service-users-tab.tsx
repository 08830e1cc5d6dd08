import { SERVICE_USERS_MESSAGES } from '@datadeck/contracts';
import { Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ButtonLink } from '../../shared/ui/router-links.tsx';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { serviceUsersQuery } from './api.ts';
import { useServiceUserPermissions } from './permissions.ts';
import { ServiceUserTable } from './service-user-table.tsx';

const serviceUsersRoute = getRouteApi('/console/accounts/$accountId/settings/service-users');

/** The placeholder username of the Add page's path (settings/service-users/{username}/add). */
const NEW_USER = 'new';
const NOT_PERMITTED_ID = 'add-service-user-not-permitted';

/** 'Add New Service User', or why the role may not (SPEC §2): a disabled button keeps its tooltip reachable. */
export function AddServiceUserButton({ accountId, permitted }: { accountId: string; permitted: boolean }) {
  if (permitted) {
    return (
      <ButtonLink
        to="/accounts/$accountId/settings/service-users/$username/add"
        params={{ accountId, username: NEW_USER }}
      >
        Add New Service User
      </ButtonLink>
    );
  }
  // aria-disabled rather than disabled: a disabled button takes no focus or hover, so its tooltip would never show.
  return (
    <>
      <Tooltip label={SERVICE_USERS_MESSAGES.createNotPermitted} events={{ hover: true, focus: true, touch: true }}>
        <Button
          data-disabled
          aria-disabled
          aria-describedby={NOT_PERMITTED_ID}
          onClick={(event) => event.preventDefault()}
        >
          Add New Service User
        </Button>
      </Tooltip>
      <span id={NOT_PERMITTED_ID} hidden>
        {SERVICE_USERS_MESSAGES.createNotPermitted}
      </span>
    </>
  );
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
        <AddServiceUserButton accountId={accountId} permitted={may.create} />
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
