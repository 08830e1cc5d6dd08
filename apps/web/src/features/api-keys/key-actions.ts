import { roleHasPermission } from '@datadeck/contracts';
import { useMe } from '../../shared/auth/session.ts';
import { useAccountRole, useCan, useImpersonating } from '../../shared/auth/use-can.ts';

/** What the user may do with their keys on this account now (SPEC §2, §6). */
export type KeyActions = {
  /** The actions are on the page: the role may change keys and no database maintenance is under way. */
  shown: boolean;
  /** They work: not while a staff user impersonates (they are then shown disabled, with the reason). */
  enabled: boolean;
  /** A staff user impersonates someone whose role could change keys: say why nothing can be changed. */
  impersonating: boolean;
  /** Scheduled database maintenance hides the actions (SPEC §6). */
  maintenance: boolean;
};

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
