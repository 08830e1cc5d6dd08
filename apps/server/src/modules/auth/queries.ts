import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { LIMITS, type LinkedAccount } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { accounts, accountUsers, users } from '../../platform/db/schema.ts';

/**
 * A person by username or e-mail, both case-insensitive (the unique indexes are on lower()).
 * Service users never sign in: to sign-in they are as unknown as a name nobody has.
 */
export async function findUserByLogin(db: Db, login: string) {
  const key = login.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(eq(users.kind, 'person'), or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key))),
    )
    .limit(1);
  return user;
}

export async function findUserById(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** A successful sign-in: the failure count starts over and any lock ends. */
export async function recordLogin(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at, failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/**
 * Reserves one guess under the lockout rule (SPEC §9), before its password is checked: in one
 * conditional update, counted as a failure unless the user is locked. The reservation that reaches
 * the limit locks the user at once, so however many guesses arrive together, at most the limit
 * are checked in a lock period; a success (recordLogin) ends the lock again. After a lock has
 * run out, the count starts over. Null when the user is locked: the guess must not be checked.
 */
export async function reserveGuess(db: Db, userId: string, at: Date): Promise<{ count: number } | null> {
  const atIso = at.toISOString();
  const lockOver = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${atIso}::timestamptz)`;
  const count = sql`(case when ${lockOver} then 1 else ${users.failedLoginCount} + 1 end)`;
  const until = new Date(at.getTime() + LIMITS.failedLoginLockMs).toISOString();
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: count,
      lockedUntil: sql`case when ${count} >= ${LIMITS.failedLoginLimit} then ${until}::timestamptz
        when ${lockOver} then null else ${users.lockedUntil} end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, at))))
    .returning({ count: users.failedLoginCount });
  return row ?? null;
}

/**
 * Gives a reserved guess back: its password was right, but the sign-in stopped short of a
 * session for a reason that is no failure (the second factor is asked for, the password has
 * expired). Below the limit again, the lock its reservation may have set ends.
 */
export async function releaseGuess(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} - 1`,
      lockedUntil: sql`case when ${users.failedLoginCount} - 1 < ${LIMITS.failedLoginLimit} then null else ${users.lockedUntil} end`,
    })
    .where(and(eq(users.id, userId), gt(users.failedLoginCount, 0)));
}

/** Remembers the address of a sign-in that passed the second factor, newest first. */
export async function rememberTrustedAddress(
  db: Db,
  user: { id: string; trustedSignInAddresses: readonly string[] },
  address: string,
): Promise<void> {
  const addresses = [address, ...user.trustedSignInAddresses.filter((a) => a !== address)];
  await db
    .update(users)
    .set({ trustedSignInAddresses: addresses.slice(0, LIMITS.trustedSignInAddresses) })
    .where(eq(users.id, user.id));
}

/** The accounts a user is linked to, with the role on each, by name. */
export function linkedAccounts(db: Db, userId: string): Promise<LinkedAccount[]> {
  return db
    .select({ id: accounts.id, name: accounts.name, role: accountUsers.role })
    .from(accountUsers)
    .innerJoin(accounts, eq(accounts.id, accountUsers.accountId))
    .where(eq(accountUsers.userId, userId))
    .orderBy(asc(accounts.name), asc(accounts.id));
}
