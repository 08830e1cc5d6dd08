import { IDP_USER_SOURCES } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns.ts';
import { accounts } from './accounts.ts';
import { users } from './identity.ts';

// Single sign-on: an account's own SAML identity provider with its SCIM provisioning, and the
// standard OpenID Connect services (SSO_OIDC_PROVIDERS) people may sign in with.

/**
 * An account's SAML 2.0 identity provider (SPEC §2 Identity providers, §3). One per account: the
 * create page opens only while none exists. Registered by the customer (inactive, with the
 * four-step checklist), made Active by staff. Our service provider is per provider: its entity
 * id (audience) and ACS URL carry `id`.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    /** The IdP's entity id: the Issuer its responses must carry. */
    issuer: text('issuer').notNull(),
    /** The IdP's single sign-on URL (HTTP-Redirect binding), where AuthnRequests go. */
    authUrl: text('auth_url').notNull(),
    /** The IdP's signing certificate, PEM; responses or assertions must be signed by its key. */
    x509Cert: text('x509_cert').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** The checklist's current step while inactive (0 to 3: SAML 2.0, SCIM 2.0, Test, Finalize). */
    integrationProgress: integer('integration_progress').notNull().default(0),
    /** A SAML sign-in of an e-mail no linked user has creates the user (Read Only), when staff allow it. */
    jitProvisioning: boolean('jit_provisioning').notNull().default(false),
    /** SHA-256 of the SCIM bearer token (shown once); null until one is generated. */
    scimTokenDigest: text('scim_token_digest'),
    scimTokenCreatedAt: timestamp('scim_token_created_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_providers_account_key').on(t.accountId),
    uniqueIndex('identity_providers_scim_token_key').on(t.scimTokenDigest),
    check('identity_providers_progress_check', sql`integration_progress between 0 and 3`),
  ],
);

/**
 * The people an identity provider signs in or provisions: who came by SCIM (with the IdP's
 * externalId and whether it keeps them active), by just-in-time creation, or signed in by SAML.
 * A user with a row here for an enabled provider is linked to the account's custom IdP.
 */
export const identityProviderUsers = pgTable(
  'identity_provider_users',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: IDP_USER_SOURCES }).notNull(),
    /** SCIM's externalId, as the IdP sent it. */
    externalId: text('external_id'),
    /** SCIM's `active`: false unlinks the user from the account until it is true again. */
    active: boolean('active').notNull().default(true),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.userId] }),
    index('identity_provider_users_user_idx').on(t.userId),
    check('identity_provider_users_source_check', inList('source', IDP_USER_SOURCES)),
  ],
);

/**
 * SAML message ids remembered until they expire: the AuthnRequests we sent (an answer must be
 * in response to one of ours, once) and the assertions we accepted (a replayed one is refused).
 */
export const samlMessageIds = pgTable(
  'saml_message_ids',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['REQUEST', 'ASSERTION'] }).notNull(),
    messageId: text('message_id').notNull(),
    /** What node-saml stored with a request id (the request's IssueInstant), given back as it was. */
    value: text('value'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.kind, t.messageId] }),
    index('saml_message_ids_expiry_idx').on(t.expiresAt),
    check('saml_message_ids_kind_check', inList('kind', ['REQUEST', 'ASSERTION'])),
  ],
);

/**
 * A user's identity at a standard SSO service (SSO_OIDC_PROVIDERS): the issuer's subject, set
 * when an invitation allowing the service is accepted with it; later sign-ins find the user by it.
 */
export const userSsoIdentities = pgTable(
  'user_sso_identities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The service's name (SSO_OIDC_PROVIDERS `name`). */
    service: text('service').notNull(),
    /** The OpenID provider's `sub` for the user. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.service] }),
    uniqueIndex('user_sso_identities_subject_key').on(t.service, t.subject),
  ],
);
