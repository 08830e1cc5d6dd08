import type { NodeRole } from '@datadeck/contracts';

/** What each kind of node does, as the pricing table names it. */
export const NODE_ROLE_LABELS: Readonly<Record<NodeRole, string>> = {
  CASSANDRA: 'Cassandra node',
  KAFKA_BROKER: 'Kafka broker',
  KAFKA_CONTROLLER: 'KRaft controller',
  OPENSEARCH_DATA: 'Data node',
  OPENSEARCH_CLUSTER_MANAGER: 'Cluster manager',
  OPENSEARCH_DASHBOARDS: 'Dashboards',
};
