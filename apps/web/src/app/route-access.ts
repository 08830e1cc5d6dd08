import { callerHasPermission, roleHasPermission, type Me, type Permission, type Role } from '@datadeck/contracts';
import { isStaff } from '../shared/auth/staff.ts';

/**
 * A route's access rule refused the user. Thrown by `beforeLoad`, so neither the page's data nor
 * its code is loaded; the route's error component shows "Not allowed" in its place.
 */
export class AccessDenied extends Error {
  constructor() {
    super('The route is not open to this user');
    this.name = 'AccessDenied';
  }
}

/**
 * The access rule of an account page: the user's role on the route's account must hold the
 * permission (contracts' table). Impersonation does not narrow it: pages that cannot be used
 * while impersonating still open, and say why their actions are off.
 */
export const requires =
  (permission: Permission) =>
  ({ context }: { context: { role: Role } }): void => {
    if (!roleHasPermission(context.role, permission)) throw new AccessDenied();
  };

/**
 * The access rule of an account page that does nothing but what impersonation switches off (User
 * Invitations): the caller must hold the permission as the server counts it, impersonation included.
 */
export const requiresAsCaller =
  (permission: Permission) =>
  ({ context }: { context: { role: Role; me: Me } }): void => {
    if (!callerHasPermission(context.role, permission, context.me.impersonatedBy !== null)) throw new AccessDenied();
  };

/** The access rule of the staff pages, for the route and every route below it. */
export function requireStaff({ context }: { context: { me: Me } }): void {
  if (!isStaff(context.me)) throw new AccessDenied();
}
