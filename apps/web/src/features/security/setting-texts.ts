import { LIMITS, TIME, type SecuritySettings } from '@datadeck/contracts';

type SettingText = { label: string; description: string };

const days = (ms: number) => ms / TIME.DAY_MS;
const minutes = (ms: number) => ms / TIME.MINUTE_MS;
const hours = (ms: number) => ms / (60 * TIME.MINUTE_MS);

/** The PCI compliance box: not a stored setting, it stands for all six below (SPEC §4). */
export const PCI_TEXT: SettingText = {
  label: 'PCI compliance',
  description: 'Turns on all six settings below, as the PCI DSS standard requires.',
};

/** What each setting does, in the numbers of SPEC §9 (from LIMITS, so they cannot drift). */
export const SETTING_TEXTS: Readonly<Record<keyof SecuritySettings, SettingText>> = {
  inactivityRevocation: {
    label: 'Revoke inactive users',
    description: `Users who have not signed in for ${days(LIMITS.inactivityRevocationMs)} days lose access to the account.`,
  },
  enforceMFA: {
    label: 'Enforce multi-factor authentication',
    description: 'Every user must set up multi-factor authentication to sign in.',
  },
  failedLoginEnabled: {
    label: 'Lock out after failed sign-ins',
    description: `${LIMITS.failedLoginLimit} failed sign-ins in a row lock the user out for ${minutes(LIMITS.failedLoginLockMs)} minutes.`,
  },
  passwordExpirationEnabled: {
    label: 'Expire passwords',
    description: `Passwords must be changed every ${days(LIMITS.passwordMaxAgeMs)} days.`,
  },
  cantReusePasswordsEnabled: {
    label: 'Prevent password reuse',
    description: `A new password cannot be any of the last ${LIMITS.passwordHistory}.`,
  },
  shortTimeoutOnSessionInactivity: {
    label: 'Short session timeout',
    description: `Console sessions end after ${minutes(LIMITS.sessionShortTimeoutMs)} minutes without activity instead of ${hours(LIMITS.sessionTimeoutMs)} hours.`,
  },
  forcePciForNewClusters: {
    label: 'Force PCI compliance for new clusters',
    description: 'New clusters are created in PCI compliance mode.',
  },
};
