import type { Permission } from '@datadeck/contracts';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { onUnauthenticated } from '../shared/api/unauthenticated.ts';
import { PageLoader } from '../shared/ui/page-states.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';
import { routeTree } from './routes.tsx';
import { parseSearch, stringifySearch } from './search-params.ts';

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    parseSearch,
    stringifySearch,
    // Hovering or focusing a link starts loading its page's chunk.
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    notFoundMode: 'root',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** A lost session (401) sends the user to sign in, in the app, and back afterwards. */
export function connectSignInRedirect(router: AppRouter): () => void {
  return onUnauthenticated((returnTo) => {
    void router.navigate({ to: '/sign-in', search: { redirect: returnTo }, replace: true });
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** What the user's role on the account must hold to open the page. */
    permission?: Permission;
    /** Only staff may open the page (and its child pages); checked by ConsoleOutlet. */
    staffOnly?: boolean;
  }
}
