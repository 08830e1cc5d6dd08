import type {
  Application,
  ClusterStatus,
  KeyValidation,
  MetricDefinition,
  MetricSeries,
  NodeRole,
  NodeStatus,
  ZiaGatewayStatus,
} from '@datadeck/contracts';

/** One node as the console laid it out: what a real driver starts. */
export interface DriverNode {
  id: string;
  /** Its place in the cluster, from 0: stable for the node's life (Kafka's node.id is this + 1). */
  position: number;
  nodeSize: string;
  nodeRoles: readonly NodeRole[];
  rack: string;
  /** The size's machine (catalogue facts); null for a size whose machine is not tabled. */
  machine: NodeMachine | null;
}

/** What a node size gives a node: memory and disk (a real driver sizes the engine from them). */
export interface NodeMachine {
  memoryGiB: number;
  diskGB: number;
}

/** What the cluster asks of its engine: version, nodes and security. */
export interface DriverClusterSpec {
  version: string;
  /** The live nodes (not DELETED), in position order. */
  nodes: readonly DriverNode[];
  passwordAndUserAuth: boolean;
  clientToClusterEncryption: boolean;
  /** The application's default user and its password; null when the cluster has none. */
  defaultUser: { username: string; password: string } | null;
}

/** What a driver is told about a cluster: what the console stored when it asked for the work. */
export interface DriverCluster {
  id: string;
  name: string;
  application: Application;
  status: ClusterStatus;
  /** When the current stage (provisioning or deletion) began. */
  stageStartedAt: Date;
  spec: DriverClusterSpec;
}

/** One node as the driver sees it: its status, and where clients reach it once it listens. */
export interface NodeObservation {
  id: string;
  status: NodeStatus;
  /** The address and port clients are given; null while the driver has given it none. */
  client: { host: string; port: number } | null;
}

/** Where a cluster's provisioning or deletion stands, as the driver observes it. */
export interface LifecycleObservation {
  status: ClusterStatus;
  /** Provisioning progress 0..1 with the current stage's message; null outside PROVISIONING. */
  progress: { value: number; message: string } | null;
  /** No more work: the engine stops looking (a driver that watches running clusters never settles them). */
  settled: boolean;
  /** Why the cluster is FAILED or DEGRADED, in the engine's own words; absent otherwise. */
  reason?: string;
  /** Each node's own state, when the driver observes nodes (a real driver); absent: nodes follow the cluster. */
  nodes?: readonly NodeObservation[];
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
  /** The cluster as it is meant to be once the operation is done (its new nodes among them). */
  cluster: DriverCluster;
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
  /**
   * A real driver's nodes can fail after the cluster runs: the engine keeps observing RUNNING and
   * DEGRADED clusters (every pollIntervalMs) and records what it sees. The simulated driver's never do.
   */
  readonly watchesRunning: boolean;
  /**
   * Whether the infrastructure can hold a cluster of these nodes, asked before anything is stored:
   * null, or the limit it would pass, in words (the create's 400).
   */
  admit(plan: AdmissionPlan): Promise<string | null>;
  /** The certificate (PEM) of the CA that signs the cluster's client-facing TLS; null if none. */
  caCertificate(cluster: DriverCluster): Promise<string | null>;
  /** ZIA gateways of accounts with the zero-inbound-access feature. */
  readonly ziaGateways: ZiaGatewayDriver;
  /**
   * Metric series of one node. An answer is never changed once given: the console keeps what it
   * wrote of one for as long as the driver gives the same array again (monitoring/answer-cache.ts).
   */
  metrics(request: MetricsRequest): Promise<MetricSeries[]>;
  /**
   * Lets go of what the driver holds in this process (timers, connections) when the console
   * stops. Never stops a cluster: a real driver's engines outlive the console, which re-adopts them.
   */
  close?(): Promise<void>;
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

/** A cluster about to be created, as the driver needs it to say whether it fits. */
export interface AdmissionPlan {
  application: Application;
  version: string;
  nodes: readonly { nodeSize: string; nodeRoles: readonly NodeRole[]; machine: NodeMachine | null }[];
}
