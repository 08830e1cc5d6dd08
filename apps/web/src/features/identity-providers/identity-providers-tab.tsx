import { Stack, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/**
 * settings/identity-providers (SPEC §2, the SSO tab): the tab's frame; its pages are children —
 * the list, new and {idpId} — so the tab stays selected on each of them.
 */
export function IdentityProvidersTab() {
  return (
    <Stack gap="md">
      <Title order={2}>SSO</Title>
      <Outlet />
    </Stack>
  );
}
