import {
  APPLICATIONS,
  auditLogQuerySchema,
  CLOUD_PROVIDERS,
  clusterListQuerySchema,
  MONITORING_RANGES,
  SLA_TIERS,
  staffAccountSearchSchema,
  type MonitoringRange,
} from '@datadeck/contracts';
import { createRootRoute, createRoute, lazyRouteComponent, redirect, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { SETTINGS_TABS, settingsTabPath } from '../features/settings/settings-tabs.ts';
import { AccountLayout } from './account-layout.tsx';
import { HomeRedirect } from './home-redirect.tsx';
import { ConsoleLayout } from './layout/console-layout.tsx';

/**
 * THE route table. Each page route carries its page, loaded on demand, and its access rule
 * (`staticData.permission`, checked against the user's role on the account by AccountLayout;
 * `staticData.staffOnly`, checked by ConsoleOutlet for the route and those below it) side by
 * side, so what a route shows and who may see it are read in one place.
 */
const rootRoute = createRootRoute();

const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'sign-in',
  // Where to go back to once signed in; a bad value is dropped, never an error page.
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => import('../features/auth/sign-in-page.tsx'), 'SignInPage'),
});

/** The link of a two-factor delete e-mail; the token is the credential, so no sign-in. */
const confirmDeletionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'confirm-cluster-deletion',
  validateSearch: z.object({ token: z.string().catch('') }),
  component: lazyRouteComponent(() => import('../features/clusters/confirm-deletion-page.tsx'), 'ConfirmDeletionPage'),
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

/** Where users set up multi-factor authentication; the console sends them here when required. */
const missingMfaRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'missing-mfa',
  component: lazyRouteComponent(() => import('../features/mfa/missing-mfa-page.tsx'), 'MissingMfaPage'),
});

/** The signed-in user's own password, whatever account is open. */
const changePasswordRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'change-password',
  component: lazyRouteComponent(() => import('../features/password/change-password-page.tsx'), 'ChangePasswordPage'),
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
  // Range and node live in the URL, so a chart view can be shared and survives reload.
  validateSearch: z.object({
    range: z
      .enum(Object.keys(MONITORING_RANGES) as [MonitoringRange, ...MonitoringRange[]])
      .default('1h')
      .catch('1h'),
    node: z.uuid().optional().catch(undefined),
  }),
  component: lazyRouteComponent(() => import('../features/monitoring/monitoring-page.tsx'), 'MonitoringPage'),
});

const createClusterRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'create-cluster',
  staticData: { permission: 'CREATE_CLUSTER' },
  component: lazyRouteComponent(
    () => import('../features/create-cluster/create-cluster-page.tsx'),
    'CreateClusterPage',
  ),
});

const pricingRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'pricing',
  // No permission: prices concern every role on the account.
  // Filters live in the URL; a bad value falls back to no filter.
  validateSearch: z.object({
    application: z.enum(APPLICATIONS).default('APACHE_CASSANDRA').catch('APACHE_CASSANDRA'),
    cloudProvider: z.enum(CLOUD_PROVIDERS).default('AWS_VPC').catch('AWS_VPC'),
    region: z.string().max(64).optional().catch(undefined),
    slaTier: z.enum(SLA_TIERS).optional().catch(undefined),
    /** The node-size name filter. */
    size: z.string().max(64).optional().catch(undefined),
  }),
  component: lazyRouteComponent(() => import('../features/pricing/pricing-page.tsx'), 'PricingPage'),
});

/** settings: the tabbed account settings page (SPEC §2); each tab is a child route. */
const settingsRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'settings',
  staticData: { permission: 'VIEW_SETTINGS' },
  component: lazyRouteComponent(() => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
});

/** Settings opens on its first tab, which every role that may open Settings sees. */
const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  staticData: { permission: 'VIEW_SETTINGS' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: settingsTabPath('details'), params, replace: true });
  },
});

const settingsDetailsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'details',
  staticData: { permission: SETTINGS_TABS.details.permission },
  component: lazyRouteComponent(() => import('../features/settings/details-tab.tsx'), 'DetailsTab'),
});

const settingsApiKeysRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'api-keys',
  staticData: { permission: SETTINGS_TABS.apiKeys.permission },
  component: lazyRouteComponent(() => import('../features/api-keys/api-keys-tab.tsx'), 'ApiKeysTab'),
});

/**
 * A key's CIDR allow-list (SPEC §2). A sibling of its tab rather than a child: it takes the tab's
 * place in the panel, and the tab stays selected (the tabs match their routes fuzzily).
 */
const manageApiKeyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'api-keys/$apiKeyType/manage-api-key',
  staticData: { permission: 'EDIT_API_KEYS' },
  component: lazyRouteComponent(() => import('../features/api-keys/manage-api-key-page.tsx'), 'ManageApiKeyPage'),
});

const settingsSecurityRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'security',
  staticData: { permission: SETTINGS_TABS.security.permission },
  component: lazyRouteComponent(() => import('../features/security/security-tab.tsx'), 'SecurityTab'),
});

/** The security page's own per-key sub-route (SPEC §2): the same allow-list editor. */
const securityManageApiKeyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'security/$apiType/manage-api-key',
  staticData: { permission: 'EDIT_API_KEYS' },
  component: lazyRouteComponent(
    () => import('../features/api-keys/manage-api-key-page.tsx'),
    'SecurityManageApiKeyPage',
  ),
});

const auditLogDefaults = auditLogQuerySchema.parse({});

const settingsAuditLogRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'audit-log',
  staticData: { permission: SETTINGS_TABS.auditLog.permission },
  // The page lives in the URL; nonsense falls back to the first page.
  validateSearch: auditLogQuerySchema.catch(auditLogDefaults),
  search: { middlewares: [stripSearchParams(auditLogDefaults)] },
  component: lazyRouteComponent(() => import('../features/audit-log/audit-log-tab.tsx'), 'AuditLogTab'),
});

/** The staff functions: staff only (isAdmin, or staff impersonating), for this route and all below it. */
const staffRoute = createRoute({
  getParentRoute: () => consoleRoute,
  path: 'staff',
  staticData: { staffOnly: true },
  component: lazyRouteComponent(() => import('../features/staff/staff-page.tsx'), 'StaffPage'),
});

const staffIndexRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/staff/accounts', replace: true });
  },
});

const staffSearchDefaults = staffAccountSearchSchema.parse({});

const staffAccountsRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'accounts',
  validateSearch: staffAccountSearchSchema.catch(staffSearchDefaults),
  search: { middlewares: [stripSearchParams(staffSearchDefaults)] },
  component: lazyRouteComponent(() => import('../features/staff/account-search-page.tsx'), 'AccountSearchPage'),
});

/**
 * One account as staff see it. Not `$accountId`: that parameter means the account the user is
 * working in (the sidebar, the account switcher and useCan read it), which this is not.
 */
const staffAccountRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'accounts/$staffAccountId',
  component: lazyRouteComponent(() => import('../features/staff/staff-account-page.tsx'), 'StaffAccountPage'),
});

const staffFeatureSwitchesRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'feature-switches',
  component: lazyRouteComponent(() => import('../features/staff/feature-switches-page.tsx'), 'FeatureSwitchesPage'),
});

const staffMessagesRoute = createRoute({
  getParentRoute: () => staffRoute,
  path: 'messages',
  component: lazyRouteComponent(() => import('../features/staff/messages-page.tsx'), 'MessagesPage'),
});

export const routeTree = rootRoute.addChildren([
  signInRoute,
  confirmDeletionRoute,
  consoleRoute.addChildren([
    homeRoute,
    changePasswordRoute,
    missingMfaRoute,
    staffRoute.addChildren([
      staffIndexRoute,
      staffAccountsRoute,
      staffAccountRoute,
      staffFeatureSwitchesRoute,
      staffMessagesRoute,
    ]),
    accountRoute.addChildren([
      landingRoute,
      clusterSummaryRoute,
      clusterMonitoringRoute,
      createClusterRoute,
      pricingRoute,
      settingsRoute.addChildren([
        settingsIndexRoute,
        settingsDetailsRoute,
        settingsApiKeysRoute,
        manageApiKeyRoute,
        settingsSecurityRoute,
        securityManageApiKeyRoute,
        settingsAuditLogRoute,
      ]),
    ]),
  ]),
]);
