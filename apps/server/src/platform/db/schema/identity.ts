import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, inList } from './columns.ts';

/**
 * A person signs in to the console; a service user (SPEC §2) is an identity for scripts: it has
 * no usable password, never signs in, and calls the public API with its own API keys.
 */
export const USER_KINDS = ['person', 'service'] as const;

// Users: who signs in (password, MFA, lockout, password history), and service users.

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
    kind: text('kind', { enum: USER_KINDS }).notNull().default('person'),
    /** A service user that was deactivated: its keys are gone, and adding its username again reactivates it. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames are one namespace for people and service users (basic authentication names either).
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // A person signs in by e-mail too; a service user often shares its administrator's address.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`kind = 'person'`),
    check('users_kind_check', inList('kind', USER_KINDS)),
    uniqueIndex('users_password_challenge_key').on(t.passwordChallengeDigest),
  ],
);
