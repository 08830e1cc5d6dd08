import type { KeyActions } from '../../shared/api-keys/key-permissions.ts';
import { useCan } from '../../shared/auth/use-can.ts';
import { useMaintenanceRefusal } from '../../shared/auth/use-change-refusal.ts';

/** What the role may do on the Service Users tab (SPEC §6); the tab's table takes it as given. */
export type ServiceUserPermissions = {
  create: boolean;
  /** Edit and Deactivate, and changing administrators; without it only View Administrators. */
  edit: boolean;
  /** Add, Manage and Rotate a key. */
  createKey: boolean;
  deleteKey: boolean;
  /** Why no change can be made now whatever the role (maintenance); null when it can. */
  held: string | null;
};

export function useServiceUserPermissions(): ServiceUserPermissions {
  return {
    create: useCan('CREATE_SERVICE_USER'),
    edit: useCan('EDIT_SERVICE_USER'),
    createKey: useCan('CREATE_SERVICE_USER_API_KEY'),
    deleteKey: useCan('DELETE_SERVICE_USER_API_KEY'),
    held: useMaintenanceRefusal(),
  };
}

/**
 * The shared key table's terms. Impersonation does not switch service user keys off (the
 * contracts' OFF_WHILE_IMPERSONATING names only the user's own keys and linked users); scheduled
 * maintenance hides key actions, as on the user's own API keys (SPEC §6).
 */
export const keyActionsOf = (may: ServiceUserPermissions): KeyActions => ({
  shown: (may.createKey || may.deleteKey) && may.held === null,
  enabled: may.createKey && may.held === null,
  impersonating: false,
  maintenance: may.held !== null,
});
