import { API_KEYS_MESSAGES } from '@datadeck/contracts';
import { Alert, Text } from '@mantine/core';
import { WarningIcon } from '../../shared/ui/icons.tsx';
import type { KeyActions } from '../../shared/api-keys/key-permissions.ts';

/**
 * Why keys cannot be changed now, when the user's role otherwise could: impersonation (SPEC §6).
 * Database maintenance is announced by the settings page itself.
 */
export function ImpersonationNotice({ actions }: { actions: KeyActions }) {
  if (!actions.impersonating) return null;
  return (
    <Alert color="orange" icon={<WarningIcon />} role="note">
      {API_KEYS_MESSAGES.impersonating}
    </Alert>
  );
}

/** How the keys are used (SPEC §2). */
export function BasicAuthNote() {
  return <Text>{API_KEYS_MESSAGES.basicAuth}</Text>;
}
