import { hostAddress, parseCidr, type ClusterOperation, type CreateClusterRequest } from '@datadeck/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import {
  clusterNodes,
  clusters,
  type ClusterOperationPlan,
  type ClusterOperationStep,
} from '../../platform/db/schema.ts';
import type { ClusterDriver, DriverCluster } from '../../drivers/driver.ts';
import { layOutNodes, type NodeLayout } from './layout.ts';
import { nodeStatusChange, type ClusterRow, type StoredCluster } from './store.ts';

/**
 * An update's operation: what the nodes of a cluster must become for its next request, and the
 * engine's step that carries it out. The cluster stays RUNNING throughout; its
 * currentClusterOperationStatus says OPERATION_IN_PROGRESS while `operation_started_at` is set.
 */

/** A node the update adds: where it goes, in its data centre (by index in the next request). */
export type NewNode = Omit<NodeLayout, 'position'>;

export interface NodeChanges {
  /** Nodes to bring up, after the existing ones. */
  added: NewNode[];
  /** Existing nodes that take another size. */
  resized: { nodeId: string; nodeSize: string }[];
}

/** A node's place in its data centre: its roles and its rank among nodes of those roles. */
const placeKey = (dataCentre: number, roles: readonly string[], rank: number) =>
  `${dataCentre}|${[...roles].toSorted().join(',')}|${rank}`;

/** Keys each node by its place, counting ranks in order. */
function placed<T>(nodes: readonly T[], dcOf: (n: T) => number, rolesOf: (n: T) => readonly string[]) {
  const seen = new Map<string, number>();
  return nodes.map((node) => {
    const group = `${dcOf(node)}|${[...rolesOf(node)].toSorted().join(',')}`;
    const rank = seen.get(group) ?? 0;
    seen.set(group, rank + 1);
    return { node, key: placeKey(dcOf(node), rolesOf(node), rank) };
  });
}

/**
 * What the nodes must do for the next request: each node of the next layout whose place (data
 * centre, roles, rank) an existing node holds is that node, resized if its size differs; the
 * others are new. Updates never remove nodes (the merge refuses fewer). A new node takes the
 * next free address of its data centre's network, so it never takes one an existing node has.
 */
export function nodeChanges(stored: StoredCluster, next: CreateClusterRequest): NodeChanges {
  const dcIndex = new Map(stored.dataCentres.map((dc, i) => [dc.id, i]));
  const existing = new Map(
    placed(
      stored.nodes,
      (n) => dcIndex.get(n.dataCentreId) ?? -1,
      (n) => n.nodeRoles,
    ).map(({ node, key }) => [key, node]),
  );
  const used = new Set(stored.nodes.map((n) => n.privateAddress));
  const changes: NodeChanges = { added: [], resized: [] };
  for (const { node, key } of placed(
    layOutNodes(next),
    (n) => n.dataCentre,
    (n) => n.nodeRoles,
  )) {
    const current = existing.get(key);
    if (current) {
      if (current.nodeSize !== node.nodeSize) changes.resized.push({ nodeId: current.id, nodeSize: node.nodeSize });
      continue;
    }
    const cidr = parseCidr(next.dataCentres[node.dataCentre]?.network ?? '');
    let privateAddress = node.privateAddress;
    if (cidr) {
      let host = 10;
      while (used.has(hostAddress(cidr, host))) host++;
      privateAddress = hostAddress(cidr, host);
    }
    used.add(privateAddress);
    changes.added.push({
      dataCentre: node.dataCentre,
      nodeSize: node.nodeSize,
      rack: node.rack,
      privateAddress,
      nodeRoles: node.nodeRoles,
    });
  }
  return changes;
}

/** The operation's steps: the new nodes come up first, then nodes are resized `concurrency` at a time. */
export function operationPlan(
  addedNodeIds: string[],
  resized: NodeChanges['resized'],
  concurrency: number,
): ClusterOperationPlan | null {
  const steps: ClusterOperationPlan['steps'] = [];
  if (addedNodeIds.length > 0) steps.push({ kind: 'ADDING_NODES', nodeIds: addedNodeIds });
  const size = Math.max(1, concurrency);
  for (let i = 0; i < resized.length; i += size)
    steps.push({ kind: 'RESIZING_NODES', nodes: resized.slice(i, i + size) });
  return steps.length > 0 ? { steps } : null;
}

/**
 * A step begins: the nodes it resizes are RESIZING until it ends (RUNNING again, at their new
 * size), as Instaclustr's nodes answer during a resize. New nodes are PROVISIONING from the start.
 */
export async function beginStep(tx: Pick<Db, 'update'>, step: ClusterOperationStep | undefined): Promise<void> {
  if (step?.kind !== 'RESIZING_NODES') return;
  const ids = step.nodes.map((n) => n.nodeId);
  await tx.update(clusterNodes).set({ status: 'RESIZING' }).where(inArray(clusterNodes.id, ids));
}

/** The operation as the console shows it: the step it is at and how many of its nodes are done. */
export function operationOf(
  cluster: Pick<ClusterRow, 'operationPlan' | 'operationStepsDone'>,
): ClusterOperation | undefined {
  const steps = cluster.operationPlan?.steps ?? [];
  const step = steps[Math.min(cluster.operationStepsDone, steps.length - 1)];
  if (!step) return undefined;
  if (step.kind === 'ADDING_NODES') return { kind: step.kind, done: 0, total: step.nodeIds.length };
  const resizes = steps.flatMap((s, i) => (s.kind === 'RESIZING_NODES' ? [{ count: s.nodes.length, i }] : []));
  return {
    kind: step.kind,
    done: resizes.filter((r) => r.i < cluster.operationStepsDone).reduce((sum, r) => sum + r.count, 0),
    total: resizes.reduce((sum, r) => sum + r.count, 0),
  };
}

/**
 * One look at a cluster's operation: asks the driver how many steps are done and, if more than
 * stored, carries those steps out on the nodes and records the count, compare-and-set on
 * stateVersion (another look that got there first wins; this one changes nothing). The last
 * step clears the operation: currentClusterOperationStatus is NO_OPERATION again.
 */
export async function advanceOperation(
  db: Db,
  driver: ClusterDriver,
  row: ClusterRow,
  cluster: DriverCluster,
  now: Date,
): Promise<'more' | 'done'> {
  const steps = row.operationPlan?.steps ?? [];
  if (row.operationStartedAt === null) return 'done';
  const seen = await driver.observeOperation(
    {
      clusterId: row.id,
      name: row.name,
      application: row.application,
      startedAt: row.operationStartedAt,
      steps: steps.length,
      cluster,
    },
    now,
  );
  const finished = seen.settled || seen.stepsDone >= steps.length;
  const done = finished ? steps.length : Math.max(row.operationStepsDone, seen.stepsDone);
  if (done === row.operationStepsDone && !finished) return 'more';
  const won = await db.transaction(async (tx) => {
    const updated = await tx
      .update(clusters)
      .set({
        ...(finished
          ? { operationStartedAt: null, operationPlan: null, operationStepsDone: 0 }
          : { operationStepsDone: done }),
        stateVersion: sql`${clusters.stateVersion} + 1`,
        updatedAt: now,
      })
      .where(and(eq(clusters.id, row.id), eq(clusters.stateVersion, row.stateVersion)))
      .returning({ id: clusters.id });
    if (updated.length === 0) return false;
    for (const step of steps.slice(row.operationStepsDone, done)) {
      if (step.kind === 'ADDING_NODES') {
        await tx
          .update(clusterNodes)
          .set(nodeStatusChange('RUNNING', now))
          .where(and(inArray(clusterNodes.id, step.nodeIds), eq(clusterNodes.status, 'PROVISIONING')));
      } else {
        for (const { nodeId, nodeSize } of step.nodes) {
          await tx.update(clusterNodes).set({ nodeSize, status: 'RUNNING' }).where(eq(clusterNodes.id, nodeId));
        }
      }
    }
    // The next step, if any, is under way now.
    if (!finished) await beginStep(tx, steps[done]);
    return true;
  });
  return won && finished ? 'done' : 'more';
}
