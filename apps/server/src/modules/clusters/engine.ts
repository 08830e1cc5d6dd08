import type { ClusterStatus } from '@datadeck/contracts';
import { and, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { lookEngine, type LookResult } from '../../platform/jobs/look-engine.ts';
import { clusters } from '../../platform/db/schema.ts';
import type { LifecycleObservation } from '../../drivers/driver.ts';
import { routeSoon } from '../../platform/account-events.ts';
import { advanceOperation } from './operation.ts';
import { driverClusterOf } from './driver-cluster.ts';
import { recordNodes } from './node-observations.ts';
import { changeState, CLUSTER_STATUS_EVENTS, loadCluster, nodesOf, type ClusterRow } from './store.ts';

export const ADVANCE_CLUSTER = 'clusters.advance';
export const SWEEP_CLUSTERS = 'clusters.sweep';

/** Statuses the engine drives forward on its own. */
const MOVING: readonly ClusterStatus[] = ['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'DELETING'];

/** Statuses a driver that watches running clusters keeps observing (ClusterDriver.watchesRunning). */
const WATCHED: readonly ClusterStatus[] = ['RUNNING', 'DEGRADED'];

/** A deletion that may begin: requested, confirmed (no token pending), not yet under way. */
const deletionReady = (row: Pick<ClusterRow, 'deleteRequestDate' | 'deletionTokenHash' | 'status'>) =>
  row.deleteRequestDate !== null &&
  row.deletionTokenHash === null &&
  row.status !== 'DELETING' &&
  row.status !== 'DELETED';

/** The provisioning path; a look that finds the cluster further along records each step passed. */
const PROVISIONING_PATH: readonly ClusterStatus[] = ['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'RUNNING'];

/** Statuses from `from` (exclusive) to `to` (inclusive), in order. */
function stepsTo(from: ClusterStatus, to: ClusterStatus): ClusterStatus[] {
  const start = PROVISIONING_PATH.indexOf(from);
  const end = PROVISIONING_PATH.indexOf(to);
  return start >= 0 && end > start ? PROVISIONING_PATH.slice(start + 1, end + 1) : [to];
}

const sameAsStored = (row: ClusterRow, seen: LifecycleObservation) =>
  row.status === seen.status &&
  row.statusReason === (seen.reason ?? null) &&
  row.provisioningProgress === (seen.progress?.value ?? null) &&
  row.provisioningMessage === (seen.progress?.message ?? null);

/**
 * The provisioning engine: looks at a cluster through the driver and stores what it sees,
 * one step per job, then schedules its next look. Every write is conditional on the state it
 * read (changeState), so two server instances on one database never advance a cluster twice;
 * the queue and a sweep every minute make sure no cluster is forgotten across restarts.
 */
export function clusterEngine(ctx: AppContext) {
  const { db, driver, clock, queue, secrets } = ctx;
  /** Statuses a driver whose nodes can fail keeps watching: a node may die, or come back. */
  const watched = (status: ClusterStatus) => driver.watchesRunning && WATCHED.includes(status);

  /** One step for one cluster; says whether there is more to do. */
  async function advance(clusterId: string): Promise<LookResult> {
    const stored = await loadCluster(db, clusterId);
    if (!stored) return 'done';
    const row = stored.cluster;
    const now = clock.now();

    if (deletionReady(row)) {
      await driver.deprovision(driverClusterOf(stored, secrets, now));
      await changeState(
        db,
        row,
        {
          status: 'DELETING',
          provisioningProgress: null,
          provisioningMessage: null,
          statusReason: null,
          stageStartedAt: now,
        },
        now,
      );
      return 'more';
    }
    // An update's operation: the cluster stays RUNNING while its nodes come up or are resized.
    if (row.status === 'RUNNING' && row.operationStartedAt !== null) {
      const result = await advanceOperation(db, driver, row, driverClusterOf(stored, secrets), now);
      return watched(row.status) ? 'more' : result;
    }
    if (!MOVING.includes(row.status) && !watched(row.status)) return 'done';

    const seen = await driver.observe(driverClusterOf(stored, secrets), now);
    if (seen.nodes) await recordNodes(db, stored.nodes, seen.nodes, now);
    if (!sameAsStored(row, seen)) {
      // A late look (a slow queue, a restart) may find the cluster stages further on; each stage
      // passed is still recorded, in order, so the lifecycle reads the same however it was watched.
      let current = row;
      for (const status of row.status === seen.status ? [seen.status] : stepsTo(row.status, seen.status)) {
        const reached = status === seen.status;
        const change = {
          status,
          provisioningProgress: reached ? (seen.progress?.value ?? null) : null,
          provisioningMessage: reached ? (seen.progress?.message ?? null) : null,
          statusReason: reached ? (seen.reason ?? null) : null,
        };
        if (!(await changeState(db, current, change, now))) return 'more';
        current = { ...current, status, stateVersion: current.stateVersion + 1 };
        // A status the account is told of was recorded with it: route it now, not at the sweep.
        if (CLUSTER_STATUS_EVENTS[status]) await routeSoon(queue);
      }
      // The nodes' own states win over the cluster-wide default changeState gave them.
      if (seen.nodes) await recordNodes(db, await nodesOf(db, row.id), seen.nodes, now);
    }
    return seen.settled && !deletionReady({ ...row, status: seen.status }) ? 'done' : 'more';
  }

  /**
   * Lapses deletion requests whose confirmation link expired unfollowed (the cluster stays, and
   * may be asked to be deleted again), then names every cluster with work left, for the sweep to
   * queue a look at (after a restart, or a lost job).
   */
  async function pending(): Promise<string[]> {
    await db
      .update(clusters)
      .set({ deleteRequestDate: null, deletionTokenHash: null, deletionTokenExpiresAt: null, updatedAt: clock.now() })
      // Through the partial index of pending tokens (clusters_deletion_token_idx), not every cluster.
      .where(and(isNotNull(clusters.deletionTokenHash), lte(clusters.deletionTokenExpiresAt, clock.now())));
    // Literal SQL, the index's own predicate: with bound parameters the planner could not prove
    // that the partial index clusters_in_progress_idx covers the rows, and would scan them all.
    const inProgress = await db
      .select({ id: clusters.id })
      .from(clusters)
      .where(
        sql`(status in ('GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'DELETING') or (delete_request_date is not null and status <> 'DELETED')) and not (status not in ('GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'DELETING') and deletion_token_hash is not null)`,
      );
    // Clusters with an update's operation under way, through their own partial index.
    // Only while RUNNING: a cluster deleted mid-operation has nothing of it left to do.
    const operating = await db
      .select({ id: clusters.id })
      .from(clusters)
      .where(sql`operation_started_at is not null and status = 'RUNNING'`);
    // A driver whose nodes can fail watches every running cluster, after a restart too.
    const running = driver.watchesRunning
      ? await db.select({ id: clusters.id }).from(clusters).where(sql`status in ('RUNNING', 'DEGRADED')`)
      : [];
    return [...new Set([...inProgress, ...operating, ...running].map((c) => c.id))];
  }

  const engine = lookEngine({
    advanceJob: ADVANCE_CLUSTER,
    sweepJob: SWEEP_CLUSTERS,
    idKey: 'clusterId',
    noun: 'cluster',
    queue,
    pollIntervalMs: driver.pollIntervalMs,
    advance,
    pending,
  });
  const { schedule } = engine;

  return { advance, sweep: engine.sweep, schedule, jobs: engine.jobs };
}

export type ClusterEngine = ReturnType<typeof clusterEngine>;
