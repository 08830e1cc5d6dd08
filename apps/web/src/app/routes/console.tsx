import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { landingAccountId } from '../../shared/auth/last-account.ts';
import { sessionQuery } from '../../shared/auth/session.ts';
import { ConsoleShellError, ConsoleShellPending } from '../layout/console-shell-states.tsx';
import { MISSING_MFA_PATH, mustSetUpMfa } from '../mfa-gate.ts';
import { rootRoute } from './root.tsx';

/** The signed-in user; a lost session (401) goes to sign in, and comes back here afterwards. */
async function loadSession(queryClient: QueryClient, returnTo: string) {
  try {
    return await queryClient.ensureQueryData(sessionQuery);
  } catch (error) {
    if (isApiError(error, 401)) throw redirect({ to: '/sign-in', search: { redirect: returnTo }, replace: true });
    throw error;
  }
}

/** The console shell, loaded on demand: sign-in and the public pages never need it. */
const ConsoleLayout = lazyRouteComponent(() => import('../layout/console-layout.tsx'), 'ConsoleLayout');

/**
 * Everything behind sign-in, framed in the console shell. The session is read before any page
 * below opens, and is in every route's context as `me`.
 */
export const consoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'console',
  beforeLoad: async ({ context, location }) => {
    const me = await loadSession(context.queryClient, location.href);
    // The router asks for a route's component only once the beforeLoad of every route down to the
    // page has finished; a signed-in user's shell is fetched now, beside the account's read. (Not
    // before the session is known: a signed-out visitor goes to sign in, which needs none of it.
    // `preload` is gone once loaded; a failure shows when the router renders the shell.)
    void ConsoleLayout.preload?.();
    if (mustSetUpMfa(me, location.pathname)) throw redirect({ to: MISSING_MFA_PATH, replace: true });
    return { me };
  },
  pendingComponent: ConsoleShellPending,
  errorComponent: ConsoleShellError,
  component: ConsoleLayout,
});

/** `/` opens the last-used account (or the first linked one); a user without accounts learns why. */
export const homeRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const accountId = landingAccountId(context.me.accounts);
    if (accountId !== undefined) throw redirect({ to: '/accounts/$accountId', params: { accountId }, replace: true });
  },
  component: lazyRouteComponent(() => import('../../features/accounts/no-accounts-page.tsx'), 'NoAccountsPage'),
});

/** Where users set up multi-factor authentication; the console sends them here when required. */
export const missingMfaRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'missing-mfa',
  component: lazyRouteComponent(() => import('../../features/mfa/missing-mfa-page.tsx'), 'MissingMfaPage'),
});

/** The signed-in user's own password, whatever account is open. */
export const changePasswordRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'change-password',
  component: lazyRouteComponent(() => import('../../features/password/change-password-page.tsx'), 'ChangePasswordPage'),
});
