import type { SecuritySettings } from '@datadeck/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/db/schema.ts';

/**
 * The account's security settings (SPEC §3) as columns of `accounts`. The columns carry the
 * settings' own names, so a row read with this map is the settings, and the settings are a row to
 * write: the security tab and the sign-in policy read them through it, the update writes them as
 * they are.
 */
export const securitySettingColumns = {
  inactivityRevocation: accounts.inactivityRevocation,
  enforceMFA: accounts.enforceMFA,
  failedLoginEnabled: accounts.failedLoginEnabled,
  passwordExpirationEnabled: accounts.passwordExpirationEnabled,
  cantReusePasswordsEnabled: accounts.cantReusePasswordsEnabled,
  shortTimeoutOnSessionInactivity: accounts.shortTimeoutOnSessionInactivity,
  forcePciForNewClusters: accounts.forcePciForNewClusters,
} as const satisfies Record<keyof SecuritySettings, AnyPgColumn>;
