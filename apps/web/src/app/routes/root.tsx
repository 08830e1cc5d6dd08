import { createRootRouteWithContext, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { RouteContext } from '../route-context.ts';
import { signInSearch, tokenSearch } from '../search-rules.ts';

/**
 * The routes outside the console: the root every route hangs from, and the public pages. Each
 * route carries its page, loaded on demand, beside what it needs to open (its access rule in
 * `beforeLoad`, its data in `loader`), so what a route shows and who may see it are read in one
 * place. The route files of this folder together are THE route table (`index.ts` joins them).
 */
export const rootRoute = createRootRouteWithContext<RouteContext>()();

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  // Where to go back to once signed in; a bad value is dropped, never an error page.
  validateSearch: signInSearch,
  component: lazyRouteComponent(() => import('../../features/auth/sign-in-page.tsx'), 'SignInPage'),
});

/** The link of a two-factor delete e-mail; the token is the credential, so no sign-in. */
export const confirmDeletionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'confirm-cluster-deletion',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(
    () => import('../../features/clusters/confirm-deletion-page.tsx'),
    'ConfirmDeletionPage',
  ),
});

/** The link of an invitation e-mail; public, as the invited person may have no user yet. */
export const acceptInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'accept-invitation',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(
    () => import('../../features/invitations/accept-invitation-page.tsx'),
    'AcceptInvitationPage',
  ),
});
