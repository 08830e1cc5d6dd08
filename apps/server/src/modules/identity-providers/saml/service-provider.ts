import { LIMITS } from '@datadeck/contracts';
import { generateServiceProviderMetadata, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { CoreContext } from '../../../app-context.ts';
import { serviceProviderOf, type IdentityProviderRow } from '../view.ts';
import { sentRequests } from './message-ids.ts';

/**
 * The console as SAML 2.0 service provider for one identity provider, by @node-saml/node-saml:
 * AuthnRequests by the HTTP-Redirect binding to the provider's single sign-on URL, and answers
 * checked against its registered certificate (the response or the assertion must be signed by
 * it), its issuer, our audience for it, NotBefore / NotOnOrAfter with LIMITS.samlClockSkewMs, and
 * InResponseTo when the answer is to a request of ours (an IdP-initiated one has none).
 */
export function serviceProviderFor(ctx: Pick<CoreContext, 'db' | 'clock' | 'config'>, row: IdentityProviderRow): SAML {
  const sp = serviceProviderOf(ctx.config.publicUrl, row);
  return new SAML({
    callbackUrl: sp.assertionConsumerServiceUrl,
    issuer: sp.audienceUri,
    audience: sp.audienceUri,
    entryPoint: row.authUrl,
    idpCert: row.x509Cert,
    idpIssuer: row.issuer,
    // Either signature will do, but one there must be: node-saml refuses an answer with neither.
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: LIMITS.samlClockSkewMs,
    validateInResponseTo: ValidateInResponseTo.ifPresent,
    requestIdExpirationPeriodMs: LIMITS.samlRequestLifetimeMs,
    cacheProvider: sentRequests(ctx.db, ctx.clock, row.id),
    // The provider's usual NameID serves; the e-mail comes as an attribute (SPEC §2).
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });
}

/** Our SP metadata for the provider's administrator to import (entity id, ACS, no signing keys). */
export function serviceProviderMetadata(publicUrl: string, row: IdentityProviderRow): string {
  const sp = serviceProviderOf(publicUrl, row);
  return generateServiceProviderMetadata({
    issuer: sp.audienceUri,
    callbackUrl: sp.assertionConsumerServiceUrl,
    identifierFormat: null,
    wantAssertionsSigned: true,
  });
}
