import { landingPath } from '@datadeck/contracts';

/**
 * Where to go once signed in: the `?redirect=` when it is a path of this console by the one rule
 * SAML and the standard SSO services follow too (contracts' `landingPath`), else the start page,
 * so a crafted sign-in link cannot send the user to another site.
 */
export function redirectTarget(redirect: string | undefined): string {
  return landingPath(redirect) ?? '/';
}
