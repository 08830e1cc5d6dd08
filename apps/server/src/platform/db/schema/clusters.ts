import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ADDON_BUNDLES,
  APPLICATIONS,
  CLOUD_PROVIDERS,
  CLUSTER_STATUSES,
  type ClusterOperationKind,
  NODE_STATUSES,
  SLA_TIERS,
  type ApplicationFields,
  type DataCentreFields,
  type NodeRole,
} from '@datadeck/contracts';
import { createdAt, inList } from './columns.ts';
import { accounts } from './accounts.ts';
import { ziaGateways } from './zia-gateways.ts';
import { oidcProviders } from './oidc-providers.ts';

// Clusters, their data centres and nodes, and the events of their lives.

/** One step of an update's operation: nodes it brings up, or nodes it resizes (together). */
export type ClusterOperationStep =
  | { kind: Extract<ClusterOperationKind, 'ADDING_NODES'>; nodeIds: string[] }
  | { kind: Extract<ClusterOperationKind, 'RESIZING_NODES'>; nodes: { nodeId: string; nodeSize: string }[] };
/** What an update's operation does, in order; the engine carries it out step by step. */
export interface ClusterOperationPlan {
  steps: ClusterOperationStep[];
}

export const clusters = pgTable(
  'clusters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    application: text('application', { enum: APPLICATIONS }).notNull(),
    applicationVersion: text('application_version').notNull(),
    slaTier: text('sla_tier', { enum: SLA_TIERS }).notNull(),
    status: text('status', { enum: CLUSTER_STATUSES }).notNull().default('GENESIS'),
    provisioningProgress: real('provisioning_progress'),
    provisioningMessage: text('provisioning_message'),
    /**
     * Why a cluster is FAILED or DEGRADED, in the engine's own words (a real driver's last log
     * lines of the node that failed); null otherwise.
     */
    statusReason: text('status_reason'),
    deleteRequestDate: timestamp('delete_request_date', { withTimezone: true }),
    freeTrialExpires: timestamp('free_trial_expires', { withTimezone: true }),
    pciComplianceMode: boolean('pci_compliance_mode').notNull().default(false),
    privateNetworkCluster: boolean('private_network_cluster').notNull().default(false),
    /** The application-specific fields of the create request (versions aside), as given. */
    settings: jsonb('settings').$type<ApplicationFields>().notNull(),
    /** OpenSearch Dashboards sign in through this provider (SPEC §2 OIDC); null: none. */
    oidcProviderId: uuid('oidc_provider_id').references(() => oidcProviders.id, { onDelete: 'set null' }),
    /** Two-factor delete: deletion waits until a link e-mailed here is followed. */
    twoFactorDeleteEmail: text('two_factor_delete_email'),
    twoFactorDeletePhone: text('two_factor_delete_phone'),
    /** SHA-256 of the pending deletion confirmation token, hex; the token is only e-mailed. */
    deletionTokenHash: text('deletion_token_hash'),
    deletionTokenExpiresAt: timestamp('deletion_token_expires_at', { withTimezone: true }),
    /** When the current lifecycle stage (provisioning or deletion) began, by the app clock. */
    stageStartedAt: timestamp('stage_started_at', { withTimezone: true }),
    /**
     * Bumped by every state change: the provisioning engine writes only if the version it read is
     * still current, so two server instances never advance a cluster twice.
     */
    stateVersion: integer('state_version').notNull().default(0),
    /** Password of the application's default user, revealed on demand to those allowed. */
    defaultPassword: text('default_password'),
    /** Add-on bundles beside the main application. */
    addons: jsonb('addons').$type<(typeof ADDON_BUNDLES)[number][]>().notNull().default([]),
    /** Tag key -> value. */
    tags: jsonb('tags').$type<Record<string, string>>().notNull().default({}),
    /**
     * What the landing-page search matches besides the id: name, description and tag keys and
     * values, lower-cased. Generated, so it can never drift from the row; JSON punctuation of the
     * tags is dropped so a search for `"` or `:` does not match every tagged cluster. The id is
     * matched on its own index: its hex digits would make most terms' trigrams match every row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || coalesce(description, '') || ' ' || translate(tags::text, '{}":,', '     '))`,
      ),
    /**
     * An update's operation under way (nodes added or resized, a data centre added): when it
     * began, by the app clock; null when none runs. The cluster stays RUNNING meanwhile.
     */
    operationStartedAt: timestamp('operation_started_at', { withTimezone: true }),
    /** The operation's steps; null when none runs. */
    operationPlan: jsonb('operation_plan').$type<ClusterOperationPlan>(),
    /** How many of its steps the engine has carried out (compare-and-set on stateVersion). */
    operationStepsDone: integer('operation_steps_done').notNull().default(0),
    /** The ZIA gateway the cluster reaches the console through, if any (issue 18). */
    ziaGatewayId: uuid('zia_gateway_id').references(() => ziaGateways.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Landing page order: case-insensitive name in byte order (the same on PGlite and any
    // server collation), then id for a stable order among equal names; live clusters only.
    // Migration 0016 adds INCLUDE (name, search_text), which Drizzle cannot declare: a broad
    // search walks it in name order as an index-only scan.
    index('clusters_account_name_idx')
      .on(t.accountId, sql`lower(${t.name}) collate "C"`, t.id)
      .where(sql`status <> 'DELETED'`),
    // One live cluster per name in an account (case-insensitive): the create's 409, race-free.
    uniqueIndex('clusters_account_live_name_key')
      .on(t.accountId, sql`lower(${t.name})`)
      .where(sql`status <> 'DELETED'`),
    index('clusters_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('clusters_id_trgm_idx').using('gin', sql`(${t.id}::text) gin_trgm_ops`),
    check('clusters_status_check', inList('status', CLUSTER_STATUSES)),
    index('clusters_deletion_token_idx').on(t.deletionTokenHash).where(sql`deletion_token_hash is not null`),
    // The engine's sweep finds clusters mid-lifecycle without reading the settled ones.
    index('clusters_in_progress_idx')
      .on(t.updatedAt)
      .where(
        sql`status in ('GENESIS', 'PROVISIONING', 'PROVISIONED', 'JOINING', 'DELETING') or (delete_request_date is not null and status <> 'DELETED')`,
      ),
    // The engine's sweep finds clusters with an operation under way without reading the rest.
    index('clusters_operation_idx').on(t.id).where(sql`operation_started_at is not null`),
    check('clusters_operation_steps_check', sql`operation_steps_done >= 0`),
    check('clusters_application_check', inList('application', APPLICATIONS)),
    check('clusters_sla_tier_check', inList('sla_tier', SLA_TIERS)),
    check(
      'clusters_progress_check',
      sql`provisioning_progress is null or (provisioning_progress >= 0 and provisioning_progress <= 1)`,
    ),
  ],
);

export const dataCentres = pgTable(
  'data_centres',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    cloudProvider: text('cloud_provider', { enum: CLOUD_PROVIDERS }).notNull(),
    region: text('region').notNull(),
    nodeSize: text('node_size').notNull(),
    numberOfNodes: integer('number_of_nodes').notNull(),
    network: text('network').notNull(),
    replicationFactor: integer('replication_factor'),
    clientToClusterEncryption: boolean('client_to_cluster_encryption').notNull().default(false),
    tags: jsonb('tags').$type<{ key: string; value: string }[]>().notNull().default([]),
    awsSettings: jsonb('aws_settings').$type<{ ebsEncryptionKey?: string }[]>().notNull().default([]),
    /** The data centre's own fields beyond these columns (continuous backup, racks…), as given. */
    settings: jsonb('settings').$type<DataCentreFields>().notNull().default({}),
  },
  (t) => [index('data_centres_cluster_idx').on(t.clusterId, t.position)],
);

export const clusterNodes = pgTable(
  'cluster_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    dataCentreId: uuid('data_centre_id')
      .notNull()
      .references(() => dataCentres.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    nodeSize: text('node_size').notNull(),
    status: text('status', { enum: NODE_STATUSES }).notNull().default('PROVISIONING'),
    rack: text('rack').notNull(),
    privateAddress: text('private_address').notNull(),
    publicAddress: text('public_address'),
    /** The port clients reach the node on, where a real driver gave it one (local driver). */
    clientPort: integer('client_port'),
    nodeRoles: jsonb('node_roles').$type<NodeRole[]>().notNull(),
    /** When the node first started running (the public API's startTime), by the app clock. */
    startTime: timestamp('start_time', { withTimezone: true }),
    /** When the node was deleted (the public API's deletionTime); null while it is not. */
    deletionTime: timestamp('deletion_time', { withTimezone: true }),
  },
  (t) => [
    index('cluster_nodes_cluster_idx').on(t.clusterId, t.position),
    check('cluster_nodes_status_check', inList('status', NODE_STATUSES)),
  ],
);

// Every status change of a cluster, once: the lifecycle's audit trail.
export const clusterEvents = pgTable(
  'cluster_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: CLUSTER_STATUSES }),
    toStatus: text('to_status', { enum: CLUSTER_STATUSES }).notNull(),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cluster_events_cluster_idx').on(t.clusterId, t.at)],
);
