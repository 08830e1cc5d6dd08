import type { ClusterDetails, ClusterNode, DataCentre } from '@datadeck/contracts';
import { cluster } from '../../test/fixtures.ts';

/** Contract-shaped cluster details for this feature's tests (apiRequest checks them). */
export function clusterNode(overrides: Partial<ClusterNode> = {}): ClusterNode {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    nodeSize: 'CAS-PRD-r7g.large-400',
    status: 'RUNNING',
    rack: 'us-east-1a',
    privateAddress: '10.0.0.11',
    publicAddress: '54.1.2.3',
    nodeRoles: ['CASSANDRA'],
    ...overrides,
  };
}

export function dataCentre(overrides: Partial<DataCentre> = {}): DataCentre {
  return {
    id: 'b1b2c3d4-0000-4000-8000-000000000001',
    name: 'AWS_VPC_US_EAST_1',
    cloudProvider: 'AWS_VPC',
    region: 'US_EAST_1',
    network: '10.0.0.0/16',
    nodeSize: 'CAS-PRD-r7g.large-400',
    numberOfNodes: 1,
    replicationFactor: 3,
    clientToClusterEncryption: true,
    tags: [],
    awsSettings: [],
    continuousBackup: false,
    privateIpBroadcastForDiscovery: false,
    nodes: [clusterNode()],
    ...overrides,
  };
}

export function clusterDetails(overrides: Partial<ClusterDetails> = {}): ClusterDetails {
  return {
    ...cluster(),
    application: 'APACHE_CASSANDRA',
    applicationVersion: '5.0.6',
    slaTier: 'PRODUCTION',
    createdAt: '2026-01-02T03:04:05.000Z',
    currentClusterOperationStatus: 'NO_OPERATION',
    pciComplianceMode: false,
    privateNetworkCluster: false,
    twoFactorDelete: [],
    deletionAwaitingConfirmation: false,
    dataCentres: [dataCentre()],
    // The application's own fields, as the server answers them for Cassandra.
    cassandraVersion: '5.0.6',
    luceneEnabled: false,
    passwordAndUserAuth: true,
    resizeSettings: [],
    bundledUseOnly: false,
    connection: { defaultUsername: 'iccassandra', ports: [{ name: 'CQL', port: 9042 }] },
    statusReason: null,
    ...overrides,
  };
}
