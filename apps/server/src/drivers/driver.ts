import type {
  Application,
  ClusterStatus,
  KeyValidation,
  MetricDefinition,
  MetricSeries,
  NodeRole,
  ZiaGatewayStatus,
} from '@datadeck/contracts';

/** What a driver is told about a cluster: what the console stored when it asked for the work. */
export interface DriverCluster {
  id: string;
  name: string;
  application: Application;
  status: ClusterStatus;
  /** When the current stage (provisioning or deletion) began. */
  stageStartedAt: Date;
}

/** Where a cluster's provisioning or deletion stands, as the driver observes it. */
export interface LifecycleObservation {
  status: ClusterStatus;
  /** Provisioning progress 0..1 with the current stage's message; null outside PROVISIONING. */
  progress: { value: number; message: string } | null;
  /** No more work: the engine stops looking. */
  settled: boolean;
}

/** An update's operation as the driver is told of it: its steps, carried out in order. */
export interface DriverOperation {
  clusterId: string;
  name: string;
  application: Application;
  /** When the operation began. */
  startedAt: Date;
  /** How many steps it has (nodes added, then batches of nodes resized). */
  steps: number;
}

/** How far an operation has come, as the driver observes it. */
export interface OperationObservation {
  /** Steps finished, from the first. */
  stepsDone: number;
  /** Every step done: the engine stops looking. */
  settled: boolean;
}

/** One node's metrics over a range, as the monitoring API asks for them. */
export interface MetricsRequest {
  application: Application;
  /**
   * The node; `activeController` marks Kafka's one active controller, a fact of the whole
   * cluster that the caller, who reads all its nodes, knows.
   */
  node: { id: string; nodeSize: string; nodeRoles: readonly NodeRole[]; activeController?: boolean };
  /** When the node started serving; there are no points before it. */
  runningSince: Date;
  metrics: readonly MetricDefinition[];
  fromMs: number;
  toMs: number;
  stepMs: number;
}

/** What a driver is told about a ZIA gateway (issue 18): what the console stored. */
export interface DriverZiaGateway {
  id: string;
  name: string;
  region: string;
  status: ZiaGatewayStatus;
  /** When the current stage (provisioning or termination) began. */
  stageStartedAt: Date;
}

/** ZIA gateways, driven like clusters: started, terminated, then observed until settled. */
export interface ZiaGatewayDriver {
  provision(gateway: DriverZiaGateway): Promise<void>;
  terminate(gateway: DriverZiaGateway): Promise<void>;
  observe(gateway: DriverZiaGateway, now: Date): Promise<{ status: ZiaGatewayStatus; settled: boolean }>;
}

/**
 * The console's only way to touch infrastructure. The embedded default simulates clusters;
 * a real deployment plugs in a driver that calls a cloud provider. The engine asks it where a
 * cluster stands and stores the answer; the driver itself keeps no state.
 */
export interface ClusterDriver {
  readonly name: string;
  /** Starts provisioning (a real driver calls the cloud here). */
  provision(cluster: DriverCluster): Promise<void>;
  /** Starts deletion of the cluster's resources. */
  deprovision(cluster: DriverCluster): Promise<void>;
  /** Where provisioning or deletion stands now. */
  observe(cluster: DriverCluster, now: Date): Promise<LifecycleObservation>;
  /** Where an update's operation stands now: how many of its steps are done. */
  observeOperation(operation: DriverOperation, now: Date): Promise<OperationObservation>;
  /** How long the engine waits before it observes the cluster again. */
  readonly pollIntervalMs: number;
  /** ZIA gateways of accounts with the zero-inbound-access feature. */
  readonly ziaGateways: ZiaGatewayDriver;
  /**
   * Metric series of one node. An answer is never changed once given: the console keeps what it
   * wrote of one for as long as the driver gives the same array again (monitoring/answer-cache.ts).
   */
  metrics(request: MetricsRequest): Promise<MetricSeries[]>;
  /** Whether clusters of the provider account can encrypt their disks with the KMS key (SPEC §2). */
  validateEncryptionKey(key: EncryptionKeyCheck): Promise<KeyValidation>;
}

/** A KMS key as its ARN names it, and the provider account whose clusters would use it. */
export interface EncryptionKeyCheck {
  arn: string;
  awsAccountId: string;
  region: string;
  providerAccount: { name: string; awsAccountId: string };
}
