import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import {
  type ClusterResourceTabKey,
  clusterResourceTabPath,
  showsClusterResourceTab,
  visibleClusterResourceTabs,
} from '../../features/cluster-resources/cluster-resources-tabs.ts';
import type { Me } from '@datadeck/contracts';
import { accountQuery } from '../../shared/account/account-query.ts';
import type { RouteContext } from '../route-context.ts';
import { AccessDenied } from '../route-access.ts';
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
  beforeLoad: requiresClusterResourceTab('oidcProviders'),
  component: lazyRouteComponent(
    () => import('../../features/oidc-providers/oidc-providers-tab.tsx'),
    'OidcProvidersTab',
  ),
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
