import type { ClusterDetails, ClusterOperationStatus } from '@datadeck/contracts';
import { toClusterCard } from './cards.ts';
import { clientEndpointsOf, connectionInfo, connectionSettingsOf } from './connection.ts';
import { operationOf } from './operation.ts';
import type { StoredCluster } from './store.ts';

const IN_PROGRESS = new Set(['GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'DELETING']);

/** Whether the cluster is busy: provisioning, deleting and updating are operations, a failure is one's end. */
export function operationStatusOf(cluster: StoredCluster['cluster']): ClusterOperationStatus {
  if (cluster.status === 'FAILED') return 'OPERATION_FAILED';
  // An update's operation runs while the cluster stays RUNNING.
  return IN_PROGRESS.has(cluster.status) || cluster.operationStartedAt !== null
    ? 'OPERATION_IN_PROGRESS'
    : 'NO_OPERATION';
}

/** A stored cluster as the console's API shows it. */
export function toClusterDetails({ cluster, dataCentres, nodes }: StoredCluster): ClusterDetails {
  const settings = cluster.settings;
  return {
    ...toClusterCard(cluster),
    ...settings,
    application: cluster.application,
    applicationVersion: cluster.applicationVersion,
    slaTier: cluster.slaTier,
    createdAt: cluster.createdAt.toISOString(),
    currentClusterOperationStatus: operationStatusOf(cluster),
    pciComplianceMode: cluster.pciComplianceMode,
    privateNetworkCluster: cluster.privateNetworkCluster,
    twoFactorDelete: cluster.twoFactorDeleteEmail
      ? [
          {
            confirmationEmail: cluster.twoFactorDeleteEmail,
            ...(cluster.twoFactorDeletePhone !== null && { confirmationPhoneNumber: cluster.twoFactorDeletePhone }),
          },
        ]
      : [],
    deletionAwaitingConfirmation: cluster.deletionTokenHash !== null,
    dataCentres: dataCentres.map((dc) => {
      const own = nodes.filter((n) => n.dataCentreId === dc.id);
      return {
        id: dc.id,
        name: dc.name,
        cloudProvider: dc.cloudProvider,
        region: dc.region,
        network: dc.network,
        nodeSize: dc.nodeSize,
        numberOfNodes: dc.numberOfNodes,
        replicationFactor: dc.replicationFactor,
        clientToClusterEncryption: dc.clientToClusterEncryption,
        tags: dc.tags,
        awsSettings: dc.awsSettings,
        ...dc.settings,
        nodes: own.map((n) => ({
          id: n.id,
          nodeSize: n.nodeSize,
          status: n.status,
          rack: n.rack,
          privateAddress: n.privateAddress,
          publicAddress: n.publicAddress,
          nodeRoles: n.nodeRoles,
        })),
      };
    }),
    connection: {
      ...connectionInfo(cluster.application, connectionSettingsOf({ cluster, dataCentres })),
      ...clientEndpointsOf(nodes),
    },
    statusReason: cluster.statusReason,
    operation: cluster.status === 'RUNNING' ? operationOf(cluster) : undefined,
  };
}
