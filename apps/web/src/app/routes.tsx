import { clusterListQuerySchema } from '@datadeck/contracts';
import { createRootRoute, createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { AccountLayout } from './account-layout.tsx';
import { HomeRedirect } from './home-redirect.tsx';
import { ConsoleLayout } from './layout/console-layout.tsx';

/**
 * THE route table. Each page route carries its page, loaded on demand, and its access rule
 * (`staticData.permission`, checked against the user's role on the account by AccountLayout)
 * side by side, so what a route shows and who may see it are read in one place.
 */
const rootRoute = createRootRoute();

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  // Where to go back to once signed in; a bad value is dropped, never an error page.
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage'),
});

/** Everything behind sign-in: loads the session and frames pages in the console shell. */
const consoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'console',
  component: ConsoleLayout,
});

const homeRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: '/',
  component: HomeRedirect,
});

const accountRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'accounts/$accountId',
  component: AccountLayout,
});

const clusterListDefaults = clusterListQuerySchema.parse({});

const landingRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/',
  // The search and page live in the URL, so reload and back keep them; nonsense falls back to page 1.
  validateSearch: clusterListQuerySchema.catch(clusterListDefaults),
  search: { middlewares: [stripSearchParams(clusterListDefaults)] },
  staticData: { permission: 'VIEW_CLUSTERS' },
  component: lazyRouteComponent(() => import('../features/landing/landing-page.tsx'), 'LandingPage'),
});

const clusterSummaryRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'clusters/$clusterId',
  staticData: { permission: 'VIEW_CLUSTERS' },
  component: lazyRouteComponent(() => import('../features/clusters/cluster-summary-page.tsx'), 'ClusterSummaryPage'),
});

const clusterMonitoringRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'clusters/$clusterId/monitoring',
  staticData: { permission: 'VIEW_CLUSTERS' },
  component: lazyRouteComponent(() => import('../features/clusters/monitoring-page.tsx'), 'MonitoringPage'),
});

const createClusterRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'create-cluster',
  staticData: { permission: 'CREATE_CLUSTER' },
  component: lazyRouteComponent(() => import('../features/clusters/create-cluster-page.tsx'), 'CreateClusterPage'),
});

const pricingRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'pricing',
  // No permission: prices concern every role on the account.
  component: lazyRouteComponent(() => import('../features/clusters/pricing-page.tsx'), 'PricingPage'),
});

export const routeTree = rootRoute.addChildren([
  signInRoute,
  consoleRoute.addChildren([
    homeRoute,
    accountRoute.addChildren([
      landingRoute,
      clusterSummaryRoute,
      clusterMonitoringRoute,
      createClusterRoute,
      pricingRoute,
    ]),
  ]),
]);
