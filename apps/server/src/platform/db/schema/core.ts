import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_TYPES,
  API_KEY_TYPES,
  AUDIT_EVENT_TYPES,
  DEFAULT_CIDR_ALLOW_LIST,
  ADDON_BUNDLES,
  APPLICATIONS,
  CLOUD_PROVIDERS,
  CLUSTER_STATUSES,
  MESSAGE_SEVERITIES,
  NODE_STATUSES,
  ROLES,
  type ApplicationFields,
  type NodeRole,
  SLA_TIERS,
} from '@datadeck/contracts';

import { createdAt, inList } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    /** argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    /** Staff of the console operator, not of a customer. */
    isAdmin: boolean('is_admin').notNull().default(false),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /**
     * The TOTP secret (base32) of the user's authenticator app, once enrolled; the pending one
     * while an enrolment waits for its first code. Needed in clear to check codes.
     */
    mfaSecret: text('mfa_secret'),
    mfaPendingSecret: text('mfa_pending_secret'),
    /** The last TOTP step accepted: it and earlier ones are refused, so a code works once. */
    mfaLastStep: integer('mfa_last_step'),
    /** SHA-256 digests of the unused recovery codes. */
    mfaRecoveryCodeDigests: jsonb('mfa_recovery_code_digests').$type<string[]>().notNull().default([]),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Consecutive failed sign-ins while a lockout policy applies (SPEC §9), counting the guesses
     * being checked: a guess is counted (reserved) before its password is checked, so no more
     * than the limit are ever checked at once; a success starts it over.
     */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Sign-in is refused until then, after too many failures. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The SHA-256 digest of the challenge given by a sign-in answered PASSWORD_EXPIRED, and when
     * it ends: the expired-password step must present it, and uses it up.
     */
    passwordChallengeDigest: text('password_challenge_digest'),
    passwordChallengeExpiresAt: timestamp('password_challenge_expires_at', { withTimezone: true }),
    /**
     * Client addresses of the user's recent sign-ins that passed the second factor, newest first:
     * from them the user is throttled on their own and not held by a lock others caused.
     */
    trustedSignInAddresses: jsonb('trusted_sign_in_addresses').$type<string[]>().notNull().default([]),
    /**
     * The hashes of the passwords before the current one, newest first, as many as the no-reuse
     * rule looks back (SPEC §9: the last 5 including the current one). Kept in the row so a
     * change replaces them in the same update.
     */
    previousPasswordHashes: jsonb('previous_password_hashes').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_password_challenge_key').on(t.passwordChallengeDigest),
  ],
);

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyName: text('company_name'),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull().default('OTHER'),
    /** Semicolon-separated e-mail lists (SPEC §3). */
    supportContacts: text('support_contacts').notNull().default(''),
    emergencyContacts: text('emergency_contacts').notNull().default(''),
    maintenanceContacts: text('maintenance_contacts').notNull().default(''),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    clusterCreationAllowed: boolean('cluster_creation_allowed').notNull().default(true),
    /** SPEC §4: the account uses its organisation's billing details until a user resets it. */
    billingSynced: boolean('billing_synced').notNull().default(false),
    /** Billing country (ISO 3166 alpha-2), set by the billing feature; AU accounts pay GST. */
    billingCountry: text('billing_country'),
    /** Invoiced accounts settle tax on the invoice: no GST note on estimates. */
    invoiced: boolean('invoiced').notNull().default(false),
    /** Security settings (SPEC §3); PCI compliance is all six of the first ones on (SPEC §4). */
    inactivityRevocation: boolean('inactivity_revocation').notNull().default(false),
    enforceMFA: boolean('enforce_mfa').notNull().default(false),
    failedLoginEnabled: boolean('failed_login_enabled').notNull().default(false),
    passwordExpirationEnabled: boolean('password_expiration_enabled').notNull().default(false),
    cantReusePasswordsEnabled: boolean('cant_reuse_passwords_enabled').notNull().default(false),
    shortTimeoutOnSessionInactivity: boolean('short_timeout_on_session_inactivity').notNull().default(false),
    /** New clusters get PCI compliance mode. */
    forcePciForNewClusters: boolean('force_pci_for_new_clusters').notNull().default(false),
    /** Flags staff set, read by later features (SPEC §3). */
    pciCompatible: boolean('pci_compatible').notNull().default(false),
    onPremisesEnabled: boolean('on_premises_enabled').notNull().default(false),
    ssoSelfServeEnabled: boolean('sso_self_serve_enabled').notNull().default(false),
    zeroInboundAccessConsoleView: boolean('zero_inbound_access_console_view').notNull().default(false),
    /** Set by the billing feature; the free trial applies only while this is false. */
    hasBillingDetails: boolean('has_billing_details').notNull().default(false),
    freeTrialStartedAt: timestamp('free_trial_started_at', { withTimezone: true }),
    /**
     * Live clusters (status other than DELETED), kept by a trigger on clusters so the landing
     * page's total never counts 100,000 rows per request.
     */
    clusterCount: integer('cluster_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_account_type_check', inList('account_type', ACCOUNT_TYPES)),
    index('accounts_organisation_idx').on(t.organisationId),
  ],
);

export const accountUsers = pgTable(
  'account_users',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index('account_users_user_idx').on(t.userId),
    check('account_users_role_check', inList('role', ROLES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque cookie token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Sliding: moved forward as the session is used, by the inactivity timeout. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The inactivity timeout of this session, by the user's policy when it began (15 min or 8 h). */
    timeoutMs: integer('timeout_ms').notNull().default(28_800_000),
    /** A staff user's session acting as this user (SPEC §6 impersonation); null otherwise. */
    impersonatedUserId: uuid('impersonated_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The user must set up MFA before anything but their own profile (an account of theirs
     * enforces it, or they are staff): set at sign-in and when an account turns enforcement on,
     * cleared when they enrol.
     */
    mfaSetupPending: boolean('mfa_setup_pending').notNull().default(false),
    /** The account the impersonation was started from (its audit events belong there). */
    impersonatedAccountId: uuid('impersonated_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

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
    deleteRequestDate: timestamp('delete_request_date', { withTimezone: true }),
    freeTrialExpires: timestamp('free_trial_expires', { withTimezone: true }),
    pciComplianceMode: boolean('pci_compliance_mode').notNull().default(false),
    privateNetworkCluster: boolean('private_network_cluster').notNull().default(false),
    /** The application-specific fields of the create request (versions aside), as given. */
    settings: jsonb('settings').$type<ApplicationFields>().notNull(),
    /** Two-factor delete: deletion waits until a link e-mailed here is followed. */
    twoFactorDeleteEmail: text('two_factor_delete_email'),
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Landing page order: case-insensitive name in byte order (the same on PGlite and any
    // server collation), then id for a stable order among equal names; live clusters only.
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
    awsSettings: jsonb('aws_settings').$type<{ ebsEncryptionKey: string }[]>().notNull().default([]),
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
    nodeRoles: jsonb('node_roles').$type<NodeRole[]>().notNull(),
  },
  (t) => [
    index('cluster_nodes_cluster_idx').on(t.clusterId, t.position),
    check('cluster_nodes_status_check', inList('status', NODE_STATUSES)),
  ],
);

/** Every status change of a cluster, once: the lifecycle's audit trail. */
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

/**
 * E-mail the console sends (two-factor delete links, later invitations). Written in the same
 * transaction as the change that causes it; a delivery worker hands rows to the mail transport.
 */
export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbound_emails_unsent_idx').on(t.createdAt).where(sql`sent_at is null`)],
);

export const messagesOfTheDay = pgTable(
  'messages_of_the_day',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: shown to every account. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    severity: text('severity', { enum: MESSAGE_SEVERITIES }).notNull().default('info'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_of_the_day_account_idx').on(t.accountId)],
);

/**
 * API keys (SPEC §3): one per user, account and type. Only the SHA-256 digest of the key is kept
 * (it is random, so a fast digest cannot be reversed) and its last characters, shown after the mask.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: API_KEY_TYPES }).notNull(),
    keyDigest: text('key_digest').notNull(),
    keyHint: text('key_hint').notNull(),
    /** Normalised IPv4 ranges the key may be used from; empty: from nowhere. */
    cidrAllowList: jsonb('cidr_allow_list')
      .$type<string[]>()
      .notNull()
      .default([...DEFAULT_CIDR_ALLOW_LIST]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_digest_key').on(t.keyDigest),
    uniqueIndex('api_keys_account_user_type_key').on(t.accountId, t.userId, t.type),
    index('api_keys_user_idx').on(t.userId),
    check('api_keys_type_check', inList('type', API_KEY_TYPES)),
  ],
);

/** Security-relevant events (sign-in, keys, settings, impersonation), never updated. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: events of one instant (one request, a test's fixed clock) keep their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type', { enum: AUDIT_EVENT_TYPES }).notNull(),
    /** Null for a user's own events (sign-in, password, MFA): shown in each account of the user. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The user acted as (or whose name was tried); null when no such user exists. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    impersonator: text('impersonator'),
    detail: text('detail').notNull().default(''),
    sourceIp: text('source_ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_events_account_idx').on(t.accountId, t.at, t.seq),
    index('audit_events_actor_idx').on(t.actorUserId, t.at, t.seq),
    check('audit_events_type_check', inList('type', AUDIT_EVENT_TYPES)),
  ],
);

/** Console feature switches set by staff (SPEC §6 database-upgrade switch); absent rows are off. */
export const featureSwitches = pgTable('feature_switches', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
