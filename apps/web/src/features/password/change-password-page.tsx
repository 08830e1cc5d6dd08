import { Paper, Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from './change-password-form.tsx';

/** The signed-in user's own password (from the user menu), whatever account is open. */
export function ChangePasswordPage() {
  return (
    <Stack gap="lg" maw={480}>
      <Title order={1}>Change password</Title>
      <Text>Your password is the same for every account you can open.</Text>
      <Paper withBorder p="lg">
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
