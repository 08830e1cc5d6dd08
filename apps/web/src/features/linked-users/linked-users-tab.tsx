import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useImpersonating } from '../../shared/auth/use-can.ts';
import { useChangeRefusal } from '../../shared/auth/use-change-refusal.ts';
import { linkedUsersQuery } from './api.ts';
import { LinkedUserNotices } from './linked-user-notices.tsx';
import { LinkedUserTable } from './linked-user-table.tsx';

const linkedUsersRoute = getRouteApi('/console/accounts/$accountId/settings/linked-users');

/** settings/linked-users (SPEC §2): who shares the account, with their roles. */
export function LinkedUsersTab() {
  const { accountId } = linkedUsersRoute.useParams();
  const view = useSuspenseQuery(linkedUsersQuery(accountId)).data;
  const refusal = useChangeRefusal('MANAGE_USERS');
  const impersonating = useImpersonating();

  return (
    <Stack gap="md">
      <Title order={2}>Linked Users</Title>
      <LinkedUserNotices view={view} impersonating={impersonating} />
      <LinkedUserTable accountId={accountId} view={view} refusal={refusal} />
    </Stack>
  );
}
