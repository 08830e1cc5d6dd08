import { roleHasPermission, type Permission, type Role } from '@datadeck/contracts';
import { useParams } from '@tanstack/react-router';
import { useSession } from './session.ts';

/** The user's role on the account of the current route, if the route has one. */
export function useAccountRole(): Role | undefined {
  const accountId = useParams({ strict: false, select: (params) => params.accountId });
  const { data: me } = useSession();
  return me?.accounts.find((account) => account.id === accountId)?.role;
}

/** Whether the user's role on the current account holds the permission (contracts' table). */
export function useCan(permission: Permission): boolean {
  const role = useAccountRole();
  return role !== undefined && roleHasPermission(role, permission);
}
