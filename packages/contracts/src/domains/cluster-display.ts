import { LANDING_MESSAGES } from '../messages.ts';
import type { AddonBundle, BundleType, ClusterStatus, NodeStatus } from './cluster-vocabulary.ts';

// No zod here: the cluster list and its cards read these on the console's first load.

/** What the display reads of a cluster card (`ClusterCard` of clusters.ts, which holds its schema). */
interface CardState {
  id: string;
  status: ClusterStatus;
  provisioningDetails: { progress: number; message: string } | null;
  deleteRequestDate: string | null;
}

/**
 * Where the console serves a bundle's logo (the web app's public/logos folder). The server puts
 * it in `logoSrc` of each card, as the spec's card model carries it.
 */
export function bundleLogoSrc(bundle: BundleType): string {
  return `/logos/${bundle.toLowerCase()}.svg`;
}

/** Add-ons whose logo a card leaves out beside the main application's (plugins, not services). */
export const HIDDEN_ADDON_LOGOS: ReadonlySet<AddonBundle> = new Set(['CASSANDRA_LUCENE']);

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

/** A node's status in the tones of SPEC §4's cluster statuses: work in progress (a resize too) is info. */
const NODE_STATUS_TONES: Readonly<Record<NodeStatus, StatusTone>> = {
  PROVISIONING: 'info',
  RUNNING: 'success',
  RESIZING: 'info',
  FAILED: 'danger',
  DELETING: 'info',
  DELETED: 'info',
};
export const nodeStatusTone = (status: NodeStatus): StatusTone => NODE_STATUS_TONES[status];

export interface StatusDisplay {
  tone: StatusTone;
  label: string;
  tooltip: string;
  /** The 'DELETE REQUESTED - …' warning, when a deletion request was lodged. */
  deleteRequested: string | null;
}

export function clusterStatusDisplay(
  cluster: Pick<CardState, 'status' | 'provisioningDetails' | 'deleteRequestDate'>,
): StatusDisplay {
  const details = cluster.provisioningDetails;
  const tooltip = details
    ? `${cluster.status} - ${Math.round(details.progress * 100)}% - ${details.message}`
    : cluster.status;
  return {
    tone: STATUS_TONES[cluster.status],
    label: cluster.status,
    tooltip,
    deleteRequested: cluster.deleteRequestDate ? LANDING_MESSAGES.deleteRequested : null,
  };
}

/** The landing route a cluster card leads to (SPEC §2). */
export function clusterCardTarget(cluster: Pick<CardState, 'id' | 'status'>): string {
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
