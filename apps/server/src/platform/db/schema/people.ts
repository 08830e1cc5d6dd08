import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES, ROLES } from '@datadeck/contracts';
import { createdAt, inList } from './columns.ts';
import { accounts } from './accounts.ts';
import { users } from './identity.ts';

// People of an account beyond its links: invitations, and who administers each service user.

/**
 * Invitations (SPEC §2, §4): open until accepted, revoked or expired (3 days). The e-mailed link's
 * token is kept as its SHA-256 digest only. At most one open invitation per address and account.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** Names of the standard SSO services the invited user may sign in with. */
    allowedSsoServices: jsonb('allowed_sso_services').$type<string[]>().notNull().default([]),
    tokenDigest: text('token_digest').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('OPEN'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it was accepted, revoked or marked expired. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_key').on(t.tokenDigest),
    uniqueIndex('invitations_open_email_key').on(t.accountId, sql`lower(${t.email})`).where(sql`status = 'OPEN'`),
    index('invitations_open_expiry_idx').on(t.expiresAt).where(sql`status = 'OPEN'`),
    check('invitations_role_check', inList('role', ROLES)),
    check('invitations_status_check', inList('status', INVITATION_STATUSES)),
  ],
);

/** The users who administer a service user (SPEC §2 Manage Administrators): its creator first. */
export const serviceUserAdministrators = pgTable(
  'service_user_administrators',
  {
    serviceUserId: uuid('service_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    administratorUserId: uuid('administrator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceUserId, t.administratorUserId] }),
    index('service_user_administrators_admin_idx').on(t.administratorUserId),
  ],
);
