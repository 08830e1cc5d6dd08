import { Stack, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';

/**
 * cluster-resources/oidc-providers (SPEC §2): the tab's frame; its pages are children — summary
 * (the list), new and {oidcId} — so the tab stays selected on each of them.
 */
export function OidcProvidersTab() {
  return (
    <Stack gap="md">
      <Title order={2}>OIDC Providers</Title>
      <Outlet />
    </Stack>
  );
}
