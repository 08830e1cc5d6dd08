import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { SSO_MESSAGES } from '../messages/sso.ts';
import { accountIdParamsSchema } from './accounts.ts';

/**
 * An account's SAML 2.0 identity provider (SPEC §2 Identity providers, §3 IdentityProvider, §4,
 * §5 SSO form, §7): registered by the customer, made Active by staff. Behind it the console is a
 * SAML service provider (`serviceProvider`) and a SCIM 2.0 server for the provider's users.
 */

const M = SSO_MESSAGES;

/** The four steps of the checklist shown while a provider is inactive (SPEC §2), by index. */
export const IDENTITY_PROVIDER_STEPS = ['SAML 2.0', 'SCIM 2.0', 'Test', 'Finalize'] as const;
export const LAST_IDENTITY_PROVIDER_STEP = IDENTITY_PROVIDER_STEPS.length - 1;

/** The attributes a SAML assertion must carry (SPEC §2), by their names. */
export const REQUIRED_SAML_ATTRIBUTES = ['email', 'firstName', 'lastName'] as const;

/** How a user came to an identity provider: SCIM provisioning, just-in-time creation, or a SAML sign-in. */
export const IDP_USER_SOURCES = ['SCIM', 'JIT', 'SAML'] as const;
export type IdpUserSource = (typeof IDP_USER_SOURCES)[number];

const urlField = (message: string) =>
  z
    .string(message)
    .trim()
    .max(LIMITS.identityProviderUrlMaxLength, message)
    .pipe(z.url({ protocol: /^https?$/, error: message }));

/**
 * SPEC §7 register payload: displayName, issuer, authUrl, x509Cert. Issuer and single sign-on URL
 * are URLs (http is allowed: an IdP on a private network or a local test IdP); the certificate is
 * PEM text, which the server parses (not a certificate, or expired: a 400 naming x509Cert).
 */
export const registerIdentityProviderBodySchema = z.object({
  displayName: z
    .string(M.displayNameBlank)
    .trim()
    .min(1, M.displayNameBlank)
    .max(LIMITS.identityProviderNameMaxLength, `Use at most ${LIMITS.identityProviderNameMaxLength} characters`),
  issuer: urlField(M.issuerInvalid),
  authUrl: urlField(M.authUrlInvalid),
  x509Cert: z
    .string(M.certificateBlank)
    .trim()
    .min(1, M.certificateBlank)
    .max(LIMITS.certificateFileMaxBytes, M.certificateFileTooLarge),
});
export type RegisterIdentityProviderBody = z.infer<typeof registerIdentityProviderBodySchema>;

/** The create page's form: the payload, and the checkbox that the documentation was read (SPEC §5). */
export const registerIdentityProviderFormSchema = registerIdentityProviderBodySchema.extend({
  documentationRead: z.literal(true, M.documentationUnread),
});

/** SPEC §7 save step: the checklist's current step. */
export const identityProviderProgressBodySchema = z.object({
  progress: z.number().int().min(0).max(LAST_IDENTITY_PROVIDER_STEP, `A step from 0 to ${LAST_IDENTITY_PROVIDER_STEP}`),
});

/** What the console, as SAML service provider, tells the IdP's administrator (SPEC §2 View page). */
export const serviceProviderInfoSchema = z.object({
  assertionConsumerServiceUrl: z.string(),
  /** Our entity id for this provider: the Audience its assertions must name. */
  audienceUri: z.string(),
  /** What to put as the default RelayState for IdP-initiated sign-ins: where the console opens. */
  relayState: z.string(),
  /** Our SP metadata (XML) for the IdP to import. */
  metadataUrl: z.string(),
  /** A link that starts a sign-in from the console's side (SP-initiated). */
  signInUrl: z.string(),
});

/** The customer's SAML info as the console read it from the registered certificate. */
export const certificateInfoSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  validFrom: z.iso.datetime(),
  validTo: z.iso.datetime(),
  fingerprintSha256: z.string(),
});

/** SPEC §3 IdentityProvider, with what the view page shows beside it. */
export const identityProviderSchema = z.object({
  idpId: z.uuid(),
  displayName: z.string(),
  enabled: z.boolean(),
  issuer: z.string(),
  authUrl: z.string(),
  integrationProgress: z.number().int().min(0).max(LAST_IDENTITY_PROVIDER_STEP),
  x509Cert: z.string(),
  lastModified: z.iso.datetime(),
  audienceUri: z.string(),
  serviceProvider: serviceProviderInfoSchema,
  certificate: certificateInfoSchema,
  /** Staff allow a SAML sign-in of an unknown e-mail to create the user (Read Only). */
  jitProvisioning: z.boolean(),
  scim: z.object({
    /** The SCIM 2.0 base URL the IdP provisions users at. */
    baseUrl: z.string(),
    /** When the current bearer token was generated; null: none yet, SCIM is off. */
    tokenCreatedAt: z.iso.datetime().nullable(),
  }),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const identityProvidersSchema = z.array(identityProviderSchema);

export const identityProviderParamsSchema = accountIdParamsSchema.extend({
  idpId: z.uuid('Identity provider id must be a UUID'),
});

/** A SCIM bearer token, in clear, once. */
export const scimTokenSchema = z.object({ token: z.string(), createdAt: z.iso.datetime() });

/** Staff make a provider Active (or Inactive) and decide about just-in-time users. */
export const staffIdentityProviderBodySchema = z.object({
  enabled: z.boolean(),
  jitProvisioning: z.boolean(),
});
