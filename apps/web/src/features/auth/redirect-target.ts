import { SIGN_IN_PATH } from '../../shared/api/unauthenticated.ts';

/**
 * Where to go once signed in. Only paths of this console are followed (`/x`, not `//host`,
 * `/\host` — which browsers read as `//host` — or `https://…`), so a crafted sign-in link cannot
 * send the user to another site.
 */
export function redirectTarget(redirect: string | undefined): string {
  if (redirect === undefined || !/^\/(?![/\\])/.test(redirect)) return '/';
  if (redirect.startsWith(SIGN_IN_PATH)) return '/';
  return redirect;
}
