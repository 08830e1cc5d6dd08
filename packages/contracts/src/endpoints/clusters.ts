import { authenticated, endpoint, needs, needsOrKey, publicAccess } from '../endpoint.ts';
import { accountIdParamsSchema } from '../domains/accounts.ts';
import { caCertificateResponse } from '../binary.ts';
import {
  createClusterInfoSchema,
  nodeSizesQuerySchema,
  nodeSizesSchema,
  regionsQuerySchema,
  regionsSchema,
  versionsSchema,
} from '../domains/catalogue.ts';
import { cassandraClusterSchema, kafkaClusterSchema, opensearchClusterSchema } from '../domains/cluster-create.ts';
import {
  clusterCredentialsSchema,
  clusterDetailsSchema,
  confirmDeletionBodySchema,
  confirmDeletionSchema,
  nodeParamsSchema,
} from '../domains/cluster-details.ts';
import { clusterListQuerySchema, clusterListSchema, clusterParamsSchema } from '../domains/clusters.ts';
import { monitoringQuerySchema, monitoringResponseSchema } from '../domains/monitoring.ts';

export const clustersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/clusters',
    summary: 'A page of cluster cards sorted by name, optionally filtered by a search term',
    tag: 'clusters',
    access: needsOrKey('VIEW_CLUSTERS', 'CLUSTER_MANAGEMENT'),
    params: accountIdParamsSchema,
    query: clusterListQuerySchema,
    status: 200,
    response: clusterListSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/clusters/:clusterId',
    summary: 'One cluster: settings, status, data centres, nodes and connection details',
    tag: 'clusters',
    access: needsOrKey('VIEW_CLUSTERS', 'CLUSTER_MANAGEMENT'),
    params: clusterParamsSchema,
    status: 200,
    response: clusterDetailsSchema,
  }),
  createCassandra: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/clusters/cassandra',
    summary: 'Create an Apache Cassandra cluster; provisioning continues in the background',
    tag: 'clusters',
    access: needsOrKey('CREATE_CLUSTER', 'CLUSTER_MANAGEMENT'),
    params: accountIdParamsSchema,
    body: cassandraClusterSchema,
    status: 202,
    response: clusterDetailsSchema,
    ownErrors: [409], // The name is taken in the account
  }),
  createKafka: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/clusters/kafka',
    summary: 'Create an Apache Kafka cluster; provisioning continues in the background',
    tag: 'clusters',
    access: needsOrKey('CREATE_CLUSTER', 'CLUSTER_MANAGEMENT'),
    params: accountIdParamsSchema,
    body: kafkaClusterSchema,
    status: 202,
    response: clusterDetailsSchema,
    ownErrors: [409], // The name is taken in the account
  }),
  createOpensearch: endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/clusters/opensearch',
    summary: 'Create an OpenSearch cluster; provisioning continues in the background',
    tag: 'clusters',
    access: needsOrKey('CREATE_CLUSTER', 'CLUSTER_MANAGEMENT'),
    params: accountIdParamsSchema,
    body: opensearchClusterSchema,
    status: 202,
    response: clusterDetailsSchema,
    ownErrors: [409], // The name is taken in the account
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/v1/accounts/:accountId/clusters/:clusterId',
    summary: 'Request deletion (with two-factor delete, a confirmation e-mail is sent first)',
    tag: 'clusters',
    access: needsOrKey('DELETE_CLUSTER', 'CLUSTER_MANAGEMENT'),
    params: clusterParamsSchema,
    status: 202,
    response: clusterDetailsSchema,
    ownErrors: [409], // Deletion was requested already, or an update's operation is under way
  }),
  credentials: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/clusters/:clusterId/credentials',
    summary: "The default user's password, revealed on demand",
    tag: 'clusters',
    access: needs('VIEW_CLUSTER_CREDENTIALS'),
    params: clusterParamsSchema,
    status: 200,
    response: clusterCredentialsSchema,
  }),
  caCertificate: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/clusters/:clusterId/ca-certificate',
    summary: "The certificate of the CA that signs the cluster's TLS, for clients to trust (PEM)",
    tag: 'clusters',
    access: needsOrKey('VIEW_CLUSTERS', 'CLUSTER_MANAGEMENT'),
    params: clusterParamsSchema,
    status: 200,
    response: caCertificateResponse,
  }),
  createInfo: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/create-cluster-info',
    summary: 'Whether the caller may create clusters here, forced PCI, GST and default tags',
    tag: 'clusters',
    access: needsOrKey('VIEW_CLUSTERS', 'CLUSTER_MANAGEMENT'),
    params: accountIdParamsSchema,
    status: 200,
    response: createClusterInfoSchema,
  }),
  confirmDeletion: endpoint({
    method: 'POST',
    path: '/v1/cluster-deletions/confirm',
    summary: "Confirm a two-factor deletion with the token of the e-mail's link",
    tag: 'clusters',
    // The token is the credential: whoever holds the e-mail confirms, signed in or not.
    access: publicAccess,
    body: confirmDeletionBodySchema,
    status: 200,
    response: confirmDeletionSchema,
    ownErrors: [404, 409], // An unknown or expired link; one confirmed meanwhile
  }),
} as const;

export const catalogueEndpoints = {
  versions: endpoint({
    method: 'GET',
    path: '/v1/catalogue/versions',
    summary: 'Application versions offered at creation',
    tag: 'catalogue',
    access: authenticated,
    status: 200,
    response: versionsSchema,
  }),
  regions: endpoint({
    method: 'GET',
    path: '/v1/catalogue/regions',
    summary: 'Regions of a cloud provider where an application can run',
    tag: 'catalogue',
    access: authenticated,
    query: regionsQuerySchema,
    status: 200,
    response: regionsSchema,
  }),
  nodeSizes: endpoint({
    method: 'GET',
    path: '/v1/catalogue/node-sizes',
    summary: 'Node sizes with CPU, memory, disk and monthly price, filtered by provider, region, role and SLA tier',
    tag: 'catalogue',
    access: authenticated,
    query: nodeSizesQuerySchema,
    status: 200,
    response: nodeSizesSchema,
  }),
} as const;

export const monitoringEndpoints = {
  cluster: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/monitoring/clusters/:clusterId',
    summary: 'Metrics of every node of a cluster (20-second resolution, at most 20 metrics)',
    tag: 'monitoring',
    access: needsOrKey('VIEW_CLUSTERS', 'MONITORING'),
    params: clusterParamsSchema,
    query: monitoringQuerySchema,
    status: 200,
    response: monitoringResponseSchema,
  }),
  node: endpoint({
    method: 'GET',
    path: '/v1/accounts/:accountId/monitoring/nodes/:nodeId',
    summary: 'Metrics of one node',
    tag: 'monitoring',
    access: needsOrKey('VIEW_CLUSTERS', 'MONITORING'),
    params: nodeParamsSchema,
    query: monitoringQuerySchema,
    status: 200,
    response: monitoringResponseSchema,
  }),
} as const;
