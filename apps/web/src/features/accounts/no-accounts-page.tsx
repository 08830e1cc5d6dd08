import { Stack, Text, Title } from '@mantine/core';

/** A user linked to no account: staff (e.g. demo-staff) reach customer accounts by impersonation. */
export function NoAccountsPage() {
  return (
    <Stack align="flex-start" gap="sm" maw={640}>
      <Title order={1}>No accounts yet</Title>
      <Text>Your user is not linked to any account, so there are no clusters to show.</Text>
      <Text>
        Staff users reach customer accounts by impersonating a user of the account. Impersonation is coming with the
        Identity issue.
      </Text>
    </Stack>
  );
}
