import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { accountIdParamsSchema } from './accounts.ts';

/**
 * OIDC providers (SPEC §2 Cluster resources, §3, §5, §9): the identity providers OpenSearch
 * Dashboards of the account's clusters sign in with. The client secret goes in and never comes out.
 */

const M = MESSAGES.oidcProviders;

/** SPEC §5: a valid URL, and §9: HTTPS only. */
export const oidcClientUrlSchema = z
  .string(M.clientUrlHttps)
  .trim()
  .max(LIMITS.oidcClientUrlMaxLength, M.clientUrlHttps)
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: M.clientUrlHttps }));

const clientIdSchema = z
  .string(M.clientIdRange)
  .trim()
  .min(LIMITS.oidcClientIdMinLength, M.clientIdRange)
  .max(LIMITS.oidcClientIdMaxLength, M.clientIdRange);
const clientNameSchema = z
  .string(M.clientNameBlank)
  .trim()
  .min(1, M.clientNameBlank)
  .max(LIMITS.oidcClientNameMaxLength, `Use at most ${LIMITS.oidcClientNameMaxLength} characters`);
// Not trimmed: a secret's spaces are its own.
export const oidcClientSecretSchema = z
  .string(M.clientSecretRange)
  .min(LIMITS.oidcClientSecretMinLength, M.clientSecretRange)
  .max(LIMITS.oidcClientSecretMaxLength, M.clientSecretRange);
const clientPortSchema = z
  .number(M.clientPortRange)
  .int(M.clientPortRange)
  .min(1, M.clientPortRange)
  .max(LIMITS.oidcMaxPort, M.clientPortRange);
const descriptionTextSchema = z
  .string()
  .trim()
  .max(LIMITS.oidcDescriptionMaxLength, `Use at most ${LIMITS.oidcDescriptionMaxLength} characters`);
const descriptionSchema = descriptionTextSchema.nullish().transform((d) => (d ? d : null));

/** Add: every field of §5. */
export const addOidcProviderBodySchema = z.object({
  clientId: clientIdSchema,
  clientName: clientNameSchema,
  clientSecret: oidcClientSecretSchema,
  clientUrl: oidcClientUrlSchema,
  clientPort: clientPortSchema.default(LIMITS.oidcDefaultPort),
  description: descriptionSchema,
});
export type AddOidcProviderBody = z.input<typeof addOidcProviderBodySchema>;

/** Update: the same, but a blank or absent secret keeps the stored one. */
export const updateOidcProviderBodySchema = addOidcProviderBodySchema.extend({
  clientSecret: z
    .union([z.literal(''), oidcClientSecretSchema])
    .optional()
    .transform((s) => (s ? s : null)),
});
export type UpdateOidcProviderBody = z.input<typeof updateOidcProviderBodySchema>;

/**
 * The console's form: the same rules, every field present (the port shown filled with 443, the
 * description an empty box); its output is a valid add or update body.
 */
export const oidcProviderFormSchema = z.object({
  clientId: clientIdSchema,
  clientName: clientNameSchema,
  clientSecret: oidcClientSecretSchema,
  clientUrl: oidcClientUrlSchema,
  clientPort: clientPortSchema,
  description: descriptionTextSchema,
});
export type OidcProviderForm = z.input<typeof oidcProviderFormSchema>;
/** Editing: the secret box starts empty, and empty keeps the stored secret. */
export const editOidcProviderFormSchema = oidcProviderFormSchema.extend({
  clientSecret: z.union([z.literal(''), oidcClientSecretSchema]),
});

/** A live cluster signing in to its Dashboards through the provider. */
export const oidcActiveClusterSchema = z.object({ id: z.uuid(), name: z.string() });

/** SPEC §3 OIDC provider, without its clientSecret. */
export const oidcProviderSchema = z.object({
  id: z.uuid(),
  clientId: z.string(),
  clientName: z.string(),
  clientUrl: z.string(),
  clientPort: z.number().int(),
  description: z.string().nullable(),
  clusters: z.array(oidcActiveClusterSchema),
});
export type OidcProvider = z.infer<typeof oidcProviderSchema>;
export const oidcProvidersSchema = z.array(oidcProviderSchema);

export const oidcProviderParamsSchema = accountIdParamsSchema.extend({
  oidcId: z.uuid('OIDC provider id must be a UUID'),
});

/** SPEC §2: Delete is offered, and allowed, only while no active cluster uses the provider. */
export const canDeleteOidcProvider = (provider: Pick<OidcProvider, 'clusters'>): boolean =>
  provider.clusters.length === 0;

/** The Active Clusters cell: their names, or §2's 'No active clusters'. */
export const activeClustersText = (provider: Pick<OidcProvider, 'clusters'>): string =>
  provider.clusters.length === 0 ? M.noActiveClusters : provider.clusters.map((c) => c.name).join(', ');
