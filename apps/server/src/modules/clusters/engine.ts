import type { ClusterStatus } from '@datadeck/contracts';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { clusters } from '../../platform/db/schema.ts';
import type { LifecycleObservation } from './driver/driver.ts';
import { routeSoon } from '../../platform/account-events.ts';
import { advanceOperation } from './operation.ts';
import { changeState, CLUSTER_STATUS_EVENTS, type ClusterRow } from './store.ts';

export const ADVANCE_CLUSTER = 'clusters.advance';
export const SWEEP_CLUSTERS = 'clusters.sweep';

/** Statuses the engine drives forward on its own. */
const MOVING: readonly ClusterStatus[] = ['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'DELETING'];

/** A deletion that may begin: requested, confirmed (no token pending), not yet under way. */
const deletionReady = (row: Pick<ClusterRow, 'deleteRequestDate' | 'deletionTokenHash' | 'status'>) =>
  row.deleteRequestDate !== null &&
  row.deletionTokenHash === null &&
  row.status !== 'DELETING' &&
  row.status !== 'DELETED';

const advanceData = z.object({ clusterId: z.uuid() });

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
  row.provisioningProgress === (seen.progress?.value ?? null) &&
  row.provisioningMessage === (seen.progress?.message ?? null);

/**
 * The provisioning engine: looks at a cluster through the driver and stores what it sees,
 * one step per job, then schedules its next look. Every write is conditional on the state it
 * read (changeState), so two server instances on one database never advance a cluster twice;
 * the queue and a sweep every minute make sure no cluster is forgotten across restarts.
 */
export function clusterEngine(ctx: AppContext) {
  const { db, driver, clock, queue } = ctx;

  const schedule = (clusterId: string, delayMs = driver.pollIntervalMs) =>
    queue.send(ADVANCE_CLUSTER, { clusterId }, { delayMs, singletonKey: clusterId });

  /** One step for one cluster; says whether there is more to do. */
  async function advance(clusterId: string): Promise<'more' | 'done'> {
    const [row] = await db.select().from(clusters).where(eq(clusters.id, clusterId)).limit(1);
    if (!row || row.status === 'DELETED') return 'done';
    const now = clock.now();

    if (deletionReady(row)) {
      const driverCluster = {
        id: row.id,
        name: row.name,
        application: row.application,
        status: row.status,
        stageStartedAt: now,
      };
      await driver.deprovision(driverCluster);
      await changeState(
        db,
        row,
        { status: 'DELETING', provisioningProgress: null, provisioningMessage: null, stageStartedAt: now },
        now,
      );
      return 'more';
    }
    // An update's operation: the cluster stays RUNNING while its nodes come up or are resized.
    if (row.status === 'RUNNING' && row.operationStartedAt !== null) return advanceOperation(db, driver, row, now);
    if (!MOVING.includes(row.status)) return 'done';

    const seen = await driver.observe(
      {
        id: row.id,
        name: row.name,
        application: row.application,
        status: row.status,
        stageStartedAt: row.stageStartedAt ?? row.createdAt,
      },
      now,
    );
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
        };
        if (!(await changeState(db, current, change, now))) return 'more';
        current = { ...current, status, stateVersion: current.stateVersion + 1 };
        // A status the account is told of was recorded with it: route it now, not at the sweep.
        if (CLUSTER_STATUS_EVENTS[status]) await routeSoon(queue);
      }
    }
    return seen.settled && !deletionReady({ ...row, status: seen.status }) ? 'done' : 'more';
  }

  /**
   * Lapses deletion requests whose confirmation link expired unfollowed (the cluster stays, and
   * may be asked to be deleted again), then queues a look at every cluster with work left
   * (after a restart, or a lost job).
   */
  async function sweep(): Promise<number> {
    await db
      .update(clusters)
      .set({ deleteRequestDate: null, deletionTokenHash: null, deletionTokenExpiresAt: null, updatedAt: clock.now() })
      // Through the partial index of pending tokens (clusters_deletion_token_idx), not every cluster.
      .where(and(isNotNull(clusters.deletionTokenHash), lte(clusters.deletionTokenExpiresAt, clock.now())));
    // Literal SQL, the index's own predicate: with bound parameters the planner could not prove
    // that the partial index clusters_in_progress_idx covers the rows, and would scan them all.
    const pending = await db
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
    const queued = [...new Set([...pending, ...operating].map((c) => c.id))];
    for (const id of queued) await schedule(id, 0);
    return queued.length;
  }

  const jobs: JobDefinition[] = [
    {
      name: ADVANCE_CLUSTER,
      // `short`: one queued look per cluster, so the sweep, the API and the look before never
      // stack looks up; any number may run. Not `stately` (one queued and one *active* per key),
      // which stalled clusters for minutes: (1) a process killed mid-look leaves its jobs
      // `active` until they expire (15 minutes), and those clusters' next looks cannot start;
      // (2) a batch fetch that meets such a key fails whole on the policy's unique index, which
      // pg-boss takes for an empty queue, so every cluster waits; (3) fetches skip the keys
      // pg-boss's monitor last saw active, a snapshot refreshed about once a minute, so even
      // without a crash a cluster whose look was running at that moment waited a minute or two.
      // Two looks at one cluster at once are safe: every write is conditional (changeState).
      policy: 'short',
      // Scheduled looks are due every pollIntervalMs; pick them up promptly, many at a time, so
      // a server keeps up with hundreds of clusters changing at once.
      pollingIntervalSeconds: 0.5,
      batchSize: 50,
      run: async (log, data) => {
        const { clusterId } = advanceData.parse(data);
        let next: 'more' | 'done';
        try {
          next = await advance(clusterId);
        } catch (err) {
          // A look that failed (the driver, the database) is tried again at the next interval,
          // not left to the minute's sweep: the cluster would seem stuck meanwhile.
          log.error({ err, clusterId }, 'cluster look failed; looking again');
          next = 'more';
        }
        if (next === 'more') await schedule(clusterId);
        else log.debug({ clusterId }, 'cluster settled');
      },
    },
    {
      name: SWEEP_CLUSTERS,
      cron: '* * * * *',
      run: async (log) => {
        const queued = await sweep();
        if (queued > 0) log.info({ queued }, 'queued clusters with work left');
      },
    },
  ];

  return { advance, sweep, schedule, jobs };
}

export type ClusterEngine = ReturnType<typeof clusterEngine>;
