import type { StaffAccount } from '@datadeck/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accountUsers, users } from '../../platform/db/schema.ts';

/**
 * Linked users (SPEC §2 "Linked Users"): the users of an account and their role on it. The
 * settings page of that name arrives later; staff account lookup and impersonation read them now.
 */

/** The account's users with their roles, by username in byte order (the same on every collation). */
export async function linkedUsersOf(db: Db, accountId: string): Promise<StaffAccount['users']> {
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      role: accountUsers.role,
    })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(eq(accountUsers.accountId, accountId))
    .orderBy(sql`lower(${users.username}) collate "C"`);
}

/** One user of the account, if linked to it. */
export async function linkedUser(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, isAdmin: users.isAdmin })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
  return row;
}
