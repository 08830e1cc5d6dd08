import { SSO_MESSAGES } from '@datadeck/contracts';
import type { StaffIdentityProviderChange } from './api.ts';

/** What a change of a provider's switches asks first, if anything, and says once saved. */
export interface ChangeTexts {
  /** The confirmation's title and question; null: saved at once (switching users' creation off). */
  confirm: { title: string; message: string; label: string } | null;
  done: string;
}

/**
 * Making a provider Active or Inactive changes how the account's users sign in, and creating
 * users on first sign-in lets the provider add people: both are confirmed. Turning creation off
 * only narrows access and is not.
 */
export function changeTexts({ provider, enabled, jitProvisioning }: StaffIdentityProviderChange): ChangeTexts {
  const name = provider.displayName;
  if (enabled !== provider.enabled) {
    return enabled
      ? {
          confirm: {
            title: 'Make identity provider Active',
            message: SSO_MESSAGES.confirmEnable(name),
            label: 'Make Active',
          },
          done: SSO_MESSAGES.enabledByStaff,
        }
      : {
          confirm: {
            title: 'Make identity provider Inactive',
            message: SSO_MESSAGES.confirmDisable(name),
            label: 'Make Inactive',
          },
          done: SSO_MESSAGES.disabledByStaff,
        };
  }
  return {
    confirm: jitProvisioning
      ? { title: 'Create users on first sign-in', message: SSO_MESSAGES.confirmJit(name), label: 'Create users' }
      : null,
    done: SSO_MESSAGES.jitSaved(jitProvisioning),
  };
}
