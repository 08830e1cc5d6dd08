import type { NodeRole } from './catalogue.ts';
import type { CreateClusterRequest } from './cluster-create.ts';

/** OpenSearch elects its cluster manager among three nodes. */
const CLUSTER_MANAGER_NODES = 3;

/** A group of identical nodes a cluster will run, in one data centre. */
export interface PlannedNodes {
  dataCentre: number;
  nodeSize: string;
  count: number;
  /** Roles of these nodes; the first `controllers` of a Kafka group also act as KRaft controllers. */
  roles: NodeRole[];
}

/**
 * The nodes a request asks for: what the review step prices and what provisioning launches.
 * Kafka's KRaft controllers run on the first brokers; OpenSearch's cluster manager either runs
 * on three dedicated nodes or on the first three data nodes, and without data nodes its three
 * nodes hold the data too.
 */
export function plannedNodes(request: CreateClusterRequest): PlannedNodes[] {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return request.dataCentres.map((dc, i) => ({
        dataCentre: i,
        nodeSize: dc.nodeSize,
        count: dc.numberOfNodes,
        roles: ['CASSANDRA'],
      }));
    case 'KAFKA':
      return request.dataCentres.map((dc, i) => ({
        dataCentre: i,
        nodeSize: dc.nodeSize,
        count: dc.numberOfNodes,
        roles: ['KAFKA_BROKER'],
      }));
    case 'OPENSEARCH': {
      const groups: PlannedNodes[] = [];
      const manager = request.clusterManagerNodes[0];
      if (manager?.dedicatedManager)
        groups.push({
          dataCentre: 0,
          nodeSize: manager.nodeSize,
          count: CLUSTER_MANAGER_NODES,
          roles: ['OPENSEARCH_CLUSTER_MANAGER'],
        });
      for (const data of request.dataNodes) {
        const roles: NodeRole[] =
          manager && !manager.dedicatedManager
            ? ['OPENSEARCH_DATA', 'OPENSEARCH_CLUSTER_MANAGER']
            : ['OPENSEARCH_DATA'];
        groups.push({ dataCentre: 0, nodeSize: data.nodeSize, count: data.nodeCount, roles });
      }
      if (manager && request.dataNodes.length === 0)
        groups.push({
          dataCentre: 0,
          nodeSize: manager.nodeSize,
          count: CLUSTER_MANAGER_NODES,
          roles: ['OPENSEARCH_DATA', 'OPENSEARCH_CLUSTER_MANAGER'],
        });
      for (const dashboards of request.opensearchDashboards) {
        groups.push({ dataCentre: 0, nodeSize: dashboards.nodeSize, count: 1, roles: ['OPENSEARCH_DASHBOARDS'] });
      }
      return groups;
    }
  }
}
