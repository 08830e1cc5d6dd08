import { SECURITY_MESSAGES } from '@datadeck/contracts';
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
        {SECURITY_MESSAGES.adminWarning}
      </Alert>
      {sso && (
        <Alert color="blue" icon={<InfoIcon />} role="note">
          {SECURITY_MESSAGES.ssoNote}
        </Alert>
      )}
      {!canEdit && (
        <Alert color="gray" icon={<InfoIcon />} role="note">
          {SECURITY_MESSAGES.readOnly}
        </Alert>
      )}
    </Stack>
  );
}
