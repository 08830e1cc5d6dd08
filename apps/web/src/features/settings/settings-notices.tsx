import { type Role, ROLE_LABELS, SETTINGS_MESSAGES } from '@datadeck/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import { InfoIcon, WarningIcon } from '../../shared/ui/icons.tsx';

type SettingsNoticesProps = { role: Role; maintenance: boolean };

/**
 * The info box of SPEC §2 (access level; accounts are switched in the sidebar) and, during
 * scheduled database maintenance, the warning that changes are unavailable.
 */
export function SettingsNotices({ role, maintenance }: SettingsNoticesProps) {
  return (
    <Stack gap="sm">
      <Alert color="blue" icon={<InfoIcon />} role="note">
        <Text size="sm">{SETTINGS_MESSAGES.accessLevel(ROLE_LABELS[role])}</Text>
        <Text size="sm">{SETTINGS_MESSAGES.switchAccounts}</Text>
      </Alert>
      {maintenance && (
        <Alert color="orange" icon={<WarningIcon />} role="note">
          {SETTINGS_MESSAGES.maintenance}
        </Alert>
      )}
    </Stack>
  );
}
