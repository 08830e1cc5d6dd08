import { callerHasPermission, type Account, type Permission } from '@datadeck/contracts';
import { kebabCase } from '../../shared/url/kebab-case.ts';

interface ClusterResourceTab {
  label: string;
  /** What a role needs to see the tab (and open its route). */
  permission: Permission;
  /** An account flag the tab also needs (SPEC §2), if any. */
  shownFor?: (account: Account) => boolean;
}

/**
 * THE Cluster Resources tabs (SPEC §2), in display order; the route table gives each tab's route
 * the same rule. Private Cloud needs the on-premises flag, ZIA Gateway the account's
 * zero-inbound-access console view (both set by staff).
 */
export const CLUSTER_RESOURCE_TABS = {
  encryptionKeys: { label: 'Encryption Keys', permission: 'VIEW_ENCRYPTION_KEYS' },
  tags: { label: 'Tags', permission: 'VIEW_TAGS' },
  oidcProviders: { label: 'OIDC Providers', permission: 'VIEW_OIDC_PROVIDERS' },
  terraform: { label: 'Terraform', permission: 'DOWNLOAD_RESOURCES' },
  privateCloud: {
    label: 'Private Cloud',
    permission: 'DOWNLOAD_RESOURCES',
    shownFor: (account) => account.onPremisesEnabled,
  },
  // Every role sees the account's gateways; creating and terminating need CREATE_/DELETE_CLUSTER.
  ziaGateway: {
    label: 'ZIA Gateway',
    permission: 'VIEW_CLUSTERS',
    shownFor: (account) => account.features.zeroInboundAccessConsoleView,
  },
} as const satisfies Record<string, ClusterResourceTab>;

export type ClusterResourceTabKey = keyof typeof CLUSTER_RESOURCE_TABS;

/** A tab's route, relative to the console root (`cluster-resources/zia-gateway` for ziaGateway). */
export const clusterResourceTabPath = <T extends ClusterResourceTabKey>(tab: T) =>
  `/accounts/$accountId/cluster-resources/${kebabCase(tab)}` as const;

/** Whether the caller sees a tab: its permission (impersonation counted) and its account flag. */
export function showsClusterResourceTab(tab: ClusterResourceTabKey, account: Account, impersonating = false): boolean {
  const rule: ClusterResourceTab = CLUSTER_RESOURCE_TABS[tab];
  return callerHasPermission(account.role, rule.permission, impersonating) && (rule.shownFor?.(account) ?? true);
}

/** The tabs the caller may see, in display order. */
export function visibleClusterResourceTabs(account: Account, impersonating = false): ClusterResourceTabKey[] {
  return (Object.keys(CLUSTER_RESOURCE_TABS) as ClusterResourceTabKey[]).filter((tab) =>
    showsClusterResourceTab(tab, account, impersonating),
  );
}
