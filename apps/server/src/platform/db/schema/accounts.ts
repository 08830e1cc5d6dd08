import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, MAINTENANCE_KINDS, MESSAGE_SEVERITIES, ROLES } from '@datadeck/contracts';
import { createdAt, inList } from './columns.ts';
import { users } from './identity.ts';

// Accounts and organisations, who is linked to them with which role, and what staff set for them.

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Semicolon-separated e-mail lists (SPEC §3); blank emergency contacts mean the support ones. */
  supportContacts: text('support_contacts').notNull().default(''),
  emergencyContacts: text('emergency_contacts').notNull().default(''),
  /** Accounts linked from now on use the organisation's billing details (contracts' organisationSchema). */
  billingSynced: boolean('billing_synced').notNull().default(false),
  createdAt: createdAt(),
});

/** Organisation owners: a role of its own, on the organisation (SPEC §6), not on its accounts. */
export const organisationOwners = pgTable(
  'organisation_owners',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] }), index('organisation_owners_user_idx').on(t.userId)],
);

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

export const messagesOfTheDay = pgTable(
  'messages_of_the_day',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: shown to every account. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    severity: text('severity', { enum: MESSAGE_SEVERITIES }).notNull().default('info'),
    /** A scheduled-maintenance announcement, disruptive or not; null for a plain message. */
    maintenance: text('maintenance', { enum: MAINTENANCE_KINDS }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_of_the_day_account_idx').on(t.accountId),
    check('messages_of_the_day_maintenance_check', inList('maintenance', MAINTENANCE_KINDS)),
  ],
);

// Console feature switches set by staff (SPEC §6 database-upgrade switch); absent rows are off.
export const featureSwitches = pgTable('feature_switches', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
