import { Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useAccount } from '../../shared/account/account-query.ts';
import { SettingsNotices } from './settings-notices.tsx';
import { SettingsTabs } from './settings-tabs-nav.tsx';

const settingsRoute = getRouteApi('/console/accounts/$accountId/settings');

/** settings (SPEC §2): who the user is here, maintenance if under way, and the tabs the role may see. */
export function SettingsPage() {
  const { accountId } = settingsRoute.useParams();
  const account = useAccount(accountId);
  return (
    <Stack gap="lg">
      <Title order={1}>Settings</Title>
      <SettingsNotices role={account.role} />
      <SettingsTabs accountId={accountId} role={account.role} />
    </Stack>
  );
}
