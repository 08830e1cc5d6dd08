import { SSO_REDIRECT_MAX_LENGTH } from './sso-paths.ts';

/** The sign-in page's own path: never a place to land after signing in (it would loop). */
export const SIGN_IN_PAGE_PATH = '/sign-in';

/**
 * WHATWG's URL, global in browsers and in Node alike; declared here because the contracts compile
 * against neither's types (they run in both).
 */
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

/** Any origin serves to resolve against: only whether the result stays on it matters. */
const CONSOLE_ORIGIN = 'https://console.invalid';

/**
 * THE rule for where a browser may be sent after signing in, for every way in: the sign-in page's
 * `?redirect=`, a SAML RelayState (IdP- or SP-initiated) and a standard SSO service's redirect.
 * A path of this console or nothing (the caller then lands on its own default):
 * - text only, of at most SSO_REDIRECT_MAX_LENGTH characters, starting with one '/';
 * - no control character at all: browsers and URL parsers drop a TAB or newline, so
 *   `/<TAB>/evil.example/` would become `//evil.example/`, another site;
 * - resolved against the console's origin, it must stay on that origin (so `//host`, `/\host`,
 *   which browsers read as `//host`, and `https://…` are out), and not be the sign-in page;
 * - what is returned is the resolved path, search and hash, percent-encoded by the URL parser, so
 *   it is ASCII and always fits a Location header (a non-Latin-1 character once made the SAML ACS
 *   fail after the assertion was used up).
 */
export function landingPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > SSO_REDIRECT_MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || /\p{Cc}/u.test(value)) return undefined;
  let resolved: InstanceType<typeof URL>;
  try {
    resolved = new URL(value, CONSOLE_ORIGIN);
  } catch {
    return undefined;
  }
  if (resolved.origin !== CONSOLE_ORIGIN) return undefined;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (path.length > SSO_REDIRECT_MAX_LENGTH) return undefined;
  const signInPage = resolved.pathname === SIGN_IN_PAGE_PATH || resolved.pathname.startsWith(`${SIGN_IN_PAGE_PATH}/`);
  return signInPage ? undefined : path;
}
