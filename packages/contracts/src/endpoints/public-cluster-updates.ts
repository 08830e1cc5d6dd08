import { apiKey, endpoint } from '../endpoint.ts';
import {
  publicCassandraClusterSchema,
  publicKafkaClusterSchema,
  publicOpensearchClusterSchema,
} from '../domains/public-clusters.ts';
import {
  cassandraClusterUpdateSchema,
  clusterUpdateParamsSchema,
  kafkaClusterUpdateSchema,
  opensearchClusterUpdateSchema,
} from '../domains/cluster-update.ts';

const CLUSTERS = '/cluster-management/v2/resources/applications';

/**
 * Updating a cluster through the public API, as Instaclustr's `PUT …/clusters/v2/{clusterId}`:
 * settings change at once, node changes start an operation (currentClusterOperationStatus
 * OPERATION_IN_PROGRESS until it is done). 409 while the cluster is not RUNNING or another
 * operation (or its deletion) is under way.
 */
export const publicClusterUpdateEndpoints = {
  updateCassandra: endpoint({
    method: 'PUT',
    path: `${CLUSTERS}/cassandra/clusters/v2/:clusterId`,
    summary: 'Update an Apache Cassandra cluster: resize, add nodes or data centres, settings',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: clusterUpdateParamsSchema,
    body: cassandraClusterUpdateSchema,
    status: 202,
    response: publicCassandraClusterSchema,
    ownErrors: [409], // Not RUNNING, or another operation under way
  }),
  updateKafka: endpoint({
    method: 'PUT',
    path: `${CLUSTERS}/kafka/clusters/v2/:clusterId`,
    summary: 'Update an Apache Kafka cluster: resize, add brokers, settings',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: clusterUpdateParamsSchema,
    body: kafkaClusterUpdateSchema,
    status: 202,
    response: publicKafkaClusterSchema,
    ownErrors: [409], // Not RUNNING, or another operation under way
  }),
  updateOpensearch: endpoint({
    method: 'PUT',
    path: `${CLUSTERS}/opensearch/clusters/v2/:clusterId`,
    summary: 'Update an OpenSearch cluster: resize node groups, add data nodes, settings',
    tag: 'public',
    access: apiKey('CLUSTER_MANAGEMENT'),
    params: clusterUpdateParamsSchema,
    body: opensearchClusterUpdateSchema,
    status: 202,
    response: publicOpensearchClusterSchema,
    ownErrors: [409], // Not RUNNING, or another operation under way
  }),
} as const;
