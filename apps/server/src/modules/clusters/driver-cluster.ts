import type { DriverCluster, NodeMachine } from '../../drivers/driver.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import { nodeSizeFacts } from '../catalogue/catalogue.ts';
import { connectionInfo, connectionSettingsOf } from './connection.ts';
import type { StoredCluster } from './store.ts';

/** The memory and disk a node size gives, from the catalogue's facts of its machine. */
export function machineOf(nodeSize: string): NodeMachine | null {
  const facts = nodeSizeFacts(nodeSize);
  return facts ? { memoryGiB: facts.memoryGiB, diskGB: facts.diskGB } : null;
}

/**
 * A stored cluster as a driver is told of it: its version, live nodes and security, with the
 * default user's password opened (a real driver gives it to the engine's own user store).
 */
export function driverClusterOf(
  stored: StoredCluster,
  secrets: Pick<SecretBox, 'open'>,
  stageStartedAt: Date = stored.cluster.stageStartedAt ?? stored.cluster.createdAt,
): DriverCluster {
  const { cluster } = stored;
  const settings = connectionSettingsOf(stored);
  const username = connectionInfo(cluster.application, settings).defaultUsername;
  return {
    id: cluster.id,
    name: cluster.name,
    application: cluster.application,
    status: cluster.status,
    stageStartedAt,
    spec: {
      version: cluster.applicationVersion,
      nodes: stored.nodes
        .filter((node) => node.status !== 'DELETED')
        .map((node) => ({
          id: node.id,
          position: node.position,
          nodeSize: node.nodeSize,
          nodeRoles: node.nodeRoles,
          rack: node.rack,
          machine: machineOf(node.nodeSize),
        })),
      passwordAndUserAuth: settings.passwordAndUserAuth,
      clientToClusterEncryption: settings.clientToClusterEncryption,
      defaultUser:
        username !== null && cluster.defaultPassword !== null
          ? { username, password: secrets.open(cluster.defaultPassword) }
          : null,
    },
  };
}
