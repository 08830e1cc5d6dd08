import {
  DEFAULT_PROVIDER_ACCOUNT_NAME,
  PUBLIC_NODE_ROLE,
  type PublicCassandraCluster,
  type PublicKafkaCluster,
  type PublicNode,
  type PublicOpensearchCluster,
} from '@datadeck/contracts';
import { operationStatusOf } from './details.ts';
import { requestOf } from './request-of.ts';
import type { NodeRow, StoredCluster } from './store.ts';

/**
 * A stored cluster as Instaclustr's Cluster Management API v2 answers it: the request it stands
 * for (every field a client sent comes back), the read-only state, and the off value of each real
 * field whose feature Datadeck does not offer, so a client comparing what it sent with what it
 * reads sees no drift. Nothing of the console's own (progress, connection, card) is here.
 */
export type PublicClusterOf = {
  APACHE_CASSANDRA: PublicCassandraCluster;
  KAFKA: PublicKafkaCluster;
  OPENSEARCH: PublicOpensearchCluster;
};

function publicNode(node: NodeRow): PublicNode {
  return {
    id: node.id,
    nodeRoles: node.nodeRoles.map((role) => PUBLIC_NODE_ROLE[role]),
    rack: node.rack,
    nodeSize: node.nodeSize,
    privateAddress: node.privateAddress,
    ...(node.publicAddress !== null && { publicAddress: node.publicAddress }),
    status: node.status,
    startTime: node.startTime?.toISOString() ?? null,
    deletionTime: node.deletionTime?.toISOString() ?? null,
  };
}

/** The read-only state of the cluster and of each of its data centres, as answered. */
function stateOf(stored: StoredCluster) {
  const { cluster, dataCentres, nodes } = stored;
  return {
    cluster: {
      id: cluster.id,
      status: cluster.status,
      currentClusterOperationStatus: operationStatusOf(cluster),
      ...(cluster.description !== null && { description: cluster.description }),
    },
    /**
     * The i-th data centre's state, and what the server fills of it: the provider account
     * (Datadeck's own unless one was named) and the fields of features not offered, always off.
     */
    dataCentre: (asked: { providerAccountName?: string }, i: number) => {
      const dc = dataCentres[i];
      return {
        providerAccountName: asked.providerAccountName || DEFAULT_PROVIDER_ACCOUNT_NAME,
        gcpSettings: [],
        azureSettings: [],
        id: dc?.id ?? '',
        status: cluster.status,
        nodes: nodes.filter((n) => n.dataCentreId === dc?.id && n.status !== 'DELETED').map(publicNode),
        deletedNodes: nodes.filter((n) => n.dataCentreId === dc?.id && n.status === 'DELETED').map(publicNode),
      };
    },
  };
}

export function toPublicCluster(stored: StoredCluster): PublicClusterOf[keyof PublicClusterOf] {
  const state = stateOf(stored);
  const request = requestOf(stored);
  switch (request.application) {
    case 'APACHE_CASSANDRA': {
      const { application: _application, description: _description, ...fields } = request;
      return {
        ...fields,
        spark: [],
        ...state.cluster,
        dataCentres: fields.dataCentres.map((dc, i) => ({
          ...dc,
          privateLink: false,
          ...state.dataCentre(dc, i),
        })),
      } satisfies PublicCassandraCluster;
    }
    case 'KAFKA': {
      const { application: _application, description: _description, ...fields } = request;
      return {
        ...fields,
        schemaRegistry: [],
        restProxy: [],
        ...state.cluster,
        dataCentres: fields.dataCentres.map((dc, i) => ({
          ...dc,
          privateLink: [],
          ...state.dataCentre(dc, i),
        })),
      } satisfies PublicKafkaCluster;
    }
    case 'OPENSEARCH': {
      const { application: _application, description: _description, ...fields } = request;
      return {
        ...fields,
        opensearchDashboards: fields.opensearchDashboards.map(({ oidcProvider, ...dashboards }) => ({
          ...dashboards,
          ...(oidcProvider && { oidcProvider }),
          version: dashboards.version ?? `opensearch-dashboards:${fields.opensearchVersion}`,
        })),
        ingestNodes: [],
        ...state.cluster,
        dataCentres: fields.dataCentres.map((dc, i) => ({
          ...dc,
          privateLink: false,
          ...state.dataCentre(dc, i),
        })),
      } satisfies PublicOpensearchCluster;
    }
  }
}
