import {
  LIMITS,
  SECURITY_MESSAGES,
  type SecuritySettings,
  securitySettingsSchema,
  type SecuritySettingsView,
} from '@datadeck/contracts';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { errorMessage, isApiError } from '../../shared/api/api-error.ts';
import { sessionKeys } from '../../shared/api/query-keys.ts';
import { useMe } from '../../shared/auth/session.ts';
import { useUpdateSecurity } from './api.ts';

export type SettingErrors = Partial<Record<keyof SecuritySettings, string>>;

const SETTING_NAMES: readonly string[] = Object.keys(securitySettingsSchema.shape);

/** The server's messages about individual settings, from a 400 that refused the save. */
function settingErrors(error: unknown): SettingErrors {
  if (!isApiError(error, 400)) return {};
  return Object.fromEntries(error.errors.filter((e) => SETTING_NAMES.includes(e.name)).map((e) => [e.name, e.message]));
}

type SaveCallbacks = {
  /** With the settings as stored, facts included. */
  onSaved: (stored: SecuritySettingsView) => void;
  onRefused: (errors: SettingErrors) => void;
};

/**
 * Saves the settings and says how it went (SPEC §8): success for 10 s; when the account now
 * enforces MFA and the user has none, a 10 s notice, then the MFA set-up page; failure with the
 * server's reasons beside the settings they concern.
 */
export function useSaveSecurity(accountId: string, { onSaved, onRefused }: SaveCallbacks) {
  const update = useUpdateSecurity(accountId);
  const me = useMe();
  const router = useRouter();
  const queryClient = useQueryClient();

  /**
   * To the MFA set-up page, whatever page the user is on by then. The session is read again: it
   * now says MFA must be set up, which keeps the console on that page until it is.
   */
  const goToMissingMfa = () => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    void router.navigate({ to: '/missing-mfa' });
  };

  const save = (settings: SecuritySettings) =>
    update.mutate(settings, {
      onSuccess: (view) => {
        onSaved(view);
        const needsMfa = view.enforceMFA && !me.mfaEnabled;
        notifications.show({
          color: 'green',
          message: needsMfa ? SECURITY_MESSAGES.updatedRedirectingToMfa : SECURITY_MESSAGES.updated,
          autoClose: LIMITS.securityToastMs,
        });
        if (needsMfa) setTimeout(goToMissingMfa, LIMITS.securityToastMs);
      },
      onError: (error) => {
        const errors = settingErrors(error);
        onRefused(errors);
        const detail = Object.keys(errors).length > 0 ? 'See the settings marked below.' : errorMessage(error);
        notifications.show({ color: 'red', title: SECURITY_MESSAGES.failed, message: detail });
      },
    });

  return { save, saving: update.isPending };
}
