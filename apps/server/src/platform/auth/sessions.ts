import { LIMITS, type Role } from '@datadeck/contracts';
import { and, eq, exists, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { accounts, accountUsers, sessions, users } from '../db/schema.ts';
import { governsSignIn } from './sign-in-governance.ts';
import { randomToken, tokenDigest } from './tokens.ts';

/** The signed-in user behind a request: while a staff user impersonates, the user impersonated. */
export interface Caller {
  userId: string;
  username: string;
  isAdmin: boolean;
  /**
   * The staff user acting as this user (SPEC §6), or null. `accountId` is the one account the
   * impersonation is confined to (null once that account is gone: then no account at all).
   */
  impersonator: { userId: string; username: string; accountId: string | null } | null;
  /** Digest of the session token: how the session is found again (sign-out). */
  sessionDigest: string;
  csrfToken: string;
  /**
   * The account whose identity provider began this session (SAML), the only account it reaches;
   * null for a session begun with a password or a standard SSO service.
   */
  ssoAccountId: string | null;
}

/**
 * Whether the session reaches one account only (an impersonation, or a session an account's
 * identity provider began): then nothing that spans accounts, an organisation above all, is its.
 */
export const confinedToOneAccount = (caller: Caller): boolean =>
  caller.impersonator !== null || caller.ssoAccountId !== null;

/** A valid session, with the caller's role on the account named in the request path, if any. */
export interface Authentication {
  caller: Caller;
  /** The account the request acts on: the path's for a session, the key's for an API key. */
  accountId: string | null;
  /** Null when the path names no account or the user is not linked to it. */
  accountRole: Role | null;
  /**
   * MFA must be set up first: account and staff endpoints are refused until then. By the policy as
   * it is at this request, for the user who signed in (the staff user, while impersonating).
   */
  mfaSetupPending: boolean;
}

/** An impersonation that ended with its session (signed out, timed out, ended by a password change). */
export interface EndedImpersonation {
  /** The staff user whose session it was. */
  staff: { userId: string; username: string };
  /** The user impersonated. */
  username: string;
  /** The account it was confined to (null once that account is gone). */
  accountId: string | null;
  /** When it ended: now, or the moment an expired session timed out. */
  at: Date;
  /** The client address of the request that ended it; empty when it timed out. */
  sourceIp: string;
}

/**
 * Records the impersonations ending sessions ended, in the transaction that ends them (the staff
 * module's audit entry); the store knows sessions, not the audit log.
 */
export type ImpersonationEndRecorder = (tx: Pick<Db, 'insert'>, ended: readonly EndedImpersonation[]) => Promise<void>;

/**
 * A used session's expiry moves forward at most this often, so a busy console does not write to
 * the sessions table on every request; the inactivity timeout is late by at most this much.
 */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Console sessions: an opaque random token in an HttpOnly cookie, only its SHA-256 digest in
 * the database, expiring after a period of inactivity (sliding).
 */
export class SessionStore {
  /**
   * The lookup behind every signed-in request, prepared once: the session by digest if it has
   * not expired, its user, and the user's role on `accountId` (a null accountId matches no link).
   * An impersonating session has a role only on the account the impersonation was started in,
   * and a session an account's identity provider began only on that account, so every other
   * account of the user is not found, whatever endpoint asks.
   * It also says whether the session is held at the MFA set-up, by the policy as it is now (an
   * account enforcing it may have turned it on or off, or the user been linked or unlinked since
   * sign-in): the session's own user has no second factor and is staff or linked to an account
   * whose `enforceMFA` governs their sign-in (`governsSignIn`, as `policyOf` reads it). A session
   * an account's identity provider began is never held: the provider authenticated the person.
   */
  private readonly lookup;

  /**
   * `recordEnded` is given every impersonation a session's end ends (the app passes the staff
   * module's audit); without one (tests of the guard alone) nothing is recorded.
   */
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly timeoutMs: number = LIMITS.sessionTimeoutMs,
    private readonly recordEnded: ImpersonationEndRecorder = async () => undefined,
  ) {
    // The session's own user; the user acted as is the impersonated one when there is one.
    const owner = alias(users, 'session_owner');
    // The owner's links to accounts that enforce MFA on them.
    const mfaLink = alias(accountUsers, 'mfa_link');
    const mfaAccount = alias(accounts, 'mfa_account');
    const enforcingAccount = db
      .select({ id: mfaAccount.id })
      .from(mfaLink)
      .innerJoin(mfaAccount, eq(mfaAccount.id, mfaLink.accountId))
      .where(
        and(eq(mfaLink.userId, owner.id), eq(mfaAccount.enforceMFA, true), governsSignIn(db, mfaLink, mfaAccount)),
      );
    const mfaSetupPending = sql<boolean>`(${sessions.ssoAccountId} is null and not ${owner.mfaEnabled}
      and (${owner.isAdmin} or ${exists(enforcingAccount)}))`;
    this.lookup = db
      .select({
        userId: users.id,
        username: users.username,
        isAdmin: users.isAdmin,
        ownerId: owner.id,
        ownerUsername: owner.username,
        csrfToken: sessions.csrfToken,
        mfaSetupPending,
        lastSeenAt: sessions.lastSeenAt,
        timeoutMs: sessions.timeoutMs,
        role: accountUsers.role,
        impersonatedAccountId: sessions.impersonatedAccountId,
        ssoAccountId: sessions.ssoAccountId,
      })
      .from(sessions)
      .innerJoin(owner, eq(owner.id, sessions.userId))
      .innerJoin(users, eq(users.id, sql`coalesce(${sessions.impersonatedUserId}, ${sessions.userId})`))
      .leftJoin(
        accountUsers,
        and(
          eq(accountUsers.userId, users.id),
          eq(accountUsers.accountId, sql.placeholder('accountId')),
          or(isNull(sessions.impersonatedUserId), eq(accountUsers.accountId, sessions.impersonatedAccountId)),
          or(isNull(sessions.ssoAccountId), eq(accountUsers.accountId, sessions.ssoAccountId)),
        ),
      )
      .where(and(eq(sessions.tokenHash, sql.placeholder('digest')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('session_authenticate');
  }

  /**
   * Starts a session; the token goes to the cookie and is never stored. `timeoutMs` is its
   * inactivity timeout, by the user's sign-in policy (15 minutes or 8 hours).
   */
  async create(
    userId: string,
    timeoutMs: number = this.timeoutMs,
    ssoAccountId: string | null = null,
  ): Promise<{ token: string; csrfToken: string }> {
    const token = randomToken();
    const csrfToken = randomToken();
    const now = this.clock.now();
    await this.db.insert(sessions).values({
      tokenHash: tokenDigest(token),
      userId,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      timeoutMs,
      ssoAccountId,
      expiresAt: new Date(now.getTime() + timeoutMs),
    });
    return { token, csrfToken };
  }

  /**
   * The session of a cookie token, if it is still valid, together with the user's role on
   * `accountId`: one query serves both the authentication and the account access check.
   * `activity: false` (a background read, BACKGROUND_READ_HEADER) finds the session without
   * sliding its expiry, so polling alone lets an idle session time out.
   */
  async authenticate(
    token: string,
    accountId: string | null,
    { activity = true }: { activity?: boolean } = {},
  ): Promise<Authentication | null> {
    const digest = tokenDigest(token);
    const now = this.clock.now();
    const [row] = await this.lookup.execute({ digest, accountId, now: now.toISOString() });
    if (!row) return null;

    // A short timeout is touched more often, so it is never late by a large share of itself.
    if (activity && now.getTime() - row.lastSeenAt.getTime() >= Math.min(TOUCH_INTERVAL_MS, row.timeoutMs / 15)) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + row.timeoutMs) })
        .where(eq(sessions.tokenHash, digest));
    }
    return {
      caller: {
        userId: row.userId,
        username: row.username,
        isAdmin: row.isAdmin,
        impersonator:
          row.ownerId === row.userId
            ? null
            : { userId: row.ownerId, username: row.ownerUsername, accountId: row.impersonatedAccountId },
        sessionDigest: digest,
        csrfToken: row.csrfToken,
        ssoAccountId: row.ssoAccountId,
      },
      accountId: row.role === null ? null : accountId,
      accountRole: row.role,
      mfaSetupPending: row.mfaSetupPending,
    };
  }

  /**
   * Ends every session of a user but one (after a password change, the others must sign in again),
   * at the request of `sourceIp`.
   */
  async endOthers(userId: string, keepDigest: string | null, sourceIp: string): Promise<void> {
    const others =
      keepDigest === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepDigest));
    await this.endWhere(others, { sourceIp, timedOut: false });
  }

  /** Signs out: the session of `sessionDigest` ends, at the request of `sourceIp`. */
  async end(sessionDigest: string, sourceIp: string): Promise<void> {
    await this.endWhere(eq(sessions.tokenHash, sessionDigest), { sourceIp, timedOut: false });
  }

  /**
   * Deletes sessions that expired; returns how many (the purge job logs it). They ended when they
   * timed out, so that is when their impersonations ended.
   */
  async purgeExpired(): Promise<number> {
    return this.endWhere(lt(sessions.expiresAt, this.clock.now()), { sourceIp: '', timedOut: true });
  }

  /**
   * The one way sessions end: deleted, and the impersonations among them recorded in the same
   * transaction. The deletion says what it deleted as it was then, so an impersonation stopped
   * meanwhile (the staff stop clears it under a row lock) is not recorded twice, and of two ends
   * of one session only one deletes it.
   */
  private async endWhere(condition: SQL | undefined, how: { sourceIp: string; timedOut: boolean }): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ended = await tx.delete(sessions).where(condition).returning({
        userId: sessions.userId,
        impersonatedUserId: sessions.impersonatedUserId,
        impersonatedAccountId: sessions.impersonatedAccountId,
        expiresAt: sessions.expiresAt,
      });
      const impersonating = ended.flatMap(({ impersonatedUserId, ...row }) =>
        impersonatedUserId === null ? [] : [{ ...row, impersonatedUserId }],
      );
      if (impersonating.length === 0) return ended.length;
      const ids = impersonating.flatMap((row) => [row.userId, row.impersonatedUserId]);
      const named = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, ids));
      const names = new Map(named.map((user) => [user.id, user.username]));
      const now = this.clock.now();
      await this.recordEnded(
        tx,
        impersonating.map((row) => ({
          staff: { userId: row.userId, username: names.get(row.userId) ?? '' },
          username: names.get(row.impersonatedUserId) ?? '',
          accountId: row.impersonatedAccountId,
          at: how.timedOut ? row.expiresAt : now,
          sourceIp: how.sourceIp,
        })),
      );
      return ended.length;
    });
  }
}
