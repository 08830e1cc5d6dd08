import { z } from 'zod';
import { accountIdParamsSchema } from './accounts.ts';
import { NODE_ROLES } from './catalogue.ts';
import {
  cassandraFieldsSchema,
  dataCentreFieldsSchema,
  kafkaFieldsSchema,
  opensearchFieldsSchema,
} from './cluster-storage.ts';
import { APPLICATIONS, CLOUD_PROVIDERS, NODE_STATUSES, SLA_TIERS } from './cluster-vocabulary.ts';
import { clusterCardSchema } from './clusters.ts';

export const CLUSTER_OPERATION_STATUSES = ['NO_OPERATION', 'OPERATION_IN_PROGRESS', 'OPERATION_FAILED'] as const;
export type ClusterOperationStatus = (typeof CLUSTER_OPERATION_STATUSES)[number];

export const nodeSchema = z.object({
  id: z.uuid(),
  nodeSize: z.string(),
  status: z.enum(NODE_STATUSES),
  rack: z.string(),
  privateAddress: z.string(),
  /** Null for private-network clusters. */
  publicAddress: z.string().nullable(),
  nodeRoles: z.array(z.enum(NODE_ROLES)),
});
export type ClusterNode = z.infer<typeof nodeSchema>;

export const dataCentreSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  cloudProvider: z.enum(CLOUD_PROVIDERS),
  region: z.string(),
  network: z.string(),
  /** The data centre's main node size (OpenSearch: its data nodes'). */
  nodeSize: z.string(),
  numberOfNodes: z.number().int(),
  /** Cassandra's; null for Kafka (defaultReplicationFactor) and OpenSearch. */
  replicationFactor: z.number().int().nullable(),
  clientToClusterEncryption: z.boolean(),
  tags: z.array(z.object({ key: z.string(), value: z.string() })),
  awsSettings: z.array(z.object({ ebsEncryptionKey: z.string().optional() })),
  nodes: z.array(nodeSchema),
  ...dataCentreFieldsSchema.shape,
});
export type DataCentre = z.infer<typeof dataCentreSchema>;

/** How applications connect: the default user and the ports, per application. */
export const connectionInfoSchema = z.object({
  defaultUsername: z.string().nullable(),
  ports: z.array(z.object({ name: z.string(), port: z.number().int() })),
  /**
   * Where clients connect (`host:port` per node), when a real driver runs the nodes (the local
   * driver); absent for simulated clusters.
   */
  bootstrapServers: z.array(z.string()).optional(),
});

/**
 * An update under way (PUT …/clusters/v2/{clusterId}): the step it is at, nodes done of the step's
 * total. Absent when no operation runs; the console's field only (the public API says
 * currentClusterOperationStatus).
 */
export const CLUSTER_OPERATION_KINDS = ['ADDING_NODES', 'RESIZING_NODES'] as const;
export type ClusterOperationKind = (typeof CLUSTER_OPERATION_KINDS)[number];
export const clusterOperationSchema = z.object({
  kind: z.enum(CLUSTER_OPERATION_KINDS),
  done: z.number().int(),
  total: z.number().int(),
});
export type ClusterOperation = z.infer<typeof clusterOperationSchema>;

/**
 * One cluster, as the detail page and the API v2 GET show it: the card, the request's fields
 * (the application-specific ones present for that application only, as in Instaclustr's
 * per-application resources) and the read-only state.
 */
export const clusterDetailsSchema = clusterCardSchema
  .extend({
    application: z.enum(APPLICATIONS),
    applicationVersion: z.string(),
    slaTier: z.enum(SLA_TIERS),
    createdAt: z.iso.datetime(),
    currentClusterOperationStatus: z.enum(CLUSTER_OPERATION_STATUSES),
    pciComplianceMode: z.boolean(),
    privateNetworkCluster: z.boolean(),
    twoFactorDelete: z.array(
      z.object({ confirmationEmail: z.string(), confirmationPhoneNumber: z.string().optional() }),
    ),
    /** A two-factor deletion waits for its e-mailed link to be followed. */
    deletionAwaitingConfirmation: z.boolean(),
    dataCentres: z.array(dataCentreSchema),
    connection: connectionInfoSchema,
    /** Why the cluster is FAILED or DEGRADED, in the engine's own words (a real driver's); null otherwise. */
    statusReason: z.string().nullable(),
    operation: clusterOperationSchema.optional(),
  })
  .extend(cassandraFieldsSchema.partial().shape)
  .extend(kafkaFieldsSchema.partial().shape)
  .extend(opensearchFieldsSchema.partial().shape);
export type ClusterDetails = z.infer<typeof clusterDetailsSchema>;

/** The default user's password, read on demand (never part of the cluster itself). */
export const clusterCredentialsSchema = z.object({ username: z.string(), password: z.string() });

export const publicNodeParamsSchema = z.object({ nodeId: z.uuid('Node id must be a UUID') });
export const publicMonitoredClusterParamsSchema = z.object({ clusterId: z.uuid('Cluster id must be a UUID') });

export const nodeParamsSchema = accountIdParamsSchema.extend({ nodeId: z.uuid('Node id must be a UUID') });

export const confirmDeletionBodySchema = z.object({
  token: z.string().trim().min(1, 'The confirmation token is missing').max(200),
});
export const confirmDeletionSchema = z.object({ clusterId: z.uuid(), clusterName: z.string() });
