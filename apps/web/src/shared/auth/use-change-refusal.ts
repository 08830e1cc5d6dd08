import {
  impersonationRefusal,
  roleRefusal,
  roleHasPermission,
  SETTINGS_MESSAGES,
  type Permission,
} from '@datadeck/contracts';
import { useSession } from './session.ts';
import { useAccountRole, useImpersonating } from './use-can.ts';

/**
 * Why no change of the account's settings or cluster resources can be made now, or null: scheduled
 * database maintenance (SPEC §6), which the server refuses every such change during.
 */
export function useMaintenanceRefusal(): string | null {
  const { data: me } = useSession();
  return me?.features.databaseMaintenance === true ? SETTINGS_MESSAGES.notDuringMaintenance : null;
}

/**
 * Why the caller cannot make a change of the account's settings or cluster resources that needs
 * `permission`, or null when they can: their role, impersonation, or scheduled database
 * maintenance, the server's own rules in its order. A page shows the reason on the refused action
 * (RefusableButton) instead of an error after the click.
 */
export function useChangeRefusal(permission: Permission): string | null {
  const role = useAccountRole();
  const impersonating = useImpersonating();
  const maintenance = useMaintenanceRefusal();
  if (role === undefined || !roleHasPermission(role, permission)) return roleRefusal(permission);
  const impersonation = impersonating ? impersonationRefusal(permission) : undefined;
  return impersonation ?? maintenance;
}
