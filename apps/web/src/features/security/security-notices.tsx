import { MESSAGES } from '@datadeck/contracts';
import { Alert, Stack } from '@mantine/core';
import { InfoIcon, WarningIcon } from '../../shared/ui/icons.tsx';

type SecurityNoticesProps = { sso: boolean; canEdit: boolean };

/**
 * What the settings do not say by themselves (SPEC §2): administrators always keep the strictest
 * ones; with single sign-on they bind owners only; without EDIT_SECURITY they are read-only.
 */
export function SecurityNotices({ sso, canEdit }: SecurityNoticesProps) {
  return (
    <Stack gap="sm">
      <Alert color="orange" icon={<WarningIcon />} role="note">
        {MESSAGES.security.adminWarning}
      </Alert>
      {sso && (
        <Alert color="blue" icon={<InfoIcon />} role="note">
          {MESSAGES.security.ssoNote}
        </Alert>
      )}
      {!canEdit && (
        <Alert color="gray" icon={<InfoIcon />} role="note">
          {MESSAGES.security.readOnly}
        </Alert>
      )}
    </Stack>
  );
}
