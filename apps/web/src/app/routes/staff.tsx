import { createRoute, lazyRouteComponent, redirect, stripSearchParams } from '@tanstack/react-router';
import {
  accountSearchQuery,
  featureSwitchesQuery,
  staffAccountQuery,
  staffIdentityProvidersQuery,
  staffMessagesQuery,
} from '../../features/staff/api.ts';
import { requireStaff } from '../route-access.ts';
import { loadOptional, notFoundOnMissing, unlessRefining } from '../route-data.ts';
import { paramsOf, uuid } from '../route-params.ts';
import { STAFF_SEARCH_DEFAULTS, staffSearch } from '../search-rules.ts';
import { consoleRoute } from './console.tsx';

/** The staff functions: staff only (isAdmin, or staff impersonating), for this route and all below it. */
export const staffRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'staff',
  beforeLoad: requireStaff,
  component: lazyRouteComponent(() => import('../../features/staff/staff-page.tsx'), 'StaffPage'),
});

export const staffIndexRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/staff/accounts', replace: true });
  },
});

export const staffAccountsRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'accounts',
  validateSearch: staffSearch,
  search: { middlewares: [stripSearchParams(STAFF_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    unlessRefining(cause, () => queryClient.ensureQueryData(accountSearchQuery(deps.search))),
  component: lazyRouteComponent(() => import('../../features/staff/account-search-page.tsx'), 'AccountSearchPage'),
});

/**
 * One account as staff see it. Not `$accountId`: that parameter means the account the user is
 * working in (the sidebar, the account switcher and useCan read it), which this is not.
 */
export const staffAccountRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'accounts/$staffAccountId',
  params: paramsOf({ staffAccountId: uuid }),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      notFoundOnMissing(queryClient.ensureQueryData(staffAccountQuery(params.staffAccountId))),
      // Its section says so itself if they cannot be read.
      loadOptional(queryClient, staffIdentityProvidersQuery(params.staffAccountId)),
    ]),
  notFoundComponent: lazyRouteComponent(
    () => import('../../features/staff/staff-account-page.tsx'),
    'StaffAccountNotFound',
  ),
  component: lazyRouteComponent(() => import('../../features/staff/staff-account-page.tsx'), 'StaffAccountPage'),
});

export const featureSwitchesRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'feature-switches',
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(featureSwitchesQuery),
  component: lazyRouteComponent(() => import('../../features/staff/feature-switches-page.tsx'), 'FeatureSwitchesPage'),
});

export const staffMessagesRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'messages',
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(staffMessagesQuery),
  component: lazyRouteComponent(() => import('../../features/staff/messages-page.tsx'), 'MessagesPage'),
});
