import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { APPLICATION_VERSIONS, isDevNodeSize, type NodeRole } from './catalogue.ts';
import { CLOUD_PROVIDERS, SLA_TIERS, type Application } from './cluster-vocabulary.ts';
import { cidrsOverlap, networkProblem, parseCidr } from './network.ts';

/**
 * The create-cluster request, shaped like the Instaclustr Cluster Management API v2 (one body
 * per application) so existing scripts carry over. The console API and the public API take the
 * same bodies; every rule is here, with the message a user sees beside the field.
 */

/** Path segment of each application in the create paths. */
export const APPLICATION_PATHS = {
  cassandra: 'APACHE_CASSANDRA',
  kafka: 'KAFKA',
  opensearch: 'OPENSEARCH',
} as const satisfies Record<string, Application>;
export type ApplicationPath = keyof typeof APPLICATION_PATHS;
export const applicationPathOf = (application: Application): ApplicationPath =>
  application === 'APACHE_CASSANDRA' ? 'cassandra' : application === 'KAFKA' ? 'kafka' : 'opensearch';

export const CLUSTER_NAME_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_-]{2,31}$/;

const nodeSizeField = z.string('Choose a node size').trim().min(1, 'Choose a node size').max(80);

const tagSchema = z.object({
  key: z
    .string()
    .trim()
    .min(1, 'Tag key is required')
    .max(LIMITS.tagKeyMaxLength, `Tag key is limited to ${LIMITS.tagKeyMaxLength} characters`),
  value: z.string().max(LIMITS.tagValueMaxLength, `Tag value is limited to ${LIMITS.tagValueMaxLength} characters`),
});

const dataCentreBaseSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,31}$/, 'Data centre name must be 1 to 32 letters, digits, "_" or "-"'),
  cloudProvider: z.enum(CLOUD_PROVIDERS, 'Choose a cloud provider: AWS_VPC, GCP or AZURE_AZ'),
  region: z.string('Choose a region').trim().min(1, 'Choose a region').max(64),
  network: z
    .string('Network is required')
    .trim()
    .superRefine((value, ctx) => {
      const problem = networkProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  clientToClusterEncryption: z.boolean().default(false),
  tags: z.array(tagSchema).max(LIMITS.maxTagsPerAccount, `At most ${LIMITS.maxTagsPerAccount} tags`).default([]),
  awsSettings: z
    .array(z.object({ ebsEncryptionKey: z.uuid('Encryption key must be the id of an encryption key') }))
    .max(1)
    .default([]),
});

const numberOfNodes = z
  .number('Number of nodes must be a number')
  .int('Number of nodes must be a whole number')
  .min(1, 'At least one node')
  .max(LIMITS.maxNodesPerDataCentre, `At most ${LIMITS.maxNodesPerDataCentre} nodes per data centre`);

const replicationFactorOf = (allowed: readonly number[]) =>
  z
    .number('Replication factor must be a number')
    .refine(
      (rf) => allowed.includes(rf),
      `Replication factor must be ${allowed.join(', ').replace(/, (\d+)$/, ' or $1')}`,
    );

export const REPLICATION_FACTORS = { APACHE_CASSANDRA: [2, 3, 5], KAFKA: [3, 5] } as const;

const cassandraDataCentreSchema = dataCentreBaseSchema.extend({
  nodeSize: nodeSizeField,
  numberOfNodes,
  replicationFactor: replicationFactorOf(REPLICATION_FACTORS.APACHE_CASSANDRA),
});
const kafkaDataCentreSchema = dataCentreBaseSchema.extend({
  nodeSize: nodeSizeField,
  numberOfNodes,
  replicationFactor: replicationFactorOf(REPLICATION_FACTORS.KAFKA),
});
/** OpenSearch data centres carry no sizes: dataNodes and clusterManagerNodes say them. */
const opensearchDataCentreSchema = dataCentreBaseSchema;

const commonSchema = z.object({
  name: z
    .string('Cluster name is required')
    .regex(
      CLUSTER_NAME_PATTERN,
      'Cluster name must be 3 to 32 characters: letters, digits, "_" or "-", starting with a letter or digit',
    ),
  slaTier: z.enum(SLA_TIERS, 'SLA tier must be PRODUCTION or NON_PRODUCTION'),
  privateNetworkCluster: z.boolean().default(false),
  pciComplianceMode: z.boolean().default(false),
  description: z
    .string()
    .max(
      LIMITS.clusterDescriptionMaxLength,
      `Description is limited to ${LIMITS.clusterDescriptionMaxLength} characters`,
    )
    .nullable()
    .default(null),
  twoFactorDelete: z
    .array(z.object({ confirmationEmail: z.email('Confirmation e-mail must be an e-mail address') }))
    .max(1, 'One confirmation e-mail at most')
    .default([]),
});

const versionOf = <A extends Application>(application: A) =>
  z.enum(APPLICATION_VERSIONS[application], `Version must be one of ${APPLICATION_VERSIONS[application].join(', ')}`);

const karapaceSchema = z
  .array(z.object({ version: z.string().max(20).default('3.15.0') }))
  .max(1)
  .default([]);

export const cassandraClusterBaseSchema = commonSchema.extend({
  cassandraVersion: versionOf('APACHE_CASSANDRA'),
  dataCentres: z
    .array(cassandraDataCentreSchema)
    .min(1, 'At least one data centre')
    .max(LIMITS.maxCassandraDataCentres, `At most ${LIMITS.maxCassandraDataCentres} data centres`),
  luceneEnabled: z.boolean().default(false),
  passwordAndUserAuth: z.boolean().default(true),
});

export const kafkaClusterBaseSchema = commonSchema.extend({
  kafkaVersion: versionOf('KAFKA'),
  dataCentres: z.array(kafkaDataCentreSchema).length(1, 'A Kafka cluster has exactly one data centre'),
  defaultReplicationFactor: z
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(5, 'At most 5')
    .default(3),
  defaultNumberOfPartitions: z
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(1000, 'At most 1000')
    .default(3),
  autoCreateTopics: z.boolean().default(true),
  allowDeleteTopics: z.boolean().default(true),
  karapaceSchemaRegistry: karapaceSchema,
  karapaceRestProxy: karapaceSchema,
  /** KRaft controllers, on the first brokers of the data centre (ZooKeeper is not offered). */
  kraft: z
    .array(z.object({ controllerNodeCount: z.literal(3, 'KRaft needs 3 controller nodes').default(3) }))
    .length(1, 'Kafka clusters run KRaft: give one kraft entry')
    .default([{ controllerNodeCount: 3 }]),
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

export const opensearchClusterBaseSchema = commonSchema.extend({
  opensearchVersion: versionOf('OPENSEARCH'),
  dataCentres: z.array(opensearchDataCentreSchema).length(1, 'An OpenSearch cluster has exactly one data centre'),
  clusterManagerNodes: z
    .array(z.object({ nodeSize: nodeSizeField, dedicatedManager: z.boolean().default(false) }))
    .length(1, 'Give one cluster manager entry'),
  dataNodes: z
    .array(
      z.object({
        nodeSize: nodeSizeField,
        nodeCount: numberOfNodes.refine((n) => n % 3 === 0, 'Data nodes are spread over 3 racks: use a multiple of 3'),
      }),
    )
    .length(1, 'Give one data node entry'),
  opensearchDashboards: z
    .array(
      z.object({
        nodeSize: nodeSizeField,
        oidcProvider: z.uuid('OIDC provider must be an id').nullable().default(null),
      }),
    )
    .max(1, 'One OpenSearch Dashboards entry at most')
    .default([]),
  ...pluginFlags,
});

/** Each application's own fields (no name, tier, data centres…): what a cluster keeps as its settings. */
const commonFields = {
  name: true,
  slaTier: true,
  privateNetworkCluster: true,
  pciComplianceMode: true,
  description: true,
  twoFactorDelete: true,
  dataCentres: true,
} as const;
export const cassandraFieldsSchema = cassandraClusterBaseSchema.omit(commonFields);
export const kafkaFieldsSchema = kafkaClusterBaseSchema.omit(commonFields);
export const opensearchFieldsSchema = opensearchClusterBaseSchema.omit(commonFields);

type Issue = { path: (string | number)[]; message: string };
type AnyDataCentre = z.output<typeof dataCentreBaseSchema> & {
  nodeSize?: string;
  numberOfNodes?: number;
  replicationFactor?: number;
};

/** Rules across fields every application shares. */
function commonIssues(
  body: { slaTier: (typeof SLA_TIERS)[number]; pciComplianceMode: boolean; dataCentres: readonly AnyDataCentre[] },
  replicationFactors: readonly number[] = [],
): Issue[] {
  const issues: Issue[] = [];
  const seenNames = new Set<string>();
  body.dataCentres.forEach((dc, i) => {
    const at = (field: string) => ['dataCentres', i, field];
    if (dc.nodeSize && body.slaTier === 'PRODUCTION' && isDevNodeSize(dc.nodeSize)) {
      issues.push({ path: at('nodeSize'), message: DEV_SIZE_MESSAGE });
    }
    const rf = dc.replicationFactor;
    // An invalid factor has its own message; a multiple of it would only add noise.
    if (
      dc.numberOfNodes !== undefined &&
      rf !== undefined &&
      replicationFactors.includes(rf) &&
      dc.numberOfNodes % rf !== 0
    ) {
      issues.push({
        path: at('numberOfNodes'),
        message: `Number of nodes must be a multiple of the replication factor (${rf})`,
      });
    }
    const name = dc.name.toLowerCase();
    if (seenNames.has(name)) issues.push({ path: at('name'), message: 'Data centre names must be unique' });
    seenNames.add(name);
    if (dc.awsSettings.length > 0 && dc.cloudProvider !== 'AWS_VPC') {
      issues.push({ path: at('awsSettings'), message: 'AWS settings apply to AWS_VPC data centres only' });
    }
    if (body.pciComplianceMode && !dc.clientToClusterEncryption) {
      issues.push({
        path: at('clientToClusterEncryption'),
        message: 'PCI compliance mode needs client to cluster encryption',
      });
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

const report = (issues: Issue[], ctx: z.RefinementCtx) => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
};

export const cassandraClusterSchema = cassandraClusterBaseSchema.superRefine((body, ctx) => {
  report(commonIssues(body, REPLICATION_FACTORS.APACHE_CASSANDRA), ctx);
  if (body.pciComplianceMode && !body.passwordAndUserAuth) {
    ctx.addIssue({
      code: 'custom',
      path: ['passwordAndUserAuth'],
      message: 'PCI compliance mode needs password authentication',
    });
  }
});

export const kafkaClusterSchema = kafkaClusterBaseSchema.superRefine((body, ctx) => {
  report(commonIssues(body, REPLICATION_FACTORS.KAFKA), ctx);
  const dc = body.dataCentres[0];
  if (dc === undefined) return;
  const nodes = dc.numberOfNodes;
  if (body.defaultReplicationFactor > nodes) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultReplicationFactor'],
      message: 'Default replication factor cannot exceed the number of brokers',
    });
  }
  const controllers = body.kraft[0]?.controllerNodeCount ?? 0;
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
 * on three dedicated nodes or on the first three data nodes.
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
        groups.push({ dataCentre: 0, nodeSize: manager.nodeSize, count: 3, roles: ['OPENSEARCH_CLUSTER_MANAGER'] });
      for (const data of request.dataNodes) {
        const roles: NodeRole[] =
          manager && !manager.dedicatedManager
            ? ['OPENSEARCH_DATA', 'OPENSEARCH_CLUSTER_MANAGER']
            : ['OPENSEARCH_DATA'];
        groups.push({ dataCentre: 0, nodeSize: data.nodeSize, count: data.nodeCount, roles });
      }
      for (const dashboards of request.opensearchDashboards) {
        groups.push({ dataCentre: 0, nodeSize: dashboards.nodeSize, count: 1, roles: ['OPENSEARCH_DASHBOARDS'] });
      }
      return groups;
    }
  }
}

/** Fields every application's request has; the rest are the application's own. */
const COMMON_FIELDS: ReadonlySet<string> = new Set([
  'application',
  'name',
  'slaTier',
  'privateNetworkCluster',
  'pciComplianceMode',
  'description',
  'twoFactorDelete',
  'dataCentres',
]);
type CommonField =
  | 'name'
  | 'slaTier'
  | 'privateNetworkCluster'
  | 'pciComplianceMode'
  | 'description'
  | 'twoFactorDelete'
  | 'dataCentres';

/** The application's own fields of a request (its version, add-ons, plugins and node groups). */
export type ApplicationFields =
  | Omit<CassandraClusterRequest, CommonField>
  | Omit<KafkaClusterRequest, CommonField>
  | Omit<OpensearchClusterRequest, CommonField>;

export function applicationFields(request: CreateClusterRequest): ApplicationFields {
  // The entries left are exactly one variant's own fields, which the union type names.
  return Object.fromEntries(Object.entries(request).filter(([key]) => !COMMON_FIELDS.has(key))) as ApplicationFields;
}
