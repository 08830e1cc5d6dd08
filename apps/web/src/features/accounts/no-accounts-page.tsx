import { Stack, Text, Title } from '@mantine/core';
import { useMe } from '../../shared/auth/session.ts';
import { isStaff } from '../../shared/auth/staff.ts';
import { ButtonLink } from '../../shared/ui/router-links.tsx';

/** A user linked to no account: staff (e.g. demo-staff) reach customer accounts by impersonation. */
export function NoAccountsPage() {
  const me = useMe();
  return (
    <Stack align="flex-start" gap="sm" maw={640}>
      <Title order={1}>No accounts yet</Title>
      <Text>Your user is not linked to any account, so there are no clusters to show.</Text>
      <Text>Staff users reach customer accounts by impersonating a user of the account, from the Staff page.</Text>
      {isStaff(me) && <ButtonLink to="/staff">Open the Staff page</ButtonLink>}
    </Stack>
  );
}
