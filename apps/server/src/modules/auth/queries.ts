import { asc, eq, or, sql } from 'drizzle-orm';
import type { LinkedAccount } from '@datadeck/contracts';
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

export async function recordLogin(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
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
