import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { clusterEvents, clusterNodes, clusters, dataCentres } from '../../platform/db/schema.ts';

const clusterColumns = {
  id: clusters.id,
  application: clusters.application,
  status: clusters.status,
  createdAt: clusters.createdAt,
  /**
   * When the cluster first reached RUNNING (null if never, or if it predates the event log). Read
   * raw and converted by `firstRunningAt()`: a mapWith decoder also runs on NULL under PGlite.
   */
  firstRunningAt: sql<
    Date | string | null
  >`(select min(${clusterEvents.at}) from ${clusterEvents} where ${clusterEvents.clusterId} = ${clusters.id} and ${clusterEvents.toStatus} = 'RUNNING')`,
} as const;

/**
 * What monitoring reads, prepared once per database: the charts refresh every 20 seconds per
 * open page, so neither the ORM nor PostgreSQL builds or plans these per request.
 */
export function monitoringQueries(db: Db) {
  const accountId = sql.placeholder('accountId');
  const isLive = ne(clusters.status, 'DELETED');

  const cluster = db
    .select(clusterColumns)
    .from(clusters)
    .where(and(eq(clusters.id, sql.placeholder('clusterId')), eq(clusters.accountId, accountId), isLive))
    .limit(1)
    .prepare('monitoring_cluster');

  const clusterOfNode = db
    .select(clusterColumns)
    .from(clusterNodes)
    .innerJoin(clusters, eq(clusters.id, clusterNodes.clusterId))
    .where(and(eq(clusterNodes.id, sql.placeholder('nodeId')), eq(clusters.accountId, accountId), isLive))
    .limit(1)
    .prepare('monitoring_node_cluster');

  const nodes = db
    .select({
      id: clusterNodes.id,
      nodeSize: clusterNodes.nodeSize,
      nodeRoles: clusterNodes.nodeRoles,
      rack: clusterNodes.rack,
      privateAddress: clusterNodes.privateAddress,
      publicAddress: clusterNodes.publicAddress,
      // The public Monitoring API answers each node's rack with its data centre.
      dataCentreName: dataCentres.name,
      dataCentreProvider: dataCentres.cloudProvider,
      dataCentreRegion: dataCentres.region,
    })
    .from(clusterNodes)
    .innerJoin(dataCentres, eq(dataCentres.id, clusterNodes.dataCentreId))
    .where(and(eq(clusterNodes.clusterId, sql.placeholder('clusterId')), ne(clusterNodes.status, 'DELETED')))
    .orderBy(asc(clusterNodes.position))
    .prepare('monitoring_nodes');

  return {
    /** A live cluster of the account. */
    findCluster: async (account: string, clusterId: string) =>
      (await cluster.execute({ accountId: account, clusterId }))[0],
    /** The live cluster of the account a node belongs to. */
    findClusterOfNode: async (account: string, nodeId: string) =>
      (await clusterOfNode.execute({ accountId: account, nodeId }))[0],
    /** The cluster's nodes that are not deleted, in their order. */
    listNodes: (clusterId: string) => nodes.execute({ clusterId }),
  };
}

export type MonitoredCluster = NonNullable<Awaited<ReturnType<ReturnType<typeof monitoringQueries>['findCluster']>>>;
export type MonitoredNode = Awaited<ReturnType<ReturnType<typeof monitoringQueries>['listNodes']>>[number];

/** The first-RUNNING time of a monitored cluster as a Date, whichever form the driver gave it in. */
export const firstRunningAt = (cluster: MonitoredCluster): Date | null =>
  cluster.firstRunningAt === null ? null : new Date(cluster.firstRunningAt);
