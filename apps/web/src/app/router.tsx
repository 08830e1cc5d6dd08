import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { onUnauthenticated } from '../shared/api/unauthenticated.ts';
import { PageLoader } from '../shared/ui/page-states.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';
import { routeTree } from './routes/index.ts';
import { parseSearch, stringifySearch } from './search-params.ts';

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    // Hovering or focusing a link starts loading its page's chunk and data.
    defaultPreload: 'intent',
    // The query cache decides when data is stale; the router asks it on every navigation.
    defaultPreloadStaleTime: 0,
    // A page about a resource starts afresh for another one (another account, another cluster).
    defaultRemountDeps: ({ params }) => params,
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
}
