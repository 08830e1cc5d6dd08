import { roleHasPermission } from '@datadeck/contracts';
import { useMe } from '../../shared/auth/session.ts';
import type { KeyActions } from '../../shared/api-keys/key-permissions.ts';
import { useAccountRole, useCan, useImpersonating } from '../../shared/auth/use-can.ts';

/** What the user may do with their own keys on this account now (SPEC §2, §6). */
export function useKeyActions(): KeyActions {
  const role = useAccountRole();
  const me = useMe();
  // The impersonation-aware answer; the role's own one decides whether to show the actions at all.
  const canEdit = useCan('EDIT_API_KEYS');
  const roleMayEdit = role !== undefined && roleHasPermission(role, 'EDIT_API_KEYS');
  const impersonating = useImpersonating();
  const maintenance = me.features.databaseMaintenance;
  return {
    shown: roleMayEdit && !maintenance,
    enabled: canEdit && !maintenance,
    impersonating: roleMayEdit && impersonating,
    maintenance,
  };
}
