import type { ClusterListQuery, NodeSizesQuery } from '@datadeck/contracts';

/**
 * Query-key factories, one per resource. Keys nest (account > clusters > list), so
 * invalidating a prefix refreshes everything below it.
 */
export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

export const accountKeys = {
  all: ['accounts'] as const,
  detail: (accountId: string) => [...accountKeys.all, accountId] as const,
  messagesOfTheDay: (accountId: string) => [...accountKeys.detail(accountId), 'messages-of-the-day'] as const,
  freeTrial: (accountId: string) => [...accountKeys.detail(accountId), 'free-trial'] as const,
};

export const clusterKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'clusters'] as const,
  lists: (accountId: string) => [...clusterKeys.all(accountId), 'list'] as const,
  list: (accountId: string, query: ClusterListQuery) => [...clusterKeys.lists(accountId), query] as const,
  detail: (accountId: string, clusterId: string) => [...clusterKeys.all(accountId), 'detail', clusterId] as const,
  credentials: (accountId: string, clusterId: string) =>
    [...clusterKeys.detail(accountId, clusterId), 'credentials'] as const,
  createInfo: (accountId: string) => [...clusterKeys.all(accountId), 'create-info'] as const,
};

/** One page of the account's audit log. */
export const auditLogKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'audit-log'] as const,
  page: (accountId: string, page: number) => [...auditLogKeys.all(accountId), page] as const,
};

/**
 * Staff functions. Their own tree: a staff view of an account (flags, every linked user) is not
 * the account as its users see it under accountKeys.
 */
export const staffKeys = {
  all: ['staff'] as const,
  accountSearch: (search: string) => [...staffKeys.all, 'account-search', search] as const,
  account: (accountId: string) => [...staffKeys.all, 'account', accountId] as const,
  featureSwitches: () => [...staffKeys.all, 'feature-switches'] as const,
  messages: () => [...staffKeys.all, 'messages-of-the-day'] as const,
  identityProviders: (accountId: string) => [...staffKeys.account(accountId), 'identity-providers'] as const,
};

/** The account's security settings with the facts their rules depend on (one resource). */
export const securityKeys = {
  settings: (accountId: string) => [...accountKeys.detail(accountId), 'security-settings'] as const,
};

/**
 * The signed-in user's API keys on an account (masked; a fresh key never enters the cache) and
 * the caller's public IP, which does not depend on the account.
 */
export const apiKeyKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'api-keys'] as const,
  clientIp: () => ['client-ip'] as const,
};

/** Monitoring series: per cluster or node, metrics and range (the range's end moves, so refetch). */
export const monitoringKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'monitoring'] as const,
  cluster: (accountId: string, clusterId: string, metrics: readonly string[], range: string) =>
    [...monitoringKeys.all(accountId), 'cluster', clusterId, metrics, range] as const,
  node: (accountId: string, nodeId: string, metrics: readonly string[], range: string) =>
    [...monitoringKeys.all(accountId), 'node', nodeId, metrics, range] as const,
};

/** The catalogue is the same for every account. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  versions: () => [...catalogueKeys.all, 'versions'] as const,
  regions: (application: string, cloudProvider: string) =>
    [...catalogueKeys.all, 'regions', application, cloudProvider] as const,
  nodeSizes: (query: NodeSizesQuery) => [...catalogueKeys.all, 'node-sizes', query] as const,
};

/** Account administration: the account's details (with its organisation), its preferences and webhooks. */
export const accountAdminKeys = {
  details: (accountId: string) => [...accountKeys.detail(accountId), 'details'] as const,
  notificationPreferences: (accountId: string) =>
    [...accountKeys.detail(accountId), 'notification-preferences'] as const,
  webhooks: (accountId: string) => [...accountKeys.detail(accountId), 'webhooks'] as const,
  webhookDeliveries: (accountId: string) => [...accountKeys.detail(accountId), 'webhooks', 'deliveries'] as const,
};

/** Organisations the signed-in user owns: their own tree, they span accounts. */
export const organisationKeys = {
  all: ['organisations'] as const,
  list: () => [...organisationKeys.all, 'list'] as const,
  detail: (organisationId: string) => [...organisationKeys.all, organisationId] as const,
};

/** Custom tags (Cluster Resources › Tags): the account's one list, which the wizard's defaults follow. */
export const tagKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'tags'] as const,
};

/** ZIA gateways of an account (cluster resources). */
export const ziaGatewayKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'zia-gateways'] as const,
};

/** Encryption keys of Cluster Resources, and the provider accounts they are registered against. */
export const encryptionKeyKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'encryption-keys'] as const,
  providerAccounts: (accountId: string) => [...accountKeys.detail(accountId), 'provider-accounts'] as const,
};

/** An on-premises account's private-cloud install images. */
export const privateCloudKeys = {
  images: (accountId: string) => [...accountKeys.detail(accountId), 'private-cloud-images'] as const,
};

/** An account's OIDC providers (cluster resources): the list, and each one read on its own. */
export const oidcProviderKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'oidc-providers'] as const,
  detail: (accountId: string, oidcId: string) => [...oidcProviderKeys.all(accountId), oidcId] as const,
};

/** An account's SAML identity providers (Settings › SSO): the list, and each one read on its own. */
export const identityProviderKeys = {
  all: (accountId: string) => [...accountKeys.detail(accountId), 'identity-providers'] as const,
  detail: (accountId: string, idpId: string) => [...identityProviderKeys.all(accountId), idpId] as const,
};
