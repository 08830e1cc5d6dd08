import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { API_KEY_TYPES, AUDIT_EVENT_TYPES, DEFAULT_CIDR_ALLOW_LIST } from '@datadeck/contracts';
import { createdAt, inList } from './columns.ts';
import { accounts } from './accounts.ts';
import { users } from './identity.ts';

// How users and scripts reach accounts: sessions, API keys, and the audit log of what they did.

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
    /** The account the impersonation was started from (its audit events belong there). */
    impersonatedAccountId: uuid('impersonated_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * A session begun by an account's own identity provider (SAML) reaches that account only: the
     * provider vouches for the person there, not in the other accounts the user may be linked to.
     */
    ssoAccountId: uuid('sso_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
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

// Security-relevant events (sign-in, keys, settings, impersonation), never updated.
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
