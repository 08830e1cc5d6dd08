import { callerHasPermission, type Permission, type Role } from '@datadeck/contracts';
import { useParams } from '@tanstack/react-router';
import { useSession } from './session.ts';

/** The user's role on the account of the current route, if the route has one. */
export function useAccountRole(): Role | undefined {
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  const { data: me } = useSession();
  return me?.accounts.find((account) => account.id === accountId)?.role;
}

/** Whether a staff user is acting as the signed-in user (some changes are then off, SPEC §6). */
export function useImpersonating(): boolean {
  const { data: me } = useSession();
  return me !== undefined && me.impersonatedBy !== null;
}

/**
 * Whether the caller holds the permission on the current account: the role's permission
 * (contracts' table), minus those switched off while impersonating — the server's rule, so the
 * console never offers what it would refuse.
 */
export function useCan(permission: Permission): boolean {
  const role = useAccountRole();
  const impersonating = useImpersonating();
  return role !== undefined && callerHasPermission(role, permission, impersonating);
}
