import { z } from 'zod';
import type { NodeRole } from './catalogue.ts';
import { CLUSTER_OPERATION_STATUSES } from './cluster-details.ts';
import { cassandraClusterBaseSchema, kafkaClusterBaseSchema, opensearchClusterBaseSchema } from './cluster-create.ts';
import { APPLICATIONS } from './cluster-vocabulary.ts';

/**
 * What the Instaclustr-compatible public API answers about a cluster: the request's own fields
 * (the create schema's output, defaults filled) and the read-only state the reference document
 * names — ids, statuses, nodes — and nothing else: no other application's fields, none of the
 * console's (progress, connection, card). `public-clusters.test.ts` compares each schema with
 * the reference's `CassandraClusterV2`, `KafkaClusterV2` and `OpenSearchClusterV2`.
 */

/**
 * Node roles as the reference's `NodeRolesV2` names them, and KAFKA_KRAFT_CONTROLLER, the role
 * Instaclustr's current API gives KRaft controllers (newer than the 2023 document).
 */
export const PUBLIC_NODE_ROLES = [
  'CASSANDRA',
  'KAFKA_BROKER',
  'KAFKA_KRAFT_CONTROLLER',
  'OPENSEARCH_DASHBOARDS',
  'OPENSEARCH_MASTER',
  'OPENSEARCH_DATA',
] as const;
export type PublicNodeRole = (typeof PUBLIC_NODE_ROLES)[number];

/** The console's role names (SPEC vocabulary) as the public API spells them. */
export const PUBLIC_NODE_ROLE: Readonly<Record<NodeRole, PublicNodeRole>> = {
  CASSANDRA: 'CASSANDRA',
  KAFKA_BROKER: 'KAFKA_BROKER',
  KAFKA_CONTROLLER: 'KAFKA_KRAFT_CONTROLLER',
  OPENSEARCH_DATA: 'OPENSEARCH_DATA',
  OPENSEARCH_CLUSTER_MANAGER: 'OPENSEARCH_MASTER',
  OPENSEARCH_DASHBOARDS: 'OPENSEARCH_DASHBOARDS',
};

export const publicNodeSchema = z.object({
  id: z.uuid(),
  nodeRoles: z.array(z.enum(PUBLIC_NODE_ROLES)),
  rack: z.string(),
  nodeSize: z.string(),
  privateAddress: z.string(),
  /** None for a private network cluster. */
  publicAddress: z.string().optional(),
  status: z.string(),
  /** When the node first started running, as a UTC timestamp; null until it has. */
  startTime: z.iso.datetime().nullable(),
  /** When the node was deleted, as a UTC timestamp; null while it is not. */
  deletionTime: z.iso.datetime().nullable(),
});
export type PublicNode = z.infer<typeof publicNodeSchema>;

/** The read-only fields of a data centre, as the reference adds them to the request's. */
const dataCentreState = {
  id: z.uuid(),
  status: z.string(),
  nodes: z.array(publicNodeSchema),
  deletedNodes: z.array(publicNodeSchema),
};

/** The read-only fields of a cluster; a description is answered when there is one. */
const clusterState = {
  id: z.uuid(),
  status: z.string(),
  currentClusterOperationStatus: z.enum(CLUSTER_OPERATION_STATUSES),
  description: z.string().optional(),
};

export const publicCassandraClusterSchema = cassandraClusterBaseSchema.extend({
  ...clusterState,
  dataCentres: z.array(cassandraClusterBaseSchema.shape.dataCentres.element.extend(dataCentreState)),
});
export const publicKafkaClusterSchema = kafkaClusterBaseSchema.extend({
  ...clusterState,
  dataCentres: z.array(kafkaClusterBaseSchema.shape.dataCentres.element.extend(dataCentreState)),
});
const dashboardsEntry = opensearchClusterBaseSchema.shape.opensearchDashboards.unwrap().element;
export const publicOpensearchClusterSchema = opensearchClusterBaseSchema.extend({
  ...clusterState,
  /** The Dashboards' version is always answered (the cluster's own unless one was asked for); a provider when there is one. */
  opensearchDashboards: z.array(
    dashboardsEntry.extend({ version: dashboardsEntry.shape.version.unwrap(), oidcProvider: z.uuid().optional() }),
  ),
  dataCentres: z.array(opensearchClusterBaseSchema.shape.dataCentres.element.extend(dataCentreState)),
});
export type PublicCassandraCluster = z.output<typeof publicCassandraClusterSchema>;
export type PublicKafkaCluster = z.output<typeof publicKafkaClusterSchema>;
export type PublicOpensearchCluster = z.output<typeof publicOpensearchClusterSchema>;
export type PublicCluster = PublicCassandraCluster | PublicKafkaCluster | PublicOpensearchCluster;

/**
 * The `clusters_v2` data source: the key's account and its live clusters (Instaclustr's
 * `AccountClustersV2`, answered as a list of one account).
 */
export const publicClusterListSchema = z.array(
  z.object({
    accountId: z.uuid(),
    clusters: z.array(z.object({ id: z.uuid(), application: z.enum(APPLICATIONS) })),
  }),
);
export type PublicClusterList = z.infer<typeof publicClusterListSchema>;

/** `?search=name:<name>`: the data source's filter by exact cluster name. */
export const publicClusterListQuerySchema = z.object({
  search: z
    .string()
    .regex(/^name:.+$/, 'Search must be name:<cluster name>')
    .transform((search) => search.slice('name:'.length))
    .optional(),
});
