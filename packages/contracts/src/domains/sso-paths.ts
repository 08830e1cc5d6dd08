import { SSO_MESSAGES } from '../messages/sso.ts';

/**
 * Single sign-on as the browser goes through it, without zod (the sign-in page links with these
 * before any schema loads): the SAML service provider's endpoints (per identity provider), the
 * standard OpenID Connect services' start and callback, and the way a refused sign-in comes back
 * to the sign-in page. These are browser protocol endpoints (redirects, a form POST from the IdP,
 * XML metadata), not JSON ones, so their paths are declared here; the JSON endpoints beside them
 * are in endpoints/sso.ts, their schemas in domains/sso.ts.
 */

/** The console's SAML service provider for one identity provider. */
export const SAML_PATHS = {
  metadata: (idpId: string) => `/v1/auth/saml/${idpId}/metadata`,
  /** SP-initiated: redirects to the IdP with an AuthnRequest; `?redirect=` is where to land. */
  login: (idpId: string) => `/v1/auth/saml/${idpId}/login`,
  /** The Assertion Consumer Service: the IdP's browser POSTs the SAMLResponse here. */
  acs: (idpId: string) => `/v1/auth/saml/${idpId}/acs`,
  /** Our entity id (the Audience) for the provider, an absolute URL under PUBLIC_URL. */
  entityId: (idpId: string) => `/v1/auth/saml/${idpId}`,
} as const;

/** A standard SSO service (SSO_OIDC_PROVIDERS): the authorisation code flow's two legs. */
export const SSO_SERVICE_PATHS = {
  /** Redirects to the OpenID provider; `?redirect=` where to land, `?invitation=` a token to accept. */
  start: (service: string) => `/v1/auth/sso-services/${service}/start`,
  callback: (service: string) => `/v1/auth/sso-services/${service}/callback`,
} as const;

/** Why a single sign-on was refused: the sign-in page shows MESSAGES.sso.refused[reason]. */
export const SSO_REFUSALS = Object.keys(SSO_MESSAGES.refused) as [
  keyof typeof SSO_MESSAGES.refused,
  ...(keyof typeof SSO_MESSAGES.refused)[],
];
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

/** The sign-in page's query parameter that carries an SSO refusal back to it. */
export const SSO_ERROR_PARAM = 'ssoError';

/** Where a refused single sign-on sends the browser: the sign-in page, saying why. */
export const ssoRefusalPath = (reason: SsoRefusal): string => `/sign-in?${SSO_ERROR_PARAM}=${reason}`;

/** The longest `?redirect=` a standard service's sign-in carries through (it travels in a cookie). */
export const SSO_REDIRECT_MAX_LENGTH = 1024;

/**
 * What SSO_SERVICE_PATHS.start takes: where to land once signed in (a path of the console), or
 * the token of an invitation to accept with the service. A value that breaks these is not
 * followed: the sign-in lands on the console's start page, a bad token is refused
 * (ssoServiceStartQuerySchema in domains/sso.ts checks it).
 */
export interface SsoServiceStartQuery {
  redirect?: string | undefined;
  invitation?: string | undefined;
}

/** The address of a standard service's sign-in (SSO_SERVICE_PATHS.start) with its query. */
export function ssoServiceStartUrl(service: string, query: SsoServiceStartQuery = {}): string {
  const search = Object.entries(query)
    .flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`]))
    .join('&');
  return search === '' ? SSO_SERVICE_PATHS.start(service) : `${SSO_SERVICE_PATHS.start(service)}?${search}`;
}
