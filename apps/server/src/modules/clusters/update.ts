import {
  applicationFields,
  dataCentreFields,
  mergeUpdate,
  MESSAGES,
  type Application,
  type ClusterUpdateBody,
  type CreateClusterRequest,
} from '@datadeck/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { clusterNodes, clusters, dataCentres } from '../../platform/db/schema.ts';
import { fieldIssuesError, HttpError, notFound, type FieldIssue } from '../../platform/http/errors.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { catalogueIssues } from '../catalogue/catalogue-issues.ts';
import { encryptionKeyIssues } from '../encryption-keys/cluster-check.ts';
import { debeziumIssues } from './debezium-check.ts';
import type { ClusterEngine } from './engine.ts';
import { simulatedPublicAddress } from './layout.ts';
import { beginStep, nodeChanges, operationPlan } from './operation.ts';
import { requestOf } from './request-of.ts';
import { loadCluster, type StoredCluster } from './store.ts';

const conflict = (message: string) => new HttpError(409, [{ name: 'CONFLICT', message }]);

/** Why a cluster cannot take an update now, if it cannot. */
function busyReason({ cluster }: StoredCluster): string | null {
  if (cluster.status !== 'RUNNING') return MESSAGES.updates.notRunning;
  if (cluster.operationStartedAt !== null || cluster.deleteRequestDate !== null) return MESSAGES.updates.busy;
  return null;
}

/** A data centre's node size and count columns, as the create writes them (OpenSearch: its data nodes', all its nodes). */
function sizeColumns(next: CreateClusterRequest, dc: CreateClusterRequest['dataCentres'][number], nodesInDc: number) {
  if ('nodeSize' in dc) return { nodeSize: dc.nodeSize, numberOfNodes: dc.numberOfNodes };
  return {
    nodeSize: next.application === 'OPENSEARCH' ? (next.dataNodes[0]?.nodeSize ?? '') : '',
    numberOfNodes: nodesInDc,
  };
}

/**
 * Updates of a cluster (PUT …/clusters/v2/{clusterId}). The body is merged into the request the
 * cluster stands for (mergeUpdate: what may change, held to the create's rules), then the next
 * request is stored at once — settings, tags, the data centres' sizes and counts — in one
 * compare-and-set transaction with its audit event. What the nodes must do (come up, be resized)
 * becomes an operation the engine carries out; the cluster stays RUNNING meanwhile.
 */
export function clusterUpdates(ctx: AppContext, engine: ClusterEngine) {
  const { db, clock } = ctx;

  async function update(
    accountId: string,
    clusterId: string,
    application: Application,
    body: ClusterUpdateBody,
    actor: AuditActor,
  ): Promise<StoredCluster> {
    const stored = await loadCluster(db, clusterId, accountId);
    // Another application's path does not know the cluster, as its GET does not.
    if (!stored || stored.cluster.application !== application) throw notFound('Cluster not found');
    const busy = busyReason(stored);
    if (busy) throw conflict(busy);

    const current = requestOf(stored);
    const merged = mergeUpdate(current, body);
    if (!merged.ok) throw fieldIssuesError(merged.issues) ?? new Error('refused without issues');
    const next = merged.request;
    const existingDcs = stored.dataCentres.length;
    const problems: FieldIssue[] = catalogueIssues(ctx.catalogue, next);
    // Keys of the existing data centres were checked when they were made; a new one's now.
    const keyIssues = await encryptionKeyIssues(db, accountId, next);
    problems.push(...keyIssues.filter((i) => typeof i.path[1] === 'number' && i.path[1] >= existingDcs));
    problems.push(...(await debeziumIssues(db, accountId, next, current)));
    const refused = fieldIssuesError(problems);
    if (refused) throw refused;

    const changes = nodeChanges(stored, next);
    const now = clock.now();
    const { cluster } = stored;
    const concurrency = next.resizeSettings[0]?.concurrency ?? 1;
    await db.transaction(async (tx) => {
      const won = await tx
        .update(clusters)
        .set({
          description: next.description,
          settings: applicationFields(next),
          twoFactorDeleteEmail: next.twoFactorDelete[0]?.confirmationEmail ?? null,
          twoFactorDeletePhone: next.twoFactorDelete[0]?.confirmationPhoneNumber ?? null,
          tags: Object.fromEntries(next.dataCentres.flatMap((dc) => dc.tags.map((t) => [t.key, t.value]))),
          stateVersion: sql`${clusters.stateVersion} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(clusters.id, clusterId),
            eq(clusters.stateVersion, cluster.stateVersion),
            eq(clusters.status, 'RUNNING'),
            isNull(clusters.operationStartedAt),
            isNull(clusters.deleteRequestDate),
          ),
        )
        .returning({ id: clusters.id });
      // Another update (or the engine) got there first since this one read the cluster.
      if (won.length === 0) throw conflict(MESSAGES.updates.busy);

      const dcIds = stored.dataCentres.map((dc) => dc.id);
      for (const [i, dc] of next.dataCentres.entries()) {
        const nodesInDc =
          stored.nodes.filter((n) => n.dataCentreId === dcIds[i]).length +
          changes.added.filter((n) => n.dataCentre === i).length;
        // Settings too: an update may change a data centre's Debezium connector.
        const columns = { tags: dc.tags, settings: dataCentreFields(dc), ...sizeColumns(next, dc, nodesInDc) };
        const id = dcIds[i];
        if (id !== undefined) {
          await tx.update(dataCentres).set(columns).where(eq(dataCentres.id, id));
          continue;
        }
        const [added] = await tx
          .insert(dataCentres)
          .values({
            clusterId,
            position: i,
            name: dc.name,
            cloudProvider: dc.cloudProvider,
            region: dc.region,
            network: dc.network,
            replicationFactor: 'replicationFactor' in dc ? dc.replicationFactor : null,
            clientToClusterEncryption: 'clientToClusterEncryption' in dc && dc.clientToClusterEncryption,
            awsSettings: dc.awsSettings,
            ...columns,
          })
          .returning({ id: dataCentres.id });
        if (!added) throw new Error('data centre insert returned nothing');
        dcIds.push(added.id);
      }

      const firstPosition = Math.max(-1, ...stored.nodes.map((n) => n.position)) + 1;
      const addedIds =
        changes.added.length === 0
          ? []
          : (
              await tx
                .insert(clusterNodes)
                .values(
                  changes.added.map((node, k) => ({
                    clusterId,
                    dataCentreId: dcIds[node.dataCentre] ?? '',
                    position: firstPosition + k,
                    nodeSize: node.nodeSize,
                    status: 'PROVISIONING' as const,
                    rack: node.rack,
                    privateAddress: node.privateAddress,
                    publicAddress: next.privateNetworkCluster ? null : simulatedPublicAddress(firstPosition + k),
                    nodeRoles: node.nodeRoles,
                  })),
                )
                .returning({ id: clusterNodes.id })
            ).map((n) => n.id);
      const plan = operationPlan(addedIds, changes.resized, concurrency);
      if (plan) {
        await tx
          .update(clusters)
          .set({ operationStartedAt: now, operationPlan: plan, operationStepsDone: 0 })
          .where(eq(clusters.id, clusterId));
        await beginStep(tx, plan.steps[0]);
      }
      await recordAudit(tx, clock, actor, { type: 'CLUSTER_UPDATED', accountId, detail: cluster.name });
    });
    await engine.schedule(clusterId);

    const after = await loadCluster(db, clusterId, accountId);
    if (!after) throw notFound('Cluster not found');
    return after;
  }

  return { update };
}
