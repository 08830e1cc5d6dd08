import {
  bundleLogoSrc,
  clusterDetailsSchema,
  metricsFor,
  type Application,
  type ClusterDetails,
  type MonitoringResponse,
} from '@datadeck/contracts';
import { cluster } from '../../test/fixtures.ts';

/** Test data for the monitoring page, checked against the contracts' schemas like the API's. */
export const NODE_IDS = ['0b3f7c5e-1a2b-4c3d-8e4f-5a6b7c8d9e01', '0b3f7c5e-1a2b-4c3d-8e4f-5a6b7c8d9e02'] as const;

/** RUNNING nodes in racks us-east-1a, b, c…, at 10.0.0.10 onwards: what the legends and tables name. */
type ClusterNode = ClusterDetails['dataCentres'][number]['nodes'][number];

function runningNodes(ids: readonly string[], nodeSize: string, role: ClusterNode['nodeRoles'][number]): ClusterNode[] {
  return ids.map((id, i) => ({
    id,
    nodeSize,
    status: 'RUNNING',
    rack: `us-east-1${'abcdefgh'[i] ?? 'z'}`,
    privateAddress: `10.0.0.${i + 10}`,
    publicAddress: null,
    nodeRoles: [role],
  }));
}

export function clusterDetails(overrides: Partial<ClusterDetails> = {}): ClusterDetails {
  return clusterDetailsSchema.parse({
    ...cluster(),
    application: 'APACHE_CASSANDRA',
    applicationVersion: '5.0.6',
    slaTier: 'PRODUCTION',
    createdAt: '2025-01-02T03:04:05.000Z',
    currentClusterOperationStatus: 'NO_OPERATION',
    pciComplianceMode: false,
    privateNetworkCluster: false,
    twoFactorDelete: [],
    deletionAwaitingConfirmation: false,
    dataCentres: [
      {
        id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        name: 'AWS_VPC_US_EAST_1',
        cloudProvider: 'AWS_VPC',
        region: 'US_EAST_1',
        network: '10.0.0.0/16',
        nodeSize: 'CAS-PRD-r7g.large-400',
        numberOfNodes: 2,
        replicationFactor: 2,
        clientToClusterEncryption: false,
        tags: [],
        awsSettings: [],
        continuousBackup: false,
        privateIpBroadcastForDiscovery: false,
        nodes: runningNodes(NODE_IDS, 'CAS-PRD-r7g.large-400', 'CASSANDRA'),
      },
    ],
    connection: { defaultUsername: 'iccassandra', ports: [{ name: 'CQL', port: 9042 }] },
    statusReason: null,
    ...overrides,
  });
}

/** A Kafka cluster's three brokers, the nodes its metrics come from. */
export const BROKER_IDS = [
  '7d2e4f6a-8b9c-4d0e-9f1a-2b3c4d5e6f01',
  '7d2e4f6a-8b9c-4d0e-9f1a-2b3c4d5e6f02',
  '7d2e4f6a-8b9c-4d0e-9f1a-2b3c4d5e6f03',
] as const;

/** A running Kafka cluster of three brokers, one per rack. */
export function kafkaClusterDetails(): ClusterDetails {
  return clusterDetails({
    name: 'events-kafka',
    mainApplication: { bundleType: { name: 'KAFKA', logoSrc: bundleLogoSrc('KAFKA') } },
    application: 'KAFKA',
    applicationVersion: '4.2.1',
    defaultReplicationFactor: 3,
    dataCentres: [
      {
        id: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e50',
        name: 'AWS_VPC_US_EAST_1',
        cloudProvider: 'AWS_VPC',
        region: 'US_EAST_1',
        network: '10.0.0.0/16',
        nodeSize: 'KFK-PRD-r8g.large-400',
        numberOfNodes: BROKER_IDS.length,
        replicationFactor: null,
        clientToClusterEncryption: false,
        tags: [],
        awsSettings: [],
        nodes: runningNodes(BROKER_IDS, 'KFK-PRD-r8g.large-400', 'KAFKA_BROKER'),
      },
    ],
    connection: { defaultUsername: 'ickafka', ports: [{ name: 'Kafka', port: 9092 }] },
    statusReason: null,
  });
}

/** Three points 20 s apart for every metric of the application, per node asked for. */
export function metricsResponse(application: Application, nodeIds: readonly string[], base = 10): MonitoringResponse {
  const times = ['2025-01-02T10:00:00.000Z', '2025-01-02T10:00:20.000Z', '2025-01-02T10:00:40.000Z'];
  return nodeIds.map((id, n) => ({
    id,
    rack: `us-east-1${'ab'[n] ?? 'c'}`,
    publicIp: null,
    privateIp: `10.0.0.${n + 10}`,
    payload: metricsFor(application).flatMap((metric) =>
      metric.types.map((type, t) => ({
        metric: metric.metric,
        type,
        unit: metric.unit,
        values: times.map((time, i) => ({ time, value: base + n * 10 + t * 5 + i })),
      })),
    ),
  }));
}
