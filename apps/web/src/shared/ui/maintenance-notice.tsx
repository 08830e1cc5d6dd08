import { SETTINGS_MESSAGES } from '@datadeck/contracts';
import { Alert } from '@mantine/core';
import { useMaintenanceRefusal } from '../auth/use-change-refusal.ts';
import { WarningIcon } from './icons.tsx';

/**
 * During scheduled database maintenance, the warning that changes are unavailable (SPEC §2), at
 * the top of the pages whose changes it holds (settings, cluster resources); nothing otherwise.
 */
export function MaintenanceNotice() {
  if (useMaintenanceRefusal() === null) return null;
  return (
    <Alert color="orange" icon={<WarningIcon />} role="note">
      {SETTINGS_MESSAGES.maintenance}
    </Alert>
  );
}
