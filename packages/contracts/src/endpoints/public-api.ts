import { apiKey, endpoint } from '../endpoint.ts';
import { cassandraClusterSchema, kafkaClusterSchema, opensearchClusterSchema } from '../domains/cluster-create.ts';
import {
  clusterDataSourceSchema,
  clusterDetailsSchema,
  publicClusterParamsSchema,
  publicMonitoredClusterParamsSchema,
  publicNodeParamsSchema,
} from '../domains/cluster-details.ts';
import { publicMonitoringQuerySchema, publicMonitoringResponseSchema } from '../domains/public-monitoring.ts';

/**
 * The Instaclustr-compatible public API: paths and bodies of its Cluster Management API v2 and
 * Monitoring API, the account taken from the API key.
 */
export const publicEndpoints = {
  createCassandra: endpoint({
    method: 'POST',
    path: '/cluster-management/v2/resources/applications/cassandra/clusters/v2',
    summary: 'Create an Apache Cassandra cluster',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    body: cassandraClusterSchema,
    status: 202,
    response: clusterDetailsSchema,
    ownErrors: [409], // The name is taken in the account
  }),
  createKafka: endpoint({
    method: 'POST',
    path: '/cluster-management/v2/resources/applications/kafka/clusters/v2',
    summary: 'Create an Apache Kafka cluster',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    body: kafkaClusterSchema,
    status: 202,
    response: clusterDetailsSchema,
    ownErrors: [409], // The name is taken in the account
  }),
  createOpensearch: endpoint({
    method: 'POST',
    path: '/cluster-management/v2/resources/applications/opensearch/clusters/v2',
    summary: 'Create an OpenSearch cluster',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    body: opensearchClusterSchema,
    status: 202,
    response: clusterDetailsSchema,
    ownErrors: [409], // The name is taken in the account
  }),
  getCluster: endpoint({
    method: 'GET',
    path: '/cluster-management/v2/resources/applications/:application/clusters/v2/:clusterId',
    summary: 'One cluster of the application',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: publicClusterParamsSchema,
    status: 200,
    response: clusterDetailsSchema,
  }),
  deleteCluster: endpoint({
    method: 'DELETE',
    path: '/cluster-management/v2/resources/applications/:application/clusters/v2/:clusterId',
    summary: 'Request deletion of a cluster of the application',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: publicClusterParamsSchema,
    status: 202,
    response: clusterDetailsSchema,
    ownErrors: [409], // Deletion was requested already
  }),
  listClusters: endpoint({
    method: 'GET',
    path: '/cluster-management/v2/data-sources/clusters/v2',
    summary: "The API key's account and its clusters",
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    status: 200,
    response: clusterDataSourceSchema,
  }),
  clusterMetrics: endpoint({
    method: 'GET',
    path: '/monitoring/v1/clusters/:clusterId',
    summary: 'Metrics of every node of a cluster',
    tag: 'public',
    access: apiKey('MONITORING'),
    params: publicMonitoredClusterParamsSchema,
    query: publicMonitoringQuerySchema,
    status: 200,
    response: publicMonitoringResponseSchema,
  }),
  nodeMetrics: endpoint({
    method: 'GET',
    path: '/monitoring/v1/nodes/:nodeId',
    summary: 'Metrics of one node',
    tag: 'public',
    access: apiKey('MONITORING'),
    params: publicNodeParamsSchema,
    query: publicMonitoringQuerySchema,
    status: 200,
    response: publicMonitoringResponseSchema,
  }),
} as const;
