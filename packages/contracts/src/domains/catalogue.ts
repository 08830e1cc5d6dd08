import { z } from 'zod';
import { APPLICATIONS, CLOUD_PROVIDERS, SLA_TIERS, type Application } from './cluster-vocabulary.ts';

/**
 * Application versions offered at creation (from the reference catalogue,
 * ../shared/reference/cluster-catalog.json). Small and stable, so declared here where the
 * create-cluster schema can check them; node sizes and regions are data the server serves.
 */
export const APPLICATION_VERSIONS = {
  APACHE_CASSANDRA: ['4.0.17', '4.0.19', '4.1.9', '4.1.10', '5.0.6'],
  KAFKA: ['3.9.2', '4.1.2', '4.2.1'],
  OPENSEARCH: ['2.19.4', '2.19.5', '3.3.2', '3.5.0', '3.6.0'],
} as const satisfies Record<Application, readonly string[]>;

/**
 * The versions the local cluster driver (CLUSTER_DRIVER=local, real engines on the console's
 * host) can run: those `npm run engines:fetch` builds and the driver was written and tested for.
 * With that driver the catalogue offers only these, and creation refuses any other. Kafka runs
 * KRaft only, on Java 17: the 4.x line, ZooKeeper gone. Kafka 3.9.2 is left out: it still logs
 * through log4j 1 (reload4j), not the log4j2 the driver configures, and its configuration and
 * tools are those of the ZooKeeper era, which the driver does not generate or handle. Apache
 * Cassandra and OpenSearch come in a later issue.
 */
export const LOCAL_DRIVER_VERSIONS = {
  APACHE_CASSANDRA: [],
  KAFKA: ['4.1.2', '4.2.1'],
  OPENSEARCH: [],
} as const satisfies { [A in Application]: readonly (typeof APPLICATION_VERSIONS)[A][number][] };

/** The newest version of each application, what the wizard proposes. */
export const latestVersion = (application: Application): string => APPLICATION_VERSIONS[application].at(-1) ?? '';

export type CloudProvider = (typeof CLOUD_PROVIDERS)[number];
export type SlaTier = (typeof SLA_TIERS)[number];

export const CLOUD_PROVIDER_LABELS: Readonly<Record<CloudProvider, string>> = {
  AWS_VPC: 'Amazon Web Services',
  GCP: 'Google Cloud Platform',
  AZURE_AZ: 'Microsoft Azure',
};

export const SLA_TIER_LABELS: Readonly<Record<SlaTier, string>> = {
  PRODUCTION: 'Production',
  NON_PRODUCTION: 'Non-production',
};

/**
 * What a node of a given size does in its cluster. The reference catalogue lists sizes per
 * role for OpenSearch (data, cluster manager, dashboards); for Kafka the KRaft controller sizes
 * (KFK-KR-…) sit beside the broker sizes.
 */
export const NODE_ROLES = [
  'CASSANDRA',
  'KAFKA_BROKER',
  'KAFKA_CONTROLLER',
  'OPENSEARCH_DATA',
  'OPENSEARCH_CLUSTER_MANAGER',
  'OPENSEARCH_DASHBOARDS',
] as const;
export type NodeRole = (typeof NODE_ROLES)[number];

/** The role a data centre's `nodeSize` plays, per application. */
export const PRIMARY_NODE_ROLE: Readonly<Record<Application, NodeRole>> = {
  APACHE_CASSANDRA: 'CASSANDRA',
  KAFKA: 'KAFKA_BROKER',
  OPENSEARCH: 'OPENSEARCH_DATA',
};

/**
 * Development-class sizes carry DEV in their name (SPEC pattern `<APP>-<DEV|PRD>-…`); they are
 * offered only to NON_PRODUCTION clusters.
 */
export const isDevNodeSize = (nodeSize: string): boolean => /(^|-)DEV-/.test(nodeSize);
export const nodeSizeAllowedForTier = (nodeSize: string, slaTier: SlaTier): boolean =>
  slaTier === 'NON_PRODUCTION' || !isDevNodeSize(nodeSize);

/** One node size in one region, with our own monthly price (USD, before tax). */
export const nodeSizeSchema = z.object({
  name: z.string(),
  role: z.enum(NODE_ROLES),
  cloudProvider: z.enum(CLOUD_PROVIDERS),
  region: z.string(),
  /** DEV sizes are for NON_PRODUCTION clusters only. */
  development: z.boolean(),
  vcpus: z.number(),
  memoryGiB: z.number(),
  diskGB: z.number().int(),
  /** Monthly price of one node in US dollars. */
  monthlyPriceUsd: z.number(),
});
export type NodeSize = z.infer<typeof nodeSizeSchema>;

export const versionsSchema = z.object({
  versions: z.array(z.object({ application: z.enum(APPLICATIONS), versions: z.array(z.string()) })),
});

export const regionsQuerySchema = z.object({
  application: z.enum(APPLICATIONS, 'Choose an application'),
  cloudProvider: z.enum(CLOUD_PROVIDERS, 'Choose a cloud provider'),
});
export const regionsSchema = z.object({ regions: z.array(z.string()) });

/** Filters of the node sizes (and prices) list; each one narrows it. */
export const nodeSizesQuerySchema = z.object({
  application: z.enum(APPLICATIONS, 'Choose an application'),
  cloudProvider: z.enum(CLOUD_PROVIDERS, 'Choose a cloud provider').optional(),
  region: z.string().max(64).optional(),
  role: z.enum(NODE_ROLES).optional(),
  slaTier: z.enum(SLA_TIERS).optional(),
});
export type NodeSizesQuery = z.infer<typeof nodeSizesQuerySchema>;
export const nodeSizesSchema = z.object({ nodeSizes: z.array(nodeSizeSchema) });

/** SPEC §9: 10% GST for Australian accounts, added to the monthly bill unless invoiced. */
export const GST_RATE = 0.1;

/** What the create-cluster screen needs to know about the account. */
export const createClusterInfoSchema = z.object({
  /** The cluster-creation-allowed flag together with the caller's CREATE_CLUSTER permission. */
  creationAllowed: z.boolean(),
  /** Why creation is not allowed, shown beside the disabled create button. */
  creationBlockedReason: z.string().nullable(),
  /** Security settings force PCI compliance mode on for new clusters. */
  forcePciForNewClusters: z.boolean(),
  /** Australian account that is not invoiced: the estimate notes +10% GST. */
  gstApplies: z.boolean(),
  /** The account's custom tags and their default values, to pre-fill the tags step. */
  defaultTags: z.array(z.object({ key: z.string(), value: z.string() })),
  /** Free trial: whether this account's first cluster will start it. */
  startsFreeTrial: z.boolean(),
});
export type CreateClusterInfo = z.infer<typeof createClusterInfoSchema>;

export interface MonthlyEstimate {
  /** Sum over nodes of their monthly price. */
  subtotalUsd: number;
  /** 10% of the subtotal when GST applies, else 0. */
  gstUsd: number;
  totalUsd: number;
}

/** The review step's estimate: nodes × price, plus GST where it applies (SPEC §9). */
export function monthlyEstimate(
  nodes: readonly { count: number; monthlyPriceUsd: number }[],
  gstApplies: boolean,
): MonthlyEstimate {
  const cents = nodes.reduce((sum, n) => sum + Math.round(n.monthlyPriceUsd * 100) * n.count, 0);
  const gstCents = gstApplies ? Math.round(cents * GST_RATE) : 0;
  return { subtotalUsd: cents / 100, gstUsd: gstCents / 100, totalUsd: (cents + gstCents) / 100 };
}
