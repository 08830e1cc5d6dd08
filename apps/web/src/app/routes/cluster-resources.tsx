import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import {
  type ClusterResourceTabKey,
  clusterResourceTabPath,
  showsClusterResourceTab,
  visibleClusterResourceTabs,
} from '../../features/cluster-resources/cluster-resources-tabs.ts';
import { callerHasPermission, type Me, type Role } from '@datadeck/contracts';
import { oidcProviderQuery, oidcProvidersQuery } from '../../features/oidc-providers/api.ts';
import { accountQuery } from '../../shared/account/account-query.ts';
import type { RouteContext } from '../route-context.ts';
import { AccessDenied } from '../route-access.ts';
import { notFoundOnMissing } from '../route-data.ts';
import { paramsOf, uuid } from '../route-params.ts';
import { accountRoute } from './account.tsx';

/**
 * cluster-resources (SPEC §2): the tabbed page of what clusters are made with. Each tab's route
 * is a child; a tab's rule is its permission and, for two of them, an account flag.
 */
export const clusterResourcesRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: 'cluster-resources',
  beforeLoad: async ({ context, params }) => {
    const account = await context.queryClient.ensureQueryData(accountQuery(params.accountId));
    const impersonating = context.me.impersonatedBy !== null;
    if (visibleClusterResourceTabs(account, impersonating).length === 0) throw new AccessDenied();
  },
  component: lazyRouteComponent(
    () => import('../../features/cluster-resources/cluster-resources-page.tsx'),
    'ClusterResourcesPage',
  ),
});

/** Without a tab chosen, the first tab the caller may see (SPEC §2). */
export const clusterResourcesIndexRoute = createRoute({
  getParentRoute: () => clusterResourcesRoute,
  path: '/',
  beforeLoad: async ({ context, params }) => {
    const account = await context.queryClient.ensureQueryData(accountQuery(params.accountId));
    const [first] = visibleClusterResourceTabs(account, context.me.impersonatedBy !== null);
    if (first === undefined) throw new AccessDenied();
    throw redirect({ to: clusterResourceTabPath(first), params, replace: true });
  },
});

/** The access rule of a tab's routes: the tab must be one the caller sees. */
export const requiresClusterResourceTab =
  (tab: ClusterResourceTabKey) =>
  async ({ context, params }: { context: RouteContext & { me: Me }; params: { accountId: string } }): Promise<void> => {
    const account = await context.queryClient.ensureQueryData(accountQuery(params.accountId));
    if (!showsClusterResourceTab(tab, account, context.me.impersonatedBy !== null)) throw new AccessDenied();
  };

// One route per tab; each tab's feature owns its page (and its child routes, declared after it).

export const encryptionKeysTabRoute = createRoute({
  getParentRoute: () => clusterResourcesRoute,
  path: 'encryption-keys',
  beforeLoad: requiresClusterResourceTab('encryptionKeys'),
  component: lazyRouteComponent(
    () => import('../../features/encryption-keys/encryption-keys-tab.tsx'),
    'EncryptionKeysTab',
  ),
});

export const tagsTabRoute = createRoute({
  getParentRoute: () => clusterResourcesRoute,
  path: 'tags',
  beforeLoad: requiresClusterResourceTab('tags'),
  component: lazyRouteComponent(() => import('../../features/tags/tags-tab.tsx'), 'TagsTab'),
});

export const oidcProvidersTabRoute = createRoute({
  getParentRoute: () => clusterResourcesRoute,
  path: 'oidc-providers',
  // SPEC §2: without VIEW_OIDC_PROVIDERS, back to cluster-resources (its first tab the caller sees).
  beforeLoad: async ({ context, params }) => {
    const account = await context.queryClient.ensureQueryData(accountQuery(params.accountId));
    if (!showsClusterResourceTab('oidcProviders', account, context.me.impersonatedBy !== null)) {
      throw redirect({ to: '/accounts/$accountId/cluster-resources', params, replace: true });
    }
  },
  component: lazyRouteComponent(
    () => import('../../features/oidc-providers/oidc-providers-tab.tsx'),
    'OidcProvidersTab',
  ),
});

const oidcProviderPages = () => import('../../features/oidc-providers/oidc-provider-pages.tsx');

/** SPEC §2: cluster-resources/oidc-providers redirects to its summary. */
export const oidcProvidersIndexRoute = createRoute({
  getParentRoute: () => oidcProvidersTabRoute,
  path: '/',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/accounts/$accountId/cluster-resources/oidc-providers/summary', params, replace: true });
  },
});

export const oidcProvidersSummaryRoute = createRoute({
  getParentRoute: () => oidcProvidersTabRoute,
  path: 'summary',
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(oidcProvidersQuery(params.accountId)),
  component: lazyRouteComponent(
    () => import('../../features/oidc-providers/oidc-provider-list.tsx'),
    'OidcProviderListPage',
  ),
});

/** new and {oidcId} without EDIT_OIDC_PROVIDERS go back to the list (SPEC §2). */
const requiresOidcEdit = ({ context, params }: { context: { role: Role; me: Me }; params: { accountId: string } }) => {
  if (!callerHasPermission(context.role, 'EDIT_OIDC_PROVIDERS', context.me.impersonatedBy !== null)) {
    throw redirect({ to: '/accounts/$accountId/cluster-resources/oidc-providers/summary', params, replace: true });
  }
};

export const newOidcProviderRoute = createRoute({
  getParentRoute: () => oidcProvidersTabRoute,
  path: 'new',
  beforeLoad: requiresOidcEdit,
  component: lazyRouteComponent(oidcProviderPages, 'AddOidcProviderPage'),
});

export const editOidcProviderRoute = createRoute({
  getParentRoute: () => oidcProvidersTabRoute,
  path: '$oidcId',
  params: paramsOf({ oidcId: uuid }),
  beforeLoad: requiresOidcEdit,
  loader: ({ context: { queryClient }, params }) =>
    notFoundOnMissing(queryClient.ensureQueryData(oidcProviderQuery(params.accountId, params.oidcId))),
  component: lazyRouteComponent(oidcProviderPages, 'EditOidcProviderPage'),
});

export const terraformTabRoute = createRoute({
  getParentRoute: () => clusterResourcesRoute,
  path: 'terraform',
  beforeLoad: requiresClusterResourceTab('terraform'),
  component: lazyRouteComponent(() => import('../../features/terraform/terraform-tab.tsx'), 'TerraformTab'),
});

export const privateCloudTabRoute = createRoute({
  getParentRoute: () => clusterResourcesRoute,
  path: 'private-cloud',
  beforeLoad: requiresClusterResourceTab('privateCloud'),
  component: lazyRouteComponent(() => import('../../features/private-cloud/private-cloud-tab.tsx'), 'PrivateCloudTab'),
});

export const ziaGatewayTabRoute = createRoute({
  getParentRoute: () => clusterResourcesRoute,
  path: 'zia-gateway',
  beforeLoad: requiresClusterResourceTab('ziaGateway'),
  component: lazyRouteComponent(() => import('../../features/zia-gateways/zia-gateways-tab.tsx'), 'ZiaGatewaysTab'),
});
