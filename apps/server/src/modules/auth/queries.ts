import { asc, eq, or, sql } from 'drizzle-orm';
import { LIMITS, type LinkedAccount } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { accounts, accountUsers, users } from '../../platform/db/schema.ts';

/** A user by username or e-mail, both case-insensitive (the unique indexes are on lower()). */
export async function findUserByLogin(db: Db, login: string) {
  const key = login.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  return user;
}

export async function findUserById(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** A successful sign-in: the failure count starts over. */
export async function recordLogin(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at, failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/**
 * A failed sign-in under the lockout rule: counted atomically; the failure that reaches the
 * limit locks the user and starts the count over.
 */
export async function recordFailure(db: Db, userId: string, at: Date): Promise<{ locked: boolean }> {
  const reached = sql`${users.failedLoginCount} + 1 >= ${LIMITS.failedLoginLimit}`;
  const until = new Date(at.getTime() + LIMITS.failedLoginLockMs);
  const [row] = await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${reached} then 0 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${until.toISOString()}::timestamptz else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  // This failure locked the user when the lock now ends exactly a lock period from it.
  return { locked: row?.lockedUntil?.getTime() === until.getTime() };
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
