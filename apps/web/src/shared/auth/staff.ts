import type { Me } from '@datadeck/contracts';

/**
 * Whether the user may use the staff pages: staff, signed in as themselves. While impersonating,
 * `me` is the impersonated user and the server answers every staff endpoint but the stop with
 * 403 (an account-confined session carries no staff powers), so the console offers no staff page
 * either; the banner's stop button is the way back.
 */
export function isStaff(me: Me): boolean {
  return me.isAdmin && me.impersonatedBy === null;
}
