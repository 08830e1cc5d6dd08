import type { NodeSize } from '@datadeck/contracts';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { Db } from '../../../platform/db/database.ts';
import { clusterEvents, clusterNodes, dataCentres } from '../../../platform/db/schema.ts';
import { createCluster } from '../../../../test/factories.ts';

/** Test data of the charges tests: clusters with nodes of a priced size, created and deleted when a test says. */

/** A Cassandra size of the catalogue in an AWS region, with its Pricing page price. */
export function pricedSize(catalogue: Catalogue, index = 0): NodeSize {
  const size = catalogue
    .nodeSizes({ application: 'APACHE_CASSANDRA', cloudProvider: 'AWS_VPC', region: 'US_EAST_1', role: 'CASSANDRA' })
    .filter((s) => !s.development)[index];
  if (!size) throw new Error('the catalogue has no production Cassandra size in US_EAST_1');
  return size;
}

export const cents = (size: NodeSize): number => Math.round(size.monthlyPriceUsd * 100);

/**
 * A cluster of the account created at `createdAt` with `nodes` nodes of `size`; with `deletedAt`,
 * deleted then, as the lifecycle records it (status DELETED and its cluster_events row).
 */
export async function clusterWithNodes(
  db: Db,
  accountId: string,
  options: { size: NodeSize; nodes: number; createdAt: string; deletedAt?: string; name?: string },
): Promise<{ id: string; name: string }> {
  const cluster = await createCluster(db, accountId, {
    createdAt: new Date(options.createdAt),
    ...(options.name && { name: options.name }),
    ...(options.deletedAt && { status: 'DELETED', updatedAt: new Date(options.deletedAt) }),
  });
  const [centre] = await db
    .insert(dataCentres)
    .values({
      clusterId: cluster.id,
      name: 'AWS_VPC_US_EAST_1',
      cloudProvider: options.size.cloudProvider,
      region: options.size.region,
      nodeSize: options.size.name,
      numberOfNodes: options.nodes,
      network: '10.0.0.0/16',
    })
    .returning({ id: dataCentres.id });
  if (!centre) throw new Error('data centre not created');
  await db.insert(clusterNodes).values(
    Array.from({ length: options.nodes }, (_, position) => ({
      clusterId: cluster.id,
      dataCentreId: centre.id,
      position,
      nodeSize: options.size.name,
      rack: `rack${position % 3}`,
      privateAddress: `10.0.0.${position + 1}`,
      nodeRoles: [options.size.role],
    })),
  );
  if (options.deletedAt) {
    await db.insert(clusterEvents).values([
      { clusterId: cluster.id, fromStatus: 'RUNNING', toStatus: 'DELETING', at: new Date(options.deletedAt) },
      { clusterId: cluster.id, fromStatus: 'DELETING', toStatus: 'DELETED', at: new Date(options.deletedAt) },
    ]);
  }
  return cluster;
}
