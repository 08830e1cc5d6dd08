import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { accountIdParamsSchema } from './accounts.ts';
import {
  ADDON_BUNDLES,
  APPLICATIONS,
  CLUSTER_STATUSES,
  type AddonBundle,
  type BundleType,
  type ClusterStatus,
} from './cluster-vocabulary.ts';

/**
 * Where the console serves a bundle's logo (the web app's public/logos folder). The server puts
 * it in `logoSrc` of each card, as the spec's card model carries it.
 */
export function bundleLogoSrc(bundle: BundleType): string {
  return `/logos/${bundle.toLowerCase()}.svg`;
}

/** Add-ons whose logo a card leaves out beside the main application's (plugins, not services). */
export const HIDDEN_ADDON_LOGOS: ReadonlySet<AddonBundle> = new Set(['CASSANDRA_LUCENE']);

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

/** SPEC §4 status display: badge tone, label and tooltip of a cluster. */
export type StatusTone = 'info' | 'success' | 'danger' | 'warn';
const STATUS_TONES: Readonly<Record<ClusterStatus, StatusTone>> = {
  GENESIS: 'info',
  PROVISIONING: 'info',
  PROVISIONED: 'info',
  JOINING: 'info',
  RESTORING: 'info',
  RUNNING: 'success',
  FAILED: 'danger',
  DEFERRED: 'warn',
  DEGRADED: 'warn',
  // Not in SPEC §4: deletion is work in progress, like provisioning.
  DELETING: 'info',
  DELETED: 'info',
};

export interface StatusDisplay {
  tone: StatusTone;
  label: string;
  tooltip: string;
  /** The 'DELETE REQUESTED - …' warning, when a deletion request was lodged. */
  deleteRequested: string | null;
}

export function clusterStatusDisplay(
  cluster: Pick<ClusterCard, 'status' | 'provisioningDetails' | 'deleteRequestDate'>,
): StatusDisplay {
  const details = cluster.provisioningDetails;
  const tooltip = details
    ? `${cluster.status} - ${Math.round(details.progress * 100)}% - ${details.message}`
    : cluster.status;
  return {
    tone: STATUS_TONES[cluster.status],
    label: cluster.status,
    tooltip,
    deleteRequested: cluster.deleteRequestDate ? MESSAGES.landing.deleteRequested : null,
  };
}

/** The landing route a cluster card leads to (SPEC §2). */
export function clusterCardTarget(cluster: Pick<ClusterCard, 'id' | 'status'>): string {
  return cluster.status === 'RUNNING' ? `clusters/${cluster.id}/monitoring` : `clusters/${cluster.id}`;
}

/**
 * A search term as a case-insensitive SQL LIKE pattern matching anywhere: lower-cased, with
 * LIKE's own wildcards escaped so `50%` and `a_b` match literally. Null when there is nothing
 * to search for.
 */
export function clusterSearchPattern(search: string): string | null {
  const term = search.trim().toLowerCase();
  if (term === '') return null;
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
