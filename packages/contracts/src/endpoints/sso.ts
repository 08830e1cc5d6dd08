import { endpoint, needs, publicAccess, staffOnly } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import {
  identityProviderParamsSchema,
  identityProviderProgressBodySchema,
  identityProviderSchema,
  identityProvidersSchema,
  registerIdentityProviderBodySchema,
  scimTokenSchema,
  staffIdentityProviderBodySchema,
} from '../domains/identity-providers.ts';
import { samlDiscoveryQuerySchema, samlDiscoverySchema, ssoServiceListSchema } from '../domains/sso.ts';

/** SPEC §7 identity providers, and what SSO adds beside them (SCIM token, staff enabling). */
export const identityProviderEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/identity-providers',
    summary: "The account's identity providers (SPEC §7 list)",
    tag: 'sso',
    access: needs('VIEW_IDENTITY_PROVIDERS'),
    params: accountIdParamsSchema,
    status: 200,
    response: identityProvidersSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/identity-providers/:idpId',
    summary: 'One identity provider, with the service provider info its administrator needs',
    tag: 'sso',
    access: needs('VIEW_IDENTITY_PROVIDERS'),
    params: identityProviderParamsSchema,
    status: 200,
    response: identityProviderSchema,
  }),
  register: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/identity-providers',
    summary: 'Register a SAML identity provider (inactive until staff enable it); the certificate is parsed',
    tag: 'sso',
    access: needs('EDIT_IDENTITY_PROVIDERS'),
    params: accountIdParamsSchema,
    body: registerIdentityProviderBodySchema,
    status: 201,
    response: identityProviderSchema,
    ownErrors: [409], // one exists already, or self-service SSO is off for the account
  }),
  saveProgress: endpoint({
    method: 'PUT',
    path: '/v1/accounts/:accountId/identity-providers/:idpId/progress',
    summary: "Save the checklist's current step (SPEC §7 save step)",
    tag: 'sso',
    access: needs('EDIT_IDENTITY_PROVIDERS'),
    params: identityProviderParamsSchema,
    body: identityProviderProgressBodySchema,
    status: 200,
    response: identityProviderSchema,
  }),
  generateScimToken: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/identity-providers/:idpId/scim-token',
    summary: 'Generate the SCIM bearer token (shown once); the previous one stops working',
    tag: 'sso',
    access: needs('EDIT_IDENTITY_PROVIDERS'),
    params: identityProviderParamsSchema,
    status: 201,
    response: scimTokenSchema,
  }),
  staffUpdate: endpoint({
    method: 'PUT',
    path: '/v1/staff/accounts/:accountId/identity-providers/:idpId',
    summary: 'Staff make an identity provider Active or Inactive and allow just-in-time users',
    tag: 'staff',
    access: staffOnly,
    params: identityProviderParamsSchema,
    body: staffIdentityProviderBodySchema,
    status: 200,
    response: identityProviderSchema,
  }),
  staffList: endpoint({
    method: 'GET',
    path: '/v1/staff/accounts/:accountId/identity-providers',
    summary: "Staff read an account's identity providers (the account page)",
    tag: 'staff',
    access: staffOnly,
    params: accountIdParamsSchema,
    status: 200,
    response: identityProvidersSchema,
  }),
} as const;

/** What the sign-in page asks before any session: which SSO it may offer. */
export const ssoSignInEndpoints = {
  samlDiscovery: endpoint({
    method: 'GET',
    path: '/v1/auth/saml/discovery',
    summary: "'Sign in with SSO': the active identity provider of the accounts of an e-mail address",
    tag: 'auth',
    access: publicAccess,
    query: samlDiscoveryQuerySchema,
    status: 200,
    response: samlDiscoverySchema,
    ownErrors: [404, 429], // no active identity provider serves the address; too many lookups
  }),
  services: endpoint({
    method: 'GET',
    path: '/v1/auth/sso-services',
    summary: 'The standard SSO services (OpenID Connect) people may sign in and accept invitations with',
    tag: 'auth',
    access: publicAccess,
    status: 200,
    response: ssoServiceListSchema,
  }),
} as const;
