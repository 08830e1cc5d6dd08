import { SSO_REDIRECT_MAX_LENGTH } from '@datadeck/contracts';

const SIGN_IN_PATH = '/sign-in';

/**
 * Where a sign-in lands: the `?redirect=` it was asked with when that is a path of this console,
 * else the console's start. The rule of the sign-in page (`redirectTarget` in the web app): a
 * path starting with one '/' (not `//host`), never the sign-in page itself. A browser reads '\'
 * in a Location as '/', so `/\host` is refused too, and the path must stay on the console's
 * origin once resolved.
 */
export function landingPath(redirect: string | undefined): string {
  if (redirect === undefined || redirect.length > SSO_REDIRECT_MAX_LENGTH) return '/';
  if (!/^\/(?![/\\])/.test(redirect) || /\p{Cc}/u.test(redirect)) return '/';
  const base = 'http://console.invalid';
  const resolved = new URL(redirect, base);
  if (resolved.origin !== base || resolved.pathname.startsWith(SIGN_IN_PATH)) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
