import { type ApiKeyType, callerHasPermission, roleHasPermission } from '@datadeck/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent, notFound, redirect, stripSearchParams } from '@tanstack/react-router';
import { accountDetailsQuery } from '../../shared/account/account-details-query.ts';
import { apiKeysQuery } from '../../shared/api-keys/api-keys-query.ts';
import { auditLogQuery } from '../../features/audit-log/api.ts';
import { billingQuery, chargesQuery, invoicesQuery } from '../../features/billing/api.ts';
import { identityProviderQuery, identityProvidersQuery } from '../../features/identity-providers/api.ts';
import { invitationsQuery } from '../../features/invitations/api.ts';
import { accountWebhooksQuery, webhookDeliveriesQuery } from '../../features/account-webhooks/api.ts';
import { linkedUsersQuery } from '../../features/linked-users/api.ts';
import { notificationPreferencesQuery } from '../../features/notification-preferences/api.ts';
import { securityQuery } from '../../features/security/api.ts';
import { serviceUsersQuery } from '../../features/service-users/api.ts';
import type { TabRule } from '../../shared/ui/child-route-tabs.ts';
import { requires, requiresAsCaller } from '../route-access.ts';
import { loadOptional, notFoundOnMissing, unlessRefining } from '../route-data.ts';
import { apiKeyType, paramsOf, username, uuid } from '../route-params.ts';
import { AUDIT_LOG_DEFAULTS, auditLogSearch, billingSearch } from '../search-rules.ts';
import { accountRoute } from './account.tsx';

/** The user's key of the type the URL names; a type they hold no key of is "not found". */
async function loadOwnKey(queryClient: QueryClient, params: { accountId: string; apiKeyType: ApiKeyType }) {
  const { apiKeys } = await queryClient.ensureQueryData(apiKeysQuery(params.accountId));
  if (!apiKeys.some((key) => key.apiKeyType === params.apiKeyType)) throw notFound();
}

/**
 * What makes a child of Settings one of its tabs (SPEC §2): the label, and the permission a role
 * needs both to see the tab and to open its route. The tab bar reads the tabs from the route table
 * (useChildRouteTabs), in the order of settingsTree below: a new tab is its route here, nothing else.
 * `asCaller`: refused while impersonating too, for a page that does nothing else.
 */
function settingsTab(rule: TabRule & { asCaller?: boolean }) {
  const { asCaller = false, ...tab } = rule;
  return { staticData: { tab }, beforeLoad: asCaller ? requiresAsCaller(tab.permission) : requires(tab.permission) };
}

/** settings: the tabbed account settings page (SPEC §2); each tab is a child route. */
export const settingsRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'settings',
  beforeLoad: requires('VIEW_SETTINGS'),
  component: lazyRouteComponent(() => import('../../features/settings/settings-page.tsx'), 'SettingsPage'),
});

/** Settings opens on its first tab, which every role that may open Settings sees. */
export const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/accounts/$accountId/settings/details', params, replace: true });
  },
});

export const detailsTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'details',
  // The spec names no rule for Details: whoever may open Settings sees it.
  ...settingsTab({ label: 'Details', permission: 'VIEW_SETTINGS' }),
  // The account's name and id are read already; the form and organisation say so themselves if
  // their details cannot be read.
  loader: ({ context: { queryClient }, params }) => loadOptional(queryClient, accountDetailsQuery(params.accountId)),
  component: lazyRouteComponent(() => import('../../features/account-details/details-tab.tsx'), 'DetailsTab'),
});

export const notificationPreferencesTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'notification-preferences',
  // Notification preferences concern those who run the clusters (contracts' role table).
  ...settingsTab({ label: 'Notification Preferences', permission: 'EDIT_SETTINGS' }),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(notificationPreferencesQuery(params.accountId)),
  component: lazyRouteComponent(
    () => import('../../features/notification-preferences/notification-preferences-tab.tsx'),
    'NotificationPreferencesTab',
  ),
});

export const apiKeysTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'api-keys',
  ...settingsTab({ label: 'API Keys', permission: 'VIEW_API_KEYS' }),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(apiKeysQuery(params.accountId)),
  component: lazyRouteComponent(() => import('../../features/api-keys/api-keys-tab.tsx'), 'ApiKeysTab'),
});

/**
 * A key's CIDR allow-list (SPEC §2). A sibling of its tab rather than a child: it takes the tab's
 * place in the panel, and the tab stays selected (the tabs match their routes fuzzily).
 */
export const manageApiKeyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'api-keys/$apiKeyType/manage-api-key',
  params: paramsOf({ accountId: uuid, apiKeyType }),
  beforeLoad: requires('EDIT_API_KEYS'),
  loader: ({ context: { queryClient }, params }) => loadOwnKey(queryClient, params),
  notFoundComponent: lazyRouteComponent(
    () => import('../../features/api-keys/manage-api-key-page.tsx'),
    'ApiKeyNotFoundFromKeys',
  ),
  component: lazyRouteComponent(() => import('../../features/api-keys/manage-api-key-page.tsx'), 'ManageApiKeyPage'),
});

export const securityTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'security',
  ...settingsTab({ label: 'Security', permission: 'VIEW_SECURITY' }),
  loader: ({ context: { queryClient, role }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(securityQuery(params.accountId)),
      // The tab lists the user's keys below the settings, for those who may see keys.
      roleHasPermission(role, 'VIEW_API_KEYS') && loadOptional(queryClient, apiKeysQuery(params.accountId)),
    ]),
  component: lazyRouteComponent(() => import('../../features/security/security-tab.tsx'), 'SecurityTab'),
});

/** The security page's own per-key sub-route (SPEC §2): the same allow-list editor. */
export const securityManageApiKeyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'security/$apiKeyType/manage-api-key',
  params: paramsOf({ accountId: uuid, apiKeyType }),
  beforeLoad: requires('EDIT_API_KEYS'),
  loader: ({ context: { queryClient }, params }) => loadOwnKey(queryClient, params),
  notFoundComponent: lazyRouteComponent(
    () => import('../../features/api-keys/manage-api-key-page.tsx'),
    'ApiKeyNotFoundFromSecurity',
  ),
  component: lazyRouteComponent(
    () => import('../../features/api-keys/manage-api-key-page.tsx'),
    'SecurityManageApiKeyPage',
  ),
});

export const billingTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'billing',
  ...settingsTab({ label: 'Billing', permission: 'VIEW_BILLING' }),
  // Back from a 3-D Secure redirect the provider's result is in the URL; anything else is dropped.
  validateSearch: billingSearch,
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(billingQuery(params.accountId)),
      // Charges and invoices have sections of their own, which say so if they cannot be loaded.
      loadOptional(queryClient, chargesQuery(params.accountId)),
      loadOptional(queryClient, invoicesQuery(params.accountId)),
    ]),
  component: lazyRouteComponent(() => import('../../features/billing/billing-tab.tsx'), 'BillingTab'),
});

export const linkedUsersTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'linked-users',
  // SPEC §2 names no rule for the list: whoever sees the settings sees who shares the account.
  ...settingsTab({ label: 'Linked Users', permission: 'VIEW_SETTINGS' }),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(linkedUsersQuery(params.accountId)),
  component: lazyRouteComponent(() => import('../../features/linked-users/linked-users-tab.tsx'), 'LinkedUsersTab'),
});

/** Refused while impersonating too: every part of the page is a change the server would refuse. */
export const userInvitationsTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'user-invitations',
  // Off while impersonating too (MANAGE_USERS is, contracts' OFF_WHILE_IMPERSONATING).
  ...settingsTab({ label: 'User Invitations', permission: 'MANAGE_USERS', asCaller: true }),
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(invitationsQuery(params.accountId)),
  component: lazyRouteComponent(() => import('../../features/invitations/invitations-tab.tsx'), 'InvitationsTab'),
});

/**
 * settings/identity-providers (SPEC §2, the SSO tab): the tab's frame; the list, new and {idpId}
 * are its children, so the tab stays selected on each of them.
 */
export const identityProvidersTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'identity-providers',
  // SPEC §2 calls the tab SSO and its route settings/identity-providers.
  ...settingsTab({ label: 'SSO', permission: 'VIEW_IDENTITY_PROVIDERS' }),
  component: lazyRouteComponent(
    () => import('../../features/identity-providers/identity-providers-tab.tsx'),
    'IdentityProvidersTab',
  ),
});

/** The list; whether it offers to register one also depends on the account's flag, read by the account route. */
export const identityProvidersIndexRoute = createRoute({
  getParentRoute: () => identityProvidersTabRoute,
  path: '/',
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(identityProvidersQuery(params.accountId)),
  component: lazyRouteComponent(
    () => import('../../features/identity-providers/identity-provider-list.tsx'),
    'IdentityProviderListPage',
  ),
});

/** new without EDIT_IDENTITY_PROVIDERS goes back to the list (as the OIDC providers' pages do). */
export const newIdentityProviderRoute = createRoute({
  getParentRoute: () => identityProvidersTabRoute,
  path: 'new',
  beforeLoad: ({ context, params }) => {
    if (!callerHasPermission(context.role, 'EDIT_IDENTITY_PROVIDERS', context.me.impersonatedBy !== null)) {
      throw redirect({ to: '/accounts/$accountId/settings/identity-providers', params, replace: true });
    }
  },
  // The form opens only while none exists (SPEC §2): the page reads the list to know.
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(identityProvidersQuery(params.accountId)),
  component: lazyRouteComponent(
    () => import('../../features/identity-providers/create-identity-provider-page.tsx'),
    'CreateIdentityProviderPage',
  ),
});

/** {idpId}: the provider's SAML info, or its checklist while inactive; its changes need EDIT_IDENTITY_PROVIDERS. */
export const identityProviderRoute = createRoute({
  getParentRoute: () => identityProvidersTabRoute,
  path: '$idpId',
  params: paramsOf({ accountId: uuid, idpId: uuid }),
  loader: ({ context: { queryClient }, params }) =>
    notFoundOnMissing(queryClient.ensureQueryData(identityProviderQuery(params.accountId, params.idpId))),
  notFoundComponent: lazyRouteComponent(
    () => import('../../features/identity-providers/identity-provider-not-found.tsx'),
    'IdentityProviderNotFound',
  ),
  component: lazyRouteComponent(
    () => import('../../features/identity-providers/identity-provider-page.tsx'),
    'IdentityProviderPage',
  ),
});

/** The service users' pages all read the one list (SPEC §2): it holds each user and its keys. */
const loadServiceUsers = (queryClient: QueryClient, accountId: string) =>
  queryClient.ensureQueryData(serviceUsersQuery(accountId));

/** A page of one service user; a username the account has no active service user of is "not found". */
async function loadServiceUser(queryClient: QueryClient, params: { accountId: string; username: string }) {
  const users = await loadServiceUsers(queryClient, params.accountId);
  const user = users.find((candidate) => candidate.username === params.username);
  if (user === undefined) throw notFound();
  return user;
}

const serviceUserPages = () => import('../../features/service-users/service-user-pages.tsx');
const serviceUserNotFound = lazyRouteComponent(serviceUserPages, 'ServiceUserNotFound');

export const serviceUsersTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'service-users',
  ...settingsTab({ label: 'Service Users', permission: 'VIEW_SERVICE_USER' }),
  loader: ({ context: { queryClient }, params }) => loadServiceUsers(queryClient, params.accountId),
  component: lazyRouteComponent(() => import('../../features/service-users/service-users-tab.tsx'), 'ServiceUsersTab'),
});

/**
 * Add (SPEC §2: {username}/add; the tab links it with the username 'new'). Siblings of the tab,
 * like the key pages above, so they take its place in the panel and the tab stays selected.
 */
export const addServiceUserRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'service-users/$username/add',
  params: paramsOf({ accountId: uuid, username }),
  beforeLoad: requires('CREATE_SERVICE_USER'),
  component: lazyRouteComponent(serviceUserPages, 'AddServiceUserPage'),
});

export const editServiceUserRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'service-users/$username/edit',
  params: paramsOf({ accountId: uuid, username }),
  beforeLoad: requires('EDIT_SERVICE_USER'),
  loader: ({ context: { queryClient }, params }) => loadServiceUser(queryClient, params),
  notFoundComponent: serviceUserNotFound,
  component: lazyRouteComponent(serviceUserPages, 'EditServiceUserPage'),
});

/** View Administrators: whoever sees the tab sees them; changing them needs EDIT_SERVICE_USER. */
export const serviceUserAdministratorsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'service-users/$username/manage-service-user-administrators',
  params: paramsOf({ accountId: uuid, username }),
  beforeLoad: requires('VIEW_SERVICE_USER'),
  loader: ({ context: { queryClient }, params }) => loadServiceUser(queryClient, params),
  notFoundComponent: serviceUserNotFound,
  component: lazyRouteComponent(serviceUserPages, 'ServiceUserAdministratorsPage'),
});

/** A service user key's allow-list: the same editor as the user's own keys (SPEC §2). */
export const serviceUserKeyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'service-users/$username/service-user-api-keys/$apiKeyType/manage-api-key',
  params: paramsOf({ accountId: uuid, username, apiKeyType }),
  beforeLoad: requires('CREATE_SERVICE_USER_API_KEY'),
  loader: async ({ context: { queryClient }, params }) => {
    const user = await loadServiceUser(queryClient, params);
    if (!user.apiKeys.apiKeys.some((key) => key.apiKeyType === params.apiKeyType)) throw notFound();
  },
  notFoundComponent: serviceUserNotFound,
  component: lazyRouteComponent(serviceUserPages, 'ServiceUserKeyPage'),
});

export const accountWebhooksTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'account-webhooks',
  // Webhooks receive the account's events, and their secrets sign them: account editors only.
  ...settingsTab({ label: 'Account Webhooks', permission: 'EDIT_ACCOUNT' }),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(accountWebhooksQuery(params.accountId)),
      // The log and the organisation link are sections of their own, which say so if they cannot be loaded.
      loadOptional(queryClient, webhookDeliveriesQuery(params.accountId)),
      loadOptional(queryClient, accountDetailsQuery(params.accountId)),
    ]),
  component: lazyRouteComponent(
    () => import('../../features/account-webhooks/account-webhooks-tab.tsx'),
    'AccountWebhooksTab',
  ),
});

export const auditLogTabRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'audit-log',
  // The security log names users and source IPs: owners only (contracts' role table).
  ...settingsTab({ label: 'Audit Log', permission: 'VIEW_AUDIT_LOG' }),
  // The page lives in the URL; nonsense falls back to the first page.
  validateSearch: auditLogSearch,
  search: { middlewares: [stripSearchParams(AUDIT_LOG_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps, cause }) =>
    unlessRefining(cause, () => queryClient.ensureQueryData(auditLogQuery(params.accountId, deps.page))),
  component: lazyRouteComponent(() => import('../../features/audit-log/audit-log-tab.tsx'), 'AuditLogTab'),
});

/** Settings and its children, in the tabs' order: the tab bar follows it. */
export const settingsTree = settingsRoute.addChildren([
  settingsIndexRoute,
  detailsTabRoute,
  notificationPreferencesTabRoute,
  apiKeysTabRoute,
  manageApiKeyRoute,
  securityTabRoute,
  securityManageApiKeyRoute,
  billingTabRoute,
  linkedUsersTabRoute,
  userInvitationsTabRoute,
  identityProvidersTabRoute.addChildren([identityProvidersIndexRoute, newIdentityProviderRoute, identityProviderRoute]),
  serviceUsersTabRoute,
  addServiceUserRoute,
  editServiceUserRoute,
  serviceUserAdministratorsRoute,
  serviceUserKeyRoute,
  accountWebhooksTabRoute,
  auditLogTabRoute,
]);
