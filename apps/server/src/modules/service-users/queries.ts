import type { Role } from '@datadeck/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accountUsers, apiKeys, serviceUserAdministrators, users } from '../../platform/db/schema.ts';

/**
 * The password hash of every service user: not a PHC string, so no password verifies against it
 * even if a path ever tried. Sign-in does not get that far: it looks up people only.
 */
export const NO_PASSWORD = '!service-user: signs in nowhere';

/** A service user of an account as the service reads it: the link's role is its profile. */
export interface ServiceUserRow {
  id: string;
  username: string;
  displayName: string;
  email: string;
  profile: Role;
}

const serviceUserColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  email: users.email,
  profile: accountUsers.role,
};

const lowerUsername = sql`lower(${users.username})`;
const byName = sql`lower(${users.username}) collate "C"`;

const ofAccount = (accountId: string) => and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, accountId));

/** The account's active service users, by username in byte order (the same on every collation). */
export function activeServiceUsers(db: Db, accountId: string): Promise<ServiceUserRow[]> {
  return db
    .select(serviceUserColumns)
    .from(users)
    .innerJoin(accountUsers, ofAccount(accountId))
    .where(and(eq(users.kind, 'service'), isNull(users.deactivatedAt)))
    .orderBy(byName);
}

/**
 * One active service user of the account by username (case-insensitive). With `lock`, its users
 * row is held to the end of the transaction, so changes to one service user run one at a time
 * and none slips past a deactivation.
 */
export async function activeServiceUser(
  db: Db,
  accountId: string,
  username: string,
  lock = false,
): Promise<ServiceUserRow | undefined> {
  const query = db
    .select(serviceUserColumns)
    .from(users)
    .innerJoin(accountUsers, ofAccount(accountId))
    .where(and(eq(users.kind, 'service'), isNull(users.deactivatedAt), eq(lowerUsername, username.toLowerCase())));
  const [row] = await (lock ? query.for('update', { of: users }) : query);
  return row;
}

/** Whoever holds the username (people and service users share it), locked, with what add needs. */
export async function usernameHolder(db: Db, accountId: string, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      kind: users.kind,
      deactivatedAt: users.deactivatedAt,
      linkedHere: sql<boolean>`${accountUsers.userId} is not null`,
    })
    .from(users)
    .leftJoin(accountUsers, ofAccount(accountId))
    .where(eq(lowerUsername, username.toLowerCase()))
    .for('update', { of: users });
  return row;
}

/** Administrators' usernames per service user: the earliest first (the creator), then by name. */
export async function administratorsOf(db: Db, serviceUserIds: string[]): Promise<Map<string, string[]>> {
  const byServiceUser = new Map<string, string[]>(serviceUserIds.map((id) => [id, []]));
  if (serviceUserIds.length === 0) return byServiceUser;
  const rows = await db
    .select({ serviceUserId: serviceUserAdministrators.serviceUserId, username: users.username })
    .from(serviceUserAdministrators)
    .innerJoin(users, eq(users.id, serviceUserAdministrators.administratorUserId))
    .where(inArray(serviceUserAdministrators.serviceUserId, serviceUserIds))
    .orderBy(asc(serviceUserAdministrators.createdAt), byName);
  for (const row of rows) byServiceUser.get(row.serviceUserId)?.push(row.username);
  return byServiceUser;
}

/**
 * The service user's administrators with their role on the account, by name: null for one no
 * longer linked to it.
 */
export function administratorRoles(db: Db, accountId: string, serviceUserId: string) {
  return db
    .select({ id: users.id, username: users.username, role: accountUsers.role })
    .from(serviceUserAdministrators)
    .innerJoin(users, eq(users.id, serviceUserAdministrators.administratorUserId))
    .leftJoin(accountUsers, ofAccount(accountId))
    .where(eq(serviceUserAdministrators.serviceUserId, serviceUserId))
    .orderBy(byName);
}

/** Whether the user administers the service user. */
export async function administers(db: Db, serviceUserId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(serviceUserAdministrators)
    .where(
      and(
        eq(serviceUserAdministrators.serviceUserId, serviceUserId),
        eq(serviceUserAdministrators.administratorUserId, userId),
      ),
    );
  return row !== undefined;
}

/** The people linked to the account among the usernames given (case-insensitive). */
export function linkedPeopleNamed(db: Db, accountId: string, usernames: string[]) {
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(accountUsers, ofAccount(accountId))
    .where(
      and(
        eq(users.kind, 'person'),
        inArray(
          lowerUsername,
          usernames.map((name) => name.toLowerCase()),
        ),
      ),
    );
}

/**
 * Makes `administratorIds` the service user's administrators, keeping the rows of those who stay:
 * their insertion time (the database's, not the app clock's) keeps the creator first.
 */
export async function replaceAdministrators(db: Db, serviceUserId: string, administratorIds: string[]): Promise<void> {
  const current = await db
    .select({ id: serviceUserAdministrators.administratorUserId })
    .from(serviceUserAdministrators)
    .where(eq(serviceUserAdministrators.serviceUserId, serviceUserId));
  const kept = new Set(current.map((row) => row.id));
  const gone = [...kept].filter((id) => !administratorIds.includes(id));
  if (gone.length > 0) {
    await db
      .delete(serviceUserAdministrators)
      .where(
        and(
          eq(serviceUserAdministrators.serviceUserId, serviceUserId),
          inArray(serviceUserAdministrators.administratorUserId, gone),
        ),
      );
  }
  const added = administratorIds.filter((id) => !kept.has(id));
  if (added.length > 0) {
    await db
      .insert(serviceUserAdministrators)
      .values(added.map((administratorUserId) => ({ serviceUserId, administratorUserId })));
  }
}

/** The service users' keys on the account, by type. */
export function keysOf(db: Db, accountId: string, serviceUserIds: string[]) {
  if (serviceUserIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: apiKeys.userId,
      type: apiKeys.type,
      keyHint: apiKeys.keyHint,
      cidrAllowList: apiKeys.cidrAllowList,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), inArray(apiKeys.userId, serviceUserIds)))
    .orderBy(apiKeys.type);
}
