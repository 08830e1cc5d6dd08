/** The session's cookies and headers, without zod: the console's API client reads them on its first load. */

export const CSRF_HEADER = 'x-csrf-token';
/**
 * Marks a read the console makes by itself (polling, not the user): it is answered like any other
 * but is not activity, so an open tab alone does not keep an idle session alive (SPEC §9: a
 * console session times out after 15 minutes or 8 hours of inactivity). Any value; reads only.
 */
export const BACKGROUND_READ_HEADER = 'x-background-read';
export const SESSION_COOKIE = 'datadeck_session';
/**
 * Set by a login answered PASSWORD_EXPIRED: the short-lived, single-use proof of that sign-in
 * that expired-password asks for (a browser sends it back by itself).
 */
export const PASSWORD_CHALLENGE_COOKIE = 'datadeck_password_challenge';
