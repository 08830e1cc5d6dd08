import { SAML_PATHS, SCIM_BASE_PATH, type IdentityProvider } from '@datadeck/contracts';
import type { identityProviders } from '../../platform/db/schema.ts';
import { describeCertificate } from './certificate.ts';

export type IdentityProviderRow = typeof identityProviders.$inferSelect;

/** An absolute URL of the console's own, under PUBLIC_URL (which may or may not end in '/'). */
export const consoleUrl = (publicUrl: string, path: string): string =>
  new URL(path, `${publicUrl.replace(/\/+$/, '')}/`).href;

/**
 * The console as the provider's SAML service provider: the URLs its administrator enters at the
 * IdP. The entity id (audience) is per provider, so an assertion made for one account's provider
 * is refused by every other's.
 */
export function serviceProviderOf(publicUrl: string, row: Pick<IdentityProviderRow, 'id' | 'accountId'>) {
  return {
    assertionConsumerServiceUrl: consoleUrl(publicUrl, SAML_PATHS.acs(row.id)),
    audienceUri: consoleUrl(publicUrl, SAML_PATHS.entityId(row.id)),
    relayState: `/accounts/${row.accountId}`,
    metadataUrl: consoleUrl(publicUrl, SAML_PATHS.metadata(row.id)),
    signInUrl: consoleUrl(publicUrl, SAML_PATHS.login(row.id)),
  };
}

/** SPEC §3 IdentityProvider as the pages read it. */
export function identityProviderView(publicUrl: string, row: IdentityProviderRow): IdentityProvider {
  const serviceProvider = serviceProviderOf(publicUrl, row);
  return {
    idpId: row.id,
    displayName: row.displayName,
    enabled: row.enabled,
    issuer: row.issuer,
    authUrl: row.authUrl,
    integrationProgress: row.integrationProgress,
    x509Cert: row.x509Cert,
    lastModified: row.updatedAt.toISOString(),
    audienceUri: serviceProvider.audienceUri,
    serviceProvider,
    certificate: describeCertificate(row.x509Cert),
    jitProvisioning: row.jitProvisioning,
    scim: {
      baseUrl: consoleUrl(publicUrl, SCIM_BASE_PATH),
      tokenCreatedAt: row.scimTokenCreatedAt?.toISOString() ?? null,
    },
  };
}
