import { z } from 'zod';
import { SSO_REDIRECT_MAX_LENGTH, type SsoServiceStartQuery } from './sso-paths.ts';

/**
 * The JSON side of single sign-on's sign-in: the SAML discovery, the standard services' list and
 * the check of a standard service's start. The browser's paths are in sso-paths.ts (no zod).
 */

/** 'Sign in with SSO': which identity provider serves an e-mail address. */
export const samlDiscoveryQuerySchema = z.object({
  email: z.email('Enter a valid e-mail address').max(320),
});
export const samlDiscoverySchema = z.object({
  /** Where the browser goes to start the SAML sign-in (SP-initiated). */
  signInUrl: z.string(),
  displayName: z.string(),
});

/** A standard SSO service the sign-in page and invitations offer (name and display name only). */
export const ssoServiceListSchema = z.array(z.object({ name: z.string(), displayName: z.string() }));

/** SSO_SERVICE_PATHS.start's query, as the server checks it. */
export const ssoServiceStartQuerySchema = z.object({
  redirect: z.string().max(SSO_REDIRECT_MAX_LENGTH).optional(),
  invitation: z.string().max(200).optional(),
}) satisfies z.ZodType<SsoServiceStartQuery>;
