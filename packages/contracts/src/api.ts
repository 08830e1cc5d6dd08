import type { Endpoint } from './endpoint.ts';
import {
  accountDetailsEndpoints,
  accountWebhookEndpoints,
  notificationPreferenceEndpoints,
  organisationEndpoints,
} from './endpoints/account-admin.ts';
import { accountsEndpoints } from './endpoints/accounts.ts';
import { billingEndpoints } from './endpoints/billing.ts';
import { catalogueEndpoints, clustersEndpoints, monitoringEndpoints } from './endpoints/clusters.ts';
import { apiKeyEndpoints, auditEndpoints, authEndpoints, securityEndpoints } from './endpoints/identity.ts';
import {
  invitationEndpoints,
  linkedUserEndpoints,
  publicServiceUserEndpoints,
  serviceUserEndpoints,
} from './endpoints/people.ts';
import { identityProviderEndpoints, ssoSignInEndpoints } from './endpoints/sso.ts';
import { oidcProviderEndpoints } from './endpoints/oidc-providers.ts';
import { publicEndpoints } from './endpoints/public-api.ts';
import { encryptionKeyEndpoints, publicEncryptionKeyEndpoints } from './endpoints/encryption-keys.ts';
import { privateCloudEndpoints, publicPrivateCloudEndpoints } from './endpoints/private-cloud.ts';
import { staffEndpoints } from './endpoints/staff.ts';
import { systemEndpoints } from './endpoints/system.ts';
import { publicTerraformEndpoints, terraformEndpoints } from './endpoints/terraform.ts';
import { tagEndpoints } from './endpoints/tags.ts';
import { ziaGatewayEndpoints } from './endpoints/zia-gateways.ts';

/**
 * THE endpoint table. The server registers exactly these routes, the OpenAPI document is
 * generated from them and the web client calls them by name. Each group is declared in
 * endpoints/, by domain.
 */
export const api = {
  system: systemEndpoints,
  auth: authEndpoints,
  accounts: accountsEndpoints,
  clusters: clustersEndpoints,
  security: securityEndpoints,
  apiKeys: apiKeyEndpoints,
  audit: auditEndpoints,
  billing: billingEndpoints,
  linkedUsers: linkedUserEndpoints,
  invitations: invitationEndpoints,
  serviceUsers: serviceUserEndpoints,
  publicServiceUsers: publicServiceUserEndpoints,
  accountDetails: accountDetailsEndpoints,
  organisations: organisationEndpoints,
  notificationPreferences: notificationPreferenceEndpoints,
  accountWebhooks: accountWebhookEndpoints,
  staff: staffEndpoints,
  catalogue: catalogueEndpoints,
  monitoring: monitoringEndpoints,
  oidcProviders: oidcProviderEndpoints,
  identityProviders: identityProviderEndpoints,
  ssoSignIn: ssoSignInEndpoints,
  public: publicEndpoints,
  terraform: terraformEndpoints,
  publicTerraform: publicTerraformEndpoints,
  tags: tagEndpoints,
  ziaGateways: ziaGatewayEndpoints,
  encryptionKeys: encryptionKeyEndpoints,
  publicEncryptionKeys: publicEncryptionKeyEndpoints,
  privateCloud: privateCloudEndpoints,
  publicPrivateCloud: publicPrivateCloudEndpoints,
} as const;

export type Api = typeof api;

/** Each endpoint's operation id in the OpenAPI document: its key in the table, `clusters.list` → `clustersList`. */
const operationIds: ReadonlyMap<Endpoint, string> = new Map(
  Object.entries(api).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(
      ([name, e]) => [e, `${group}${name.charAt(0).toUpperCase()}${name.slice(1)}`] as const,
    ),
  ),
);

/** The operation id of an endpoint of the table; undefined for one declared elsewhere (tests). */
export const operationIdOf = (e: Endpoint): string | undefined => operationIds.get(e);
