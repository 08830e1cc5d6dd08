import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { CLOUD_PROVIDERS, SLA_TIERS } from './cluster-vocabulary.ts';
import { networkProblem } from './network.ts';

/**
 * The fields every application's create request shares, named and shaped as in Instaclustr's
 * Cluster Management API v2 (`../shared/reference/instaclustr/cluster-management-v2.openapi.json`):
 * the console and scripts send the same bodies. Objects are strict: a field this API does not
 * know is refused with a 400 naming it (the server's error handler names each unknown key),
 * never silently dropped.
 */

/** Names as the reference's pattern `[a-zA-Z0-9][a-zA-Z0-9_-]*`, 3 to 48 characters. */
export const CLUSTER_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_-]{2,47}$/;

export const nodeSizeField = z.string('Choose a node size').trim().min(1, 'Choose a node size').max(80);

export const numberOfNodesField = z
  .number('Number of nodes must be a number')
  .int('Number of nodes must be a whole number')
  .min(1, 'At least one node')
  .max(LIMITS.maxNodesPerDataCentre, `At most ${LIMITS.maxNodesPerDataCentre} nodes per data centre`);

/** A version as the reference's `[0-9]+\.[0-9]+\.[0-9]+`. */
export const semanticVersionField = z.string().regex(/^[0-9]+\.[0-9]+\.[0-9]+$/, 'Version must look like 1.2.3');

/**
 * A value "off": false, an empty list, an empty text or nothing at all (the Terraform provider
 * sends an attribute left unset as its empty value).
 */
const isOff = (value: unknown): boolean =>
  value === undefined || value === false || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A real field of the reference whose feature Datadeck does not offer. A body copied from
 * Instaclustr that leaves the feature off passes (and the off value is answered back); turning it
 * on is refused with the reason, naming the field.
 */
export function notOffered<T extends z.ZodType>(schema: T, reason: string) {
  return schema.optional().refine(isOff, { message: reason, abort: true });
}

export const tagSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .min(1, 'Tag key is required')
    .max(LIMITS.tagKeyMaxLength, `Tag key is limited to ${LIMITS.tagKeyMaxLength} characters`),
  value: z.string().max(LIMITS.tagValueMaxLength, `Tag value is limited to ${LIMITS.tagValueMaxLength} characters`),
});

const ownNetwork = MESSAGES.notOffered.ownNetwork;

/** What every data centre has, whatever its application. */
export const dataCentreBaseSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,31}$/, 'Data centre name must be 1 to 32 letters, digits, "_" or "-"'),
  cloudProvider: z.enum(CLOUD_PROVIDERS, 'Choose a cloud provider: AWS_VPC, GCP or AZURE_AZ'),
  region: z.string('Choose a region').trim().min(1, 'Choose a region').max(64),
  network: z
    .string('Network is required')
    .trim()
    .superRefine((value, ctx) => {
      const problem = networkProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  tags: z.array(tagSchema).max(LIMITS.maxTagsPerAccount, `At most ${LIMITS.maxTagsPerAccount} tags`).default([]),
  /**
   * One of the account's provider accounts (Cluster Resources); none, or empty (what the Terraform
   * provider sends for an attribute left unset): Datadeck's own.
   */
  providerAccountName: z.string().trim().max(100).optional(),
  awsSettings: z
    .array(
      z.strictObject({
        ebsEncryptionKey: z.uuid('Encryption key must be the id of an encryption key').optional(),
        customVirtualNetworkId: notOffered(z.string(), ownNetwork),
      }),
    )
    .max(1, 'One AWS settings entry at most')
    .default([]),
  gcpSettings: notOffered(z.array(z.strictObject({ customVirtualNetworkId: z.string().optional() })), ownNetwork),
  azureSettings: notOffered(z.array(z.strictObject({ resourceGroup: z.string().optional() })), ownNetwork),
});

export const twoFactorDeleteSchema = z
  .array(
    z.strictObject({
      confirmationEmail: z.email('Confirmation e-mail must be an e-mail address'),
      confirmationPhoneNumber: z
        .string()
        .regex(/^\+?[0-9 ()-]{6,20}$/, 'Confirmation phone number must be a phone number')
        .optional(),
    }),
  )
  .max(1, 'One confirmation e-mail at most')
  .default([]);

/** How a resize is carried out: one node at a time unless told, support told when asked. */
export const resizeSettingsSchema = z
  .array(
    z.strictObject({
      notifySupportContacts: z.boolean().optional(),
      concurrency: z
        .number()
        .int('Concurrency must be a whole number')
        .min(1, 'Concurrency is at least 1')
        .max(LIMITS.maxNodesPerDataCentre, `Concurrency is at most ${LIMITS.maxNodesPerDataCentre}`)
        .optional(),
    }),
  )
  .max(1, 'One resize settings entry at most')
  .default([]);

export const descriptionField = z
  .string()
  .max(LIMITS.clusterDescriptionMaxLength, `Description is limited to ${LIMITS.clusterDescriptionMaxLength} characters`)
  .nullable()
  .default(null);

/** The root fields every application's request has. */
export const commonRequestShape = {
  name: z
    .string('Cluster name is required')
    .regex(
      CLUSTER_NAME_PATTERN,
      'Cluster name must be 3 to 48 characters: letters, digits, "_" or "-", starting with a letter or digit',
    ),
  slaTier: z.enum(SLA_TIERS, 'SLA tier must be PRODUCTION or NON_PRODUCTION'),
  privateNetworkCluster: z.boolean().default(false),
  pciComplianceMode: z.boolean().default(false),
  description: descriptionField,
  twoFactorDelete: twoFactorDeleteSchema,
  resizeSettings: resizeSettingsSchema,
  /** Instaclustr's bundled-use-only clusters (serving another cluster); kept as given. */
  bundledUseOnly: z.boolean().default(false),
};
