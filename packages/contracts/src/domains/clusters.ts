import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { accountIdParamsSchema } from './accounts.ts';
import { ADDON_BUNDLES, APPLICATIONS, CLUSTER_STATUSES } from './cluster-vocabulary.ts';

export * from './cluster-display.ts';

const bundleTypeSchema = z.object({
  name: z.enum([...APPLICATIONS, ...ADDON_BUNDLES]),
  /** Path of the bundle's logo, served by the console. */
  logoSrc: z.string(),
});

/** A cluster as listed on the landing page (SPEC §3 "Cluster (list card)"). */
export const clusterCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(CLUSTER_STATUSES),
  deleteRequestDate: z.iso.datetime().nullable(),
  freeTrialPending: z.boolean(),
  freeTrialExpires: z.iso.datetime().nullable(),
  provisioningDetails: z.object({ progress: z.number().min(0).max(1), message: z.string() }).nullable(),
  mainApplication: z.object({ bundleType: bundleTypeSchema }),
  otherBundles: z.array(z.object({ bundleType: bundleTypeSchema, hideNonPrimaryBundleLogo: z.boolean() })),
  /** Tag key -> value. */
  tags: z.record(z.string(), z.string()),
});
export type ClusterCard = z.infer<typeof clusterCardSchema>;

export const clusterListQuerySchema = z.object({
  startIndex: z.coerce
    .number('startIndex must be a number')
    .int('startIndex must be a whole number')
    .min(0, 'startIndex cannot be negative')
    .default(0),
  search: z
    .string()
    .trim()
    .max(LIMITS.clusterSearchMaxLength, `Search is limited to ${LIMITS.clusterSearchMaxLength} characters`)
    .default(''),
});
export type ClusterListQuery = z.infer<typeof clusterListQuerySchema>;

/**
 * Paged result (SPEC §3): results, search, startIndex, plus the total of matches. A search with
 * more than LIMITS.clusterSearchCountBound matches is not counted to the end: `total` is then a
 * lower bound (at least the bound, and at least every match up to this page) and
 * `totalIsLowerBound` is true. The list without a search is always counted exactly.
 */
export const clusterListSchema = z.object({
  results: z.array(clusterCardSchema),
  search: z.string(),
  startIndex: z.number().int(),
  total: z.number().int(),
  totalIsLowerBound: z.boolean(),
});
export type ClusterList = z.infer<typeof clusterListSchema>;

export const clusterParamsSchema = accountIdParamsSchema.extend({
  clusterId: z.uuid('Cluster id must be a UUID'),
});
