import { kafkaClusterBaseSchema, TIME, type NodeRole } from '@datadeck/contracts';
import { createCluster } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { clusterNodes, dataCentres } from '../../platform/db/schema.ts';

// Clusters with nodes for the monitoring tests, the console's and the public API's.

export const KAFKA_SETTINGS = kafkaClusterBaseSchema
  .omit({
    name: true,
    slaTier: true,
    dataCentres: true,
    privateNetworkCluster: true,
    pciComplianceMode: true,
    description: true,
    twoFactorDelete: true,
  })
  .parse({ kafkaVersion: '4.2.1' });

/** A running cluster created two days ago, with one data centre of `roles.length` nodes. */
export async function monitoredCluster(
  app: TestApp,
  owner: string,
  roles: NodeRole[][],
  values: Parameters<typeof createCluster>[2] = {},
) {
  const { db } = app.context;
  const createdAt = new Date(app.clock.now().getTime() - 2 * TIME.DAY_MS);
  const cluster = await createCluster(db, owner, { createdAt, ...values });
  const [dc] = await db
    .insert(dataCentres)
    .values({
      clusterId: cluster.id,
      name: 'AWS_VPC_US_EAST_1',
      cloudProvider: 'AWS_VPC',
      region: 'US_EAST_1',
      nodeSize: 'CAS-PRD-r7g.large-400',
      numberOfNodes: roles.length,
      network: '10.0.0.0/16',
    })
    .returning({ id: dataCentres.id });
  if (!dc) throw new Error('data centre not created');
  const rows = roles.map((nodeRoles, position) => ({
    clusterId: cluster.id,
    dataCentreId: dc.id,
    position,
    nodeSize: 'CAS-PRD-r7g.large-400',
    status: 'RUNNING' as const,
    rack: `us-east-1${'abc'[position % 3]}`,
    privateAddress: `10.0.0.${10 + position}`,
    publicAddress: position === 0 ? null : `54.0.0.${10 + position}`,
    nodeRoles,
  }));
  // Inserted last first: the answer follows the position, not the insertion.
  const nodes = await db
    .insert(clusterNodes)
    .values(rows.toReversed())
    .returning({ id: clusterNodes.id, position: clusterNodes.position, rack: clusterNodes.rack });
  return { ...cluster, nodes: nodes.toSorted((a, b) => a.position - b.position) };
}

export const cassandraNodes = (): NodeRole[][] => [['CASSANDRA'], ['CASSANDRA'], ['CASSANDRA']];
