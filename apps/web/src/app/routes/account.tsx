import { metricsFor } from '@datadeck/contracts';
import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { accountQuery } from '../../shared/account/account-query.ts';
import { freeTrialQuery } from '../../shared/account/free-trial-query.ts';
import { rememberLastAccount } from '../../shared/auth/last-account.ts';
import { ClusterNotFound } from '../../shared/clusters/cluster-not-found.tsx';
import { clusterQuery } from '../../shared/clusters/cluster-query.ts';
import { createInfoQuery, versionsQuery } from '../../features/create-cluster/api.ts';
import { clusterListQuery, messagesOfTheDayQuery } from '../../features/cluster-list/api.ts';
import { monitoringQuery, monitoringTarget } from '../../features/monitoring/api.ts';
import { loadPricing } from '../../features/pricing/api.ts';
import { AccountNotFound } from '../account-not-found.tsx';
import { requires } from '../route-access.ts';
import { loadOptional, notFoundOnMissing, unlessRefining } from '../route-data.ts';
import { paramsOf, uuid } from '../route-params.ts';
import { CLUSTER_LIST_DEFAULTS, clusterListSearch, monitoringSearch, pricingSearch } from '../search-rules.ts';
import { consoleRoute } from './console.tsx';

/**
 * One account the user is linked to, and the pages about it. The account is read before any of
 * them opens: its pages' access rules (`requires`) check the user's role on it.
 */
export const accountRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'accounts/$accountId',
  params: paramsOf({ accountId: uuid }),
  beforeLoad: async ({ context, params }) => {
    // The server answers 404 for an account the user is not linked to.
    const account = await notFoundOnMissing(context.queryClient.ensureQueryData(accountQuery(params.accountId)));
    return { role: account.role };
  },
  // Entering the account, and staying on the route when the switcher opens another one.
  onEnter: ({ params }) => rememberLastAccount(params.accountId),
  onStay: ({ params }) => rememberLastAccount(params.accountId),
  notFoundComponent: AccountNotFound,
});

/** The account landing page (SPEC §2): the cluster list, with the announcements and the free trial. */
export const clusterListRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/',
  // The search and page live in the URL, so reload and back keep them; nonsense falls back to page 1.
  validateSearch: clusterListSearch,
  search: { middlewares: [stripSearchParams(CLUSTER_LIST_DEFAULTS)] },
  beforeLoad: requires('VIEW_CLUSTERS'),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { accountId }, deps, cause }) =>
    unlessRefining(cause, () =>
      Promise.all([
        queryClient.ensureQueryData(clusterListQuery(accountId, deps)),
        loadOptional(queryClient, messagesOfTheDayQuery(accountId)),
        loadOptional(queryClient, freeTrialQuery(accountId)),
      ]),
    ),
  component: lazyRouteComponent(() => import('../../features/cluster-list/landing-page.tsx'), 'LandingPage'),
});

/** clusters/{id}: one cluster (SPEC §2), kept current while it changes. */
export const clusterRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'clusters/$clusterId',
  params: paramsOf({ accountId: uuid, clusterId: uuid }),
  beforeLoad: requires('VIEW_CLUSTERS'),
  loader: ({ context: { queryClient }, params }) =>
    notFoundOnMissing(queryClient.ensureQueryData(clusterQuery(params.accountId, params.clusterId))),
  notFoundComponent: ClusterNotFound,
  component: lazyRouteComponent(() => import('../../features/clusters/cluster-summary-page.tsx'), 'ClusterSummaryPage'),
});

/** clusters/{id}/monitoring: the cluster's charts; the metrics load in the page, below its frame. */
export const clusterMonitoringRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'clusters/$clusterId/monitoring',
  params: paramsOf({ accountId: uuid, clusterId: uuid }),
  beforeLoad: requires('VIEW_CLUSTERS'),
  // Range and node live in the URL, so a chart view can be shared and survives reload.
  validateSearch: monitoringSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { accountId, clusterId }, deps, cause }) =>
    unlessRefining(cause, async () => {
      const cluster = await notFoundOnMissing(queryClient.ensureQueryData(clusterQuery(accountId, clusterId)));
      // The charts' metrics load within the page (it shows their skeletons); ask for them now,
      // beside the page's code, rather than once it renders.
      const target = monitoringTarget(clusterId, deps.node);
      void queryClient.prefetchQuery(monitoringQuery(accountId, target, metricsFor(cluster.application), deps.range));
    }),
  notFoundComponent: ClusterNotFound,
  component: lazyRouteComponent(() => import('../../features/monitoring/monitoring-page.tsx'), 'MonitoringPage'),
});

/** create-cluster (SPEC §2): the wizard, once the account's create-cluster facts and the versions offered are in. */
export const createClusterRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'create-cluster',
  beforeLoad: requires('CREATE_CLUSTER'),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(createInfoQuery(params.accountId)),
      queryClient.ensureQueryData(versionsQuery()),
    ]),
  component: lazyRouteComponent(
    () => import('../../features/create-cluster/create-cluster-page.tsx'),
    'CreateClusterPage',
  ),
});

/** pricing: node sizes and their prices. No permission: prices concern every role on the account. */
export const pricingRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'pricing',
  // Filters live in the URL; a bad value falls back to no filter.
  validateSearch: pricingSearch,
  loaderDeps: ({ search: { application, cloudProvider, region, slaTier } }) => ({
    application,
    cloudProvider,
    region,
    slaTier,
  }),
  loader: ({ context: { queryClient }, deps, cause }) => unlessRefining(cause, () => loadPricing(queryClient, deps)),
  component: lazyRouteComponent(() => import('../../features/pricing/pricing-page.tsx'), 'PricingPage'),
});
