import { type Role, ROLE_LABELS, SETTINGS_MESSAGES } from '@datadeck/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { MaintenanceNotice } from '../../shared/ui/maintenance-notice.tsx';

type SettingsNoticesProps = { role: Role };

/**
 * The info box of SPEC §2 (access level; accounts are switched in the sidebar) and, during
 * scheduled database maintenance, the warning that changes are unavailable.
 */
export function SettingsNotices({ role }: SettingsNoticesProps) {
  return (
    <Stack gap="sm">
      <Alert color="blue" icon={<InfoIcon />} role="note">
        <Text size="sm">{SETTINGS_MESSAGES.accessLevel(ROLE_LABELS[role])}</Text>
        <Text size="sm">{SETTINGS_MESSAGES.switchAccounts}</Text>
      </Alert>
      <MaintenanceNotice />
    </Stack>
  );
}
