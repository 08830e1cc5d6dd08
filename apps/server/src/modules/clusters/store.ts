import type { AccountEventType, ClusterStatus } from '@datadeck/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { clusterEvents, clusterNodes, clusters, dataCentres } from '../../platform/db/schema.ts';
import { recordAccountEvent } from '../../platform/account-events.ts';

/** The cluster statuses the account is told of when a cluster reaches them (the three). */
export const CLUSTER_STATUS_EVENTS: Partial<Record<ClusterStatus, AccountEventType>> = {
  RUNNING: 'cluster.running',
  FAILED: 'cluster.failed',
  DELETED: 'cluster.deleted',
};

export type ClusterRow = typeof clusters.$inferSelect;
export type DataCentreRow = typeof dataCentres.$inferSelect;
export type NodeRow = typeof clusterNodes.$inferSelect;

export interface StoredCluster {
  cluster: ClusterRow;
  dataCentres: DataCentreRow[];
  nodes: NodeRow[];
}

/** A database handle or an open transaction: both run the same queries. */
type Runner = Pick<Db, 'select' | 'insert' | 'update'>;

/** One live cluster with its data centres and nodes; of the account when one is given. */
export async function loadCluster(
  db: Runner,
  clusterId: string,
  accountId?: string,
): Promise<StoredCluster | undefined> {
  const [cluster] = await db
    .select()
    .from(clusters)
    .where(
      and(
        eq(clusters.id, clusterId),
        accountId === undefined ? undefined : eq(clusters.accountId, accountId),
        ne(clusters.status, 'DELETED'),
      ),
    )
    .limit(1);
  if (!cluster) return undefined;
  const [centres, nodes] = await Promise.all([
    db.select().from(dataCentres).where(eq(dataCentres.clusterId, clusterId)).orderBy(asc(dataCentres.position)),
    db.select().from(clusterNodes).where(eq(clusterNodes.clusterId, clusterId)).orderBy(asc(clusterNodes.position)),
  ]);
  return { cluster, dataCentres: centres, nodes };
}

/** A cluster's nodes, in position order. */
export function nodesOf(db: Pick<Db, 'select'>, clusterId: string): Promise<NodeRow[]> {
  return db
    .select()
    .from(clusterNodes)
    .where(eq(clusterNodes.clusterId, clusterId))
    .orderBy(asc(clusterNodes.position));
}

export interface StateChange {
  status: ClusterStatus;
  provisioningProgress: number | null;
  provisioningMessage: string | null;
  /** Why the cluster is FAILED or DEGRADED; null clears it. Unchanged when absent. */
  statusReason?: string | null;
  /** Set when a new stage (deletion) begins. */
  stageStartedAt?: Date;
  /** Clears the deletion token once used. */
  clearDeletionToken?: boolean;
}

/**
 * Moves a cluster to a new state if nobody else has since the caller read it (its
 * stateVersion), records the change once in cluster_events and keeps the nodes in step.
 * Returns false when another process got there first: the caller then does nothing.
 */
export async function changeState(
  db: Db,
  cluster: Pick<ClusterRow, 'id' | 'status' | 'stateVersion'>,
  change: StateChange,
  at: Date,
  /** More writes of the same change (its audit event): in its transaction, only when it wins. */
  alongside?: (tx: Pick<Db, 'insert'>) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(clusters)
      .set({
        status: change.status,
        provisioningProgress: change.provisioningProgress,
        provisioningMessage: change.provisioningMessage,
        ...(change.statusReason !== undefined ? { statusReason: change.statusReason } : {}),
        stateVersion: sql`${clusters.stateVersion} + 1`,
        updatedAt: at,
        ...(change.stageStartedAt ? { stageStartedAt: change.stageStartedAt } : {}),
        ...(change.clearDeletionToken ? { deletionTokenHash: null, deletionTokenExpiresAt: null } : {}),
      })
      .where(and(eq(clusters.id, cluster.id), eq(clusters.stateVersion, cluster.stateVersion)))
      .returning({ id: clusters.id, accountId: clusters.accountId, name: clusters.name });
    const [row] = updated;
    if (!row) return false;
    if (change.status !== cluster.status) {
      await tx.insert(clusterEvents).values({
        clusterId: cluster.id,
        fromStatus: cluster.status,
        toStatus: change.status,
        message: change.provisioningMessage ?? change.statusReason ?? null,
        at,
      });
      const nodeStatus = NODE_STATUS_OF[change.status];
      if (nodeStatus)
        await tx
          .update(clusterNodes)
          .set(nodeStatusChange(nodeStatus, at))
          .where(eq(clusterNodes.clusterId, cluster.id));
      // The account is told of it (Notification Preferences) only if the change commits.
      const eventType = CLUSTER_STATUS_EVENTS[change.status];
      if (eventType) {
        await recordAccountEvent(tx, {
          accountId: row.accountId,
          type: eventType,
          data: { clusterId: cluster.id, clusterName: row.name, status: change.status, fromStatus: cluster.status },
          occurredAt: at,
        });
      }
    }
    await alongside?.(tx);
    return true;
  });
}

/**
 * A node's new status with the time it keeps of it (the public API's startTime and deletionTime):
 * the first time it runs (a resize ending does not restart that clock), and when it is deleted.
 */
export function nodeStatusChange(status: NodeRow['status'], at: Date) {
  switch (status) {
    case 'RUNNING':
      return { status, startTime: sql`coalesce(${clusterNodes.startTime}, ${at.toISOString()}::timestamptz)` };
    case 'DELETED':
      return { status, deletionTime: at };
    default:
      return { status };
  }
}

/** What a cluster's status means for its nodes (statuses not listed leave them as they are). */
const NODE_STATUS_OF: Partial<Record<ClusterStatus, NodeRow['status']>> = {
  JOINING: 'RUNNING',
  RUNNING: 'RUNNING',
  FAILED: 'FAILED',
  DELETING: 'DELETING',
  DELETED: 'DELETED',
};
