import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { CLUSTER_REQUESTS_MESSAGES } from '../messages/cluster-requests.ts';
import { isDevNodeSize } from './catalogue.ts';
import {
  commonRequestShape,
  dataCentreBaseSchema,
  nodeSizeField,
  notOffered,
  numberOfNodesField,
  semanticVersionField,
} from './cluster-fields.ts';
import type { SLA_TIERS } from './cluster-vocabulary.ts';
import { debeziumSchema } from './debezium.ts';
import { kafkaRuleIssues, ZOOKEEPER_NODE_COUNTS } from './kafka-rules.ts';
import { cidrsOverlap, parseCidr } from './network.ts';
import { offeredVersionField } from './version-policy.ts';

export { CLUSTER_NAME_PATTERN } from './cluster-fields.ts';

/**
 * The create-cluster request, named and shaped as Instaclustr's Cluster Management API v2 (one
 * body per application), so scripts, its Terraform provider and its Kubernetes operator carry
 * over. The console API and the public API take the same bodies; every rule is here, with the
 * message a user sees beside the field. `public-api/clusters-v2.test.ts` compares these schemas
 * with the reference document field by field.
 */

export const REPLICATION_FACTORS = { APACHE_CASSANDRA: [2, 3, 5] } as const;

const replicationFactorField = z
  .number('Replication factor must be a number')
  .int('Replication factor must be a whole number')
  .refine(
    (rf) => (REPLICATION_FACTORS.APACHE_CASSANDRA as readonly number[]).includes(rf),
    `Replication factor must be ${REPLICATION_FACTORS.APACHE_CASSANDRA.join(', ').replace(/, (\d+)$/, ' or $1')}`,
  );

const cassandraDataCentreSchema = dataCentreBaseSchema.extend({
  nodeSize: nodeSizeField,
  numberOfNodes: numberOfNodesField,
  replicationFactor: replicationFactorField,
  clientToClusterEncryption: z.boolean().default(false),
  continuousBackup: z.boolean().default(false),
  privateIpBroadcastForDiscovery: z.boolean().default(false),
  privateLink: notOffered(z.boolean(), MESSAGES.notOffered.privateLink),
  debezium: debeziumSchema,
});
/** Kafka's data centre sizes its brokers; encryption and replication are the cluster's. */
const kafkaDataCentreSchema = dataCentreBaseSchema.extend({
  nodeSize: nodeSizeField,
  numberOfNodes: numberOfNodesField,
  privateLink: notOffered(z.array(z.strictObject({ advertisedHostname: z.string() })), MESSAGES.notOffered.privateLink),
});
/** OpenSearch data centres carry no sizes (dataNodes and clusterManagerNodes say them), only their racks. */
const opensearchDataCentreSchema = dataCentreBaseSchema.extend({
  numberOfRacks: z
    .number('Number of racks must be a number')
    .int('Number of racks must be a whole number')
    .min(LIMITS.minRacks, `At least ${LIMITS.minRacks} racks`)
    .max(LIMITS.maxRacks, `At most ${LIMITS.maxRacks} racks`)
    .default(LIMITS.defaultRacks),
  privateLink: notOffered(z.boolean(), MESSAGES.notOffered.privateLink),
});

/** KRaft's quorum: three controllers, on the first brokers. */
const KRAFT_CONTROLLERS = 3;

/** Karapace add-ons run on the brokers, in the version Datadeck ships unless one is named. */
const KARAPACE_VERSION = '3.15.0';

export const cassandraClusterBaseSchema = z.strictObject({
  ...commonRequestShape,
  cassandraVersion: offeredVersionField('APACHE_CASSANDRA'),
  dataCentres: z
    .array(cassandraDataCentreSchema)
    .min(1, 'At least one data centre')
    .max(LIMITS.maxCassandraDataCentres, `At most ${LIMITS.maxCassandraDataCentres} data centres`),
  luceneEnabled: z.boolean().default(false),
  passwordAndUserAuth: z.boolean().default(true),
  spark: notOffered(z.array(z.strictObject({ version: z.string() })), MESSAGES.notOffered.spark),
});

export const kafkaClusterBaseSchema = z.strictObject({
  ...commonRequestShape,
  kafkaVersion: offeredVersionField('KAFKA'),
  dataCentres: z.array(kafkaDataCentreSchema).length(1, 'A Kafka cluster has exactly one data centre'),
  /** Also the number of racks the brokers are spread over (as in Instaclustr). */
  defaultReplicationFactor: z
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(LIMITS.maxRacks, `At most ${LIMITS.maxRacks}`)
    .default(3),
  defaultNumberOfPartitions: z
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(1000, 'At most 1000')
    .default(3),
  autoCreateTopics: z.boolean().default(true),
  allowDeleteTopics: z.boolean().default(true),
  clientToClusterEncryption: z.boolean().default(false),
  clientBrokerAuthWithMtls: z.boolean().default(false),
  karapaceSchemaRegistry: z
    .array(z.strictObject({ version: semanticVersionField.default(KARAPACE_VERSION) }))
    .max(1, 'One Karapace Schema Registry entry at most')
    .default([]),
  karapaceRestProxy: z
    .array(
      z.strictObject({
        integrateRestProxyWithSchemaRegistry: z.boolean().default(false),
        version: semanticVersionField.default(KARAPACE_VERSION),
      }),
    )
    .max(1, 'One Karapace REST Proxy entry at most')
    .default([]),
  /**
   * KRaft controllers, on the first brokers of the data centre. Left out (or empty, the Terraform
   * provider's unset block), the create schema fills it: three controllers, or none on a cluster
   * with dedicated ZooKeeper nodes (kafkaClusterSchema's `overwrite`).
   */
  kraft: z
    .array(
      z.strictObject({
        controllerNodeCount: z
          .number('Give the number of KRaft controller nodes')
          .int('KRaft needs 3 controller nodes')
          .refine((count) => count === KRAFT_CONTROLLERS, 'KRaft needs 3 controller nodes')
          .default(KRAFT_CONTROLLERS),
      }),
    )
    .max(1, 'One kraft entry at most')
    .optional(),
  /**
   * ZooKeeper on nodes of its own instead of KRaft: Kafka 3.x only (kafka-rules.ts). Kept and
   * answered as given; the nodes are not laid out (the catalogue offers no ZooKeeper role).
   */
  dedicatedZookeeper: z
    .array(
      z.strictObject({
        zookeeperNodeSize: nodeSizeField,
        zookeeperNodeCount: z
          .number(CLUSTER_REQUESTS_MESSAGES.zookeeperNodeCount)
          .int(CLUSTER_REQUESTS_MESSAGES.zookeeperNodeCount)
          .refine((count) => ZOOKEEPER_NODE_COUNTS.includes(count), CLUSTER_REQUESTS_MESSAGES.zookeeperNodeCount),
      }),
    )
    .max(1, 'One dedicated ZooKeeper entry at most')
    .default([]),
  schemaRegistry: notOffered(z.array(z.strictObject({ version: z.string() })), MESSAGES.notOffered.schemaRegistry),
  restProxy: notOffered(
    z.array(
      z.strictObject({
        integrateRestProxyWithSchemaRegistry: z.boolean(),
        version: z.string(),
        useLocalSchemaRegistry: z.boolean().optional(),
        schemaRegistryServerUrl: z.string().optional(),
        schemaRegistryUsername: z.string().optional(),
        schemaRegistryPassword: z.string().optional(),
      }),
    ),
    MESSAGES.notOffered.restProxy,
  ),
});

/** OpenSearch plugins, each off unless asked for. */
export const OPENSEARCH_PLUGINS = [
  'icuPlugin',
  'knnPlugin',
  'alertingPlugin',
  'sqlPlugin',
  'anomalyDetectionPlugin',
  'asynchronousSearchPlugin',
  'notificationsPlugin',
  'reportingPlugin',
  'indexManagementPlugin',
] as const;
export type OpensearchPlugin = (typeof OPENSEARCH_PLUGINS)[number];
const pluginFlags = Object.fromEntries(OPENSEARCH_PLUGINS.map((p) => [p, z.boolean().default(false)])) as Record<
  OpensearchPlugin,
  z.ZodDefault<z.ZodBoolean>
>;

export const opensearchClusterBaseSchema = z.strictObject({
  ...commonRequestShape,
  opensearchVersion: offeredVersionField('OPENSEARCH'),
  dataCentres: z.array(opensearchDataCentreSchema).length(1, 'An OpenSearch cluster has exactly one data centre'),
  clusterManagerNodes: z
    .array(z.strictObject({ nodeSize: nodeSizeField, dedicatedManager: z.boolean().default(false) }))
    .length(1, 'Give one cluster manager entry'),
  /** None: the three cluster manager nodes hold the data too (they must not be dedicated then). */
  dataNodes: z
    .array(z.strictObject({ nodeSize: nodeSizeField, nodeCount: numberOfNodesField }))
    .max(1, 'One data node entry at most')
    .default([]),
  opensearchDashboards: z
    .array(
      z.strictObject({
        nodeSize: nodeSizeField,
        /** An OIDC provider of the account's; empty (Terraform's unset attribute) is none, as null is. */
        oidcProvider: z
          .string()
          .refine((id) => id === '' || z.uuid().safeParse(id).success, 'OIDC provider must be an id')
          .nullable()
          .default(null),
        /** `opensearch-dashboards:<version>`; the cluster's own version when not given. */
        version: z
          .string()
          .regex(/^opensearch-dashboards:[0-9]+\.[0-9]+\.[0-9]+$/, 'Version must look like opensearch-dashboards:1.2.3')
          .optional(),
      }),
    )
    .max(1, 'One OpenSearch Dashboards entry at most')
    .default([]),
  loadBalancer: z.boolean().default(false),
  ingestNodes: notOffered(
    z.array(z.strictObject({ nodeSize: z.string(), nodeCount: z.number().int() })),
    MESSAGES.notOffered.ingestNodes,
  ),
  ...pluginFlags,
});

type Issue = { path: (string | number)[]; message: string };
type AnyDataCentre = z.output<typeof dataCentreBaseSchema> & {
  nodeSize?: string;
  numberOfNodes?: number;
  replicationFactor?: number;
  clientToClusterEncryption?: boolean;
};

/** Rules across fields every application shares. */
function commonIssues(body: {
  slaTier: (typeof SLA_TIERS)[number];
  pciComplianceMode: boolean;
  dataCentres: readonly AnyDataCentre[];
}): Issue[] {
  const issues: Issue[] = [];
  const seenNames = new Set<string>();
  body.dataCentres.forEach((dc, i) => {
    const at = (field: string) => ['dataCentres', i, field];
    if (dc.nodeSize && body.slaTier === 'PRODUCTION' && isDevNodeSize(dc.nodeSize)) {
      issues.push({ path: at('nodeSize'), message: DEV_SIZE_MESSAGE });
    }
    const name = dc.name.toLowerCase();
    if (seenNames.has(name)) issues.push({ path: at('name'), message: 'Data centre names must be unique' });
    seenNames.add(name);
    if (dc.awsSettings.length > 0 && dc.cloudProvider !== 'AWS_VPC') {
      issues.push({ path: at('awsSettings'), message: 'AWS settings apply to AWS_VPC data centres only' });
    }
    const keys = new Set<string>();
    dc.tags.forEach((tag, t) => {
      if (keys.has(tag.key))
        issues.push({ path: ['dataCentres', i, 'tags', t, 'key'], message: `Tag "${tag.key}" is given twice` });
      keys.add(tag.key);
    });
    const own = parseCidr(dc.network);
    body.dataCentres.slice(0, i).forEach((other) => {
      const theirs = parseCidr(other.network);
      if (own && theirs && cidrsOverlap(own, theirs)) {
        issues.push({ path: at('network'), message: `Network overlaps data centre ${other.name}` });
      }
    });
  });
  return issues;
}

export const DEV_SIZE_MESSAGE = 'Development node sizes are for NON_PRODUCTION clusters only';
const PCI_NEEDS_ENCRYPTION = 'PCI compliance mode needs client to cluster encryption';

/** Nodes are spread evenly over the racks: a count that does not divide leaves a rack short. */
const multipleOf = (count: number, racks: number, what: string) =>
  count % racks === 0 ? null : `${what} must be a multiple of ${racks}, the number of racks`;

const report = (issues: Issue[], ctx: z.RefinementCtx) => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
};

export const cassandraClusterSchema = cassandraClusterBaseSchema.superRefine((body, ctx) => {
  report(commonIssues(body), ctx);
  body.dataCentres.forEach((dc, i) => {
    // An invalid factor has its own message; a multiple of it would only add noise.
    if (
      (REPLICATION_FACTORS.APACHE_CASSANDRA as readonly number[]).includes(dc.replicationFactor) &&
      dc.numberOfNodes % dc.replicationFactor !== 0
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataCentres', i, 'numberOfNodes'],
        message: `Number of nodes must be a multiple of the replication factor (${dc.replicationFactor})`,
      });
    }
    if (body.pciComplianceMode && !dc.clientToClusterEncryption) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataCentres', i, 'clientToClusterEncryption'],
        message: PCI_NEEDS_ENCRYPTION,
      });
    }
  });
  if (body.pciComplianceMode && !body.passwordAndUserAuth) {
    ctx.addIssue({
      code: 'custom',
      path: ['passwordAndUserAuth'],
      message: 'PCI compliance mode needs password authentication',
    });
  }
});

/**
 * KRaft unless told otherwise, as Instaclustr (Kafka 3.6.1 and later): a request without a kraft
 * entry gets three controllers, one with dedicated ZooKeeper nodes none (it runs ZooKeeper).
 */
const withKraftFilled = <T extends { kraft?: { controllerNodeCount: number }[]; dedicatedZookeeper: unknown[] }>(
  body: T,
): T =>
  body.kraft !== undefined && body.kraft.length > 0
    ? body
    : { ...body, kraft: body.dedicatedZookeeper.length > 0 ? [] : [{ controllerNodeCount: KRAFT_CONTROLLERS }] };

export const kafkaClusterSchema = kafkaClusterBaseSchema.overwrite(withKraftFilled).superRefine((body, ctx) => {
  report(commonIssues(body), ctx);
  report(kafkaRuleIssues(body), ctx);
  if (body.pciComplianceMode && !body.clientToClusterEncryption) {
    ctx.addIssue({ code: 'custom', path: ['clientToClusterEncryption'], message: PCI_NEEDS_ENCRYPTION });
  }
  const zookeeperSize = body.dedicatedZookeeper[0]?.zookeeperNodeSize;
  if (zookeeperSize !== undefined && body.slaTier === 'PRODUCTION' && isDevNodeSize(zookeeperSize)) {
    ctx.addIssue({ code: 'custom', path: ['dedicatedZookeeper', 0, 'zookeeperNodeSize'], message: DEV_SIZE_MESSAGE });
  }
  const dc = body.dataCentres[0];
  if (dc === undefined) return;
  const nodes = dc.numberOfNodes;
  // More replicas than brokers has its own message (kafka-rules.ts); a multiple would only add noise.
  const uneven =
    body.defaultReplicationFactor > nodes
      ? null
      : multipleOf(nodes, body.defaultReplicationFactor, 'Number of brokers');
  if (uneven) ctx.addIssue({ code: 'custom', path: ['dataCentres', 0, 'numberOfNodes'], message: uneven });
  const controllers = body.kraft?.[0]?.controllerNodeCount ?? 0;
  if (controllers > nodes) {
    ctx.addIssue({
      code: 'custom',
      path: ['dataCentres', 0, 'numberOfNodes'],
      message: `KRaft needs at least ${controllers} brokers`,
    });
  }
});

export const opensearchClusterSchema = opensearchClusterBaseSchema.superRefine((body, ctx) => {
  report(commonIssues(body), ctx);
  const racks = body.dataCentres[0]?.numberOfRacks ?? LIMITS.defaultRacks;
  // A number of racks out of bounds has its own message; a multiple of it would only add noise.
  const racksValid = racks >= LIMITS.minRacks && racks <= LIMITS.maxRacks;
  body.dataNodes.forEach((n, i) => {
    const uneven = racksValid ? multipleOf(n.nodeCount, racks, 'Data nodes') : null;
    if (uneven) ctx.addIssue({ code: 'custom', path: ['dataNodes', i, 'nodeCount'], message: uneven });
  });
  if (body.dataNodes.length === 0 && body.clusterManagerNodes[0]?.dedicatedManager) {
    ctx.addIssue({
      code: 'custom',
      path: ['dataNodes'],
      message: 'Give data nodes: dedicated cluster manager nodes hold no data',
    });
  }
  const sized: [string, (string | number)[]][] = [
    ...body.dataNodes.map((n, i): [string, (string | number)[]] => [n.nodeSize, ['dataNodes', i, 'nodeSize']]),
    ...body.clusterManagerNodes.map((n, i): [string, (string | number)[]] => [
      n.nodeSize,
      ['clusterManagerNodes', i, 'nodeSize'],
    ]),
    ...body.opensearchDashboards.map((n, i): [string, (string | number)[]] => [
      n.nodeSize,
      ['opensearchDashboards', i, 'nodeSize'],
    ]),
  ];
  for (const [size, path] of sized) {
    if (body.slaTier === 'PRODUCTION' && isDevNodeSize(size))
      ctx.addIssue({ code: 'custom', path, message: DEV_SIZE_MESSAGE });
  }
});

export const CREATE_CLUSTER_SCHEMAS = {
  APACHE_CASSANDRA: cassandraClusterSchema,
  KAFKA: kafkaClusterSchema,
  OPENSEARCH: opensearchClusterSchema,
} as const;

export type CassandraClusterRequest = z.output<typeof cassandraClusterSchema>;
export type KafkaClusterRequest = z.output<typeof kafkaClusterSchema>;
export type OpensearchClusterRequest = z.output<typeof opensearchClusterSchema>;
export type CreateClusterRequest =
  | ({ application: 'APACHE_CASSANDRA' } & CassandraClusterRequest)
  | ({ application: 'KAFKA' } & KafkaClusterRequest)
  | ({ application: 'OPENSEARCH' } & OpensearchClusterRequest);

/** The version field of a request, whatever its application. */
export function requestVersion(request: CreateClusterRequest): string {
  switch (request.application) {
    case 'APACHE_CASSANDRA':
      return request.cassandraVersion;
    case 'KAFKA':
      return request.kafkaVersion;
    case 'OPENSEARCH':
      return request.opensearchVersion;
  }
}
