import type { Role, StaffAccount } from '@datadeck/contracts';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/database.ts';
import { accounts, accountUsers, apiKeys, users } from '../../platform/db/schema.ts';

/**
 * Linked users (SPEC §2 "Linked Users"): the people of an account and their role on it. Service
 * users are linked to accounts too (for their keys) but are not linked users: every query here
 * sees people only, so the list, the owner count and staff's lookups agree.
 */

/** A transaction of the database, as `db.transaction` hands it to its callback. */

const isPerson = eq(users.kind, 'person');
const byUsername = sql`lower(${users.username}) collate "C"`;

/** What the people queries read of a person and their link. */
const personColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  email: users.email,
  role: accountUsers.role,
};

/** The account's people (and their links) that also meet `condition`. */
const peopleOf = (db: Pick<Db, 'select'>, accountId: string, condition?: SQL) =>
  db
    .select(personColumns)
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), isPerson, condition));

/** The account's people with their roles, by username in byte order (the same on every collation). */
export async function linkedUsersOf(db: Db, accountId: string): Promise<StaffAccount['users']> {
  return peopleOf(db, accountId).orderBy(byUsername);
}

/** One person of the account, if linked to it. */
export async function linkedUser(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, isAdmin: users.isAdmin })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId), isPerson));
  return row;
}

/** How many people own the account: what the owner rules and the security settings count. */
export async function ownerCount(db: Pick<Db, 'select'>, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountUsers)
    .innerJoin(users, eq(users.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 'OWNER'), isPerson));
  return row?.n ?? 0;
}

/** Whether the account revokes inactive users' access (SPEC §9): then it must keep two owners. */
export async function inactivityRevocationOn(db: Pick<Db, 'select'>, accountId: string): Promise<boolean> {
  const [row] = await db.select({ on: accounts.inactivityRevocation }).from(accounts).where(eq(accounts.id, accountId));
  return row?.on ?? false;
}

/**
 * Locks the account's row for the rest of the transaction and reads what the people rules need.
 * Every change of who is linked with which role takes this lock first, so two of them on one
 * account run one after the other and each sees the other's outcome (two owners demoting each
 * other cannot both pass the owner rule). Undefined for an account that is gone.
 */
export async function lockAccount(tx: Tx, accountId: string) {
  const [row] = await tx
    .select({ name: accounts.name, inactivityRevocation: accounts.inactivityRevocation })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row;
}

/** The person of the account with this username (case-insensitive, as usernames are unique). */
export async function personLink(
  db: Pick<Db, 'select'>,
  accountId: string,
  username: string,
): Promise<{ userId: string; username: string; displayName: string; email: string; role: Role } | undefined> {
  const [row] = await peopleOf(db, accountId, eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row && { ...row, userId: row.id };
}

export async function setRole(tx: Tx, accountId: string, userId: string, role: Role): Promise<void> {
  await tx
    .update(accountUsers)
    .set({ role })
    .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
}

/** Unlinks the person; their API keys of the account go with the link (they would open nothing). */
export async function removeLink(tx: Tx, accountId: string, userId: string): Promise<void> {
  await tx.delete(apiKeys).where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.userId, userId)));
  await tx.delete(accountUsers).where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, userId)));
}
