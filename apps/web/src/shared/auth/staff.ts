import type { Me } from '@datadeck/contracts';

/**
 * Whether the user may use the staff pages. While impersonating, `me` is the impersonated user
 * (isAdmin false) but the session is still the staff user's: the server's staff rule lets them
 * through, so the console does too, for the way back.
 */
export function isStaff(me: Me): boolean {
  return me.isAdmin || me.impersonatedBy !== null;
}
