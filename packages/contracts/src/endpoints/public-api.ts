import { z } from 'zod';
import { apiKey, endpoint } from '../endpoint.ts';
import {
  cassandraClusterUpdateSchema,
  kafkaClusterUpdateSchema,
  opensearchClusterUpdateSchema,
} from '../domains/cluster-update.ts';
import { cassandraClusterSchema, kafkaClusterSchema, opensearchClusterSchema } from '../domains/cluster-create.ts';
import { publicMonitoredClusterParamsSchema, publicNodeParamsSchema } from '../domains/cluster-details.ts';
import { publicMonitoringQuerySchema, publicMonitoringResponseSchema } from '../domains/public-monitoring.ts';
import {
  publicCassandraClusterSchema,
  publicClusterListQuerySchema,
  publicClusterListSchema,
  publicKafkaClusterSchema,
  publicOpensearchClusterSchema,
} from '../domains/public-clusters.ts';

/** A cluster of the path's application: a cluster of another one is not found there. */
const clusterParams = z.object({ clusterId: z.uuid('Cluster id must be a UUID') });

const RESOURCES = '/cluster-management/v2/resources/applications';

/**
 * One application's cluster resource as Instaclustr's Cluster Management API v2 has it: create
 * (202 with the cluster; Terraform then polls `currentClusterOperationStatus`), read, update (202:
 * settings at once, node changes as an operation; 409 while the cluster is not RUNNING or busy)
 * and delete (204, no body; 409 while an update's operation runs). The paths also answer with a
 * trailing `/` (the Kubernetes operator sends one).
 */
function clusterResource<Body extends z.ZodType, UpdateBody extends z.ZodType, Response extends z.ZodType>(
  application: 'cassandra' | 'kafka' | 'opensearch',
  label: string,
  { body, updateBody, response }: { body: Body; updateBody: UpdateBody; response: Response },
) {
  return {
    create: endpoint({
      method: 'POST',
      path: `${RESOURCES}/${application}/clusters/v2`,
      summary: `Create ${label} cluster`,
      tag: 'public',
      access: apiKey('CLUSTER_MANAGEMENT'),
      body,
      status: 202,
      response,
      ownErrors: [409], // The name is taken in the account
    }),
    get: endpoint({
      method: 'GET',
      path: `${RESOURCES}/${application}/clusters/v2/:clusterId`,
      summary: `Get ${label} cluster details`,
      tag: 'public',
      access: apiKey('CLUSTER_MANAGEMENT'),
      params: clusterParams,
      status: 200,
      response,
    }),
    update: endpoint({
      method: 'PUT',
      path: `${RESOURCES}/${application}/clusters/v2/:clusterId`,
      summary: `Update ${label} cluster: resize, add nodes or data centres, settings`,
      tag: 'public',
      access: apiKey('CLUSTER_MANAGEMENT'),
      params: clusterParams,
      body: updateBody,
      status: 202,
      response,
      ownErrors: [409], // Not RUNNING, or another operation under way
    }),
    delete: endpoint({
      method: 'DELETE',
      path: `${RESOURCES}/${application}/clusters/v2/:clusterId`,
      summary: `Delete ${label} cluster`,
      tag: 'public',
      access: apiKey('CLUSTER_MANAGEMENT'),
      params: clusterParams,
      status: 204,
      response: z.null(),
      ownErrors: [409], // Deletion was requested already, or an update's operation is under way
    }),
  };
}

/**
 * The Instaclustr-compatible public API: paths, bodies and answers of its Cluster Management API
 * v2 and Monitoring API, the account taken from the API key.
 */
const cassandra = clusterResource('cassandra', 'an Apache Cassandra', {
  body: cassandraClusterSchema,
  updateBody: cassandraClusterUpdateSchema,
  response: publicCassandraClusterSchema,
});
const kafka = clusterResource('kafka', 'an Apache Kafka', {
  body: kafkaClusterSchema,
  updateBody: kafkaClusterUpdateSchema,
  response: publicKafkaClusterSchema,
});
const opensearch = clusterResource('opensearch', 'an OpenSearch', {
  body: opensearchClusterSchema,
  updateBody: opensearchClusterUpdateSchema,
  response: publicOpensearchClusterSchema,
});

export const publicEndpoints = {
  createCassandra: cassandra.create,
  getCassandra: cassandra.get,
  updateCassandra: cassandra.update,
  deleteCassandra: cassandra.delete,
  createKafka: kafka.create,
  getKafka: kafka.get,
  updateKafka: kafka.update,
  deleteKafka: kafka.delete,
  createOpensearch: opensearch.create,
  getOpensearch: opensearch.get,
  updateOpensearch: opensearch.update,
  deleteOpensearch: opensearch.delete,
  listClusters: endpoint({
    method: 'GET',
    path: '/cluster-management/v2/data-sources/clusters/v2',
    summary: "The API key's account and its clusters",
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    query: publicClusterListQuerySchema,
    status: 200,
    response: publicClusterListSchema,
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
