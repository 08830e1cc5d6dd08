import type { Role } from '@datadeck/contracts';
import { and, asc, count, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accountUsers, identityProviders, identityProviderUsers, users } from '../../platform/db/schema.ts';
import type { Tx } from '../../platform/db/database.ts';
import type { ScimFilter } from './filter.ts';
import type { StoredScimUser } from './resource.ts';

/**
 * SCIM's reads and writes. A SCIM user of a provider is a person with the provider's row of
 * source SCIM in identity_provider_users; their role (if linked) is their account_users row on
 * the provider's account.
 */

/** The identity provider a SCIM request acts for. */
export interface ScimProvider {
  id: string;
  accountId: string;
  displayName: string;
}

type Reader = Pick<Db, 'select'>;

/** The provider whose SCIM token has this SHA-256 digest (one indexed read). */
export async function providerByTokenDigest(db: Reader, digest: string): Promise<ScimProvider | undefined> {
  const [provider] = await db
    .select({
      id: identityProviders.id,
      accountId: identityProviders.accountId,
      displayName: identityProviders.displayName,
    })
    .from(identityProviders)
    .where(eq(identityProviders.scimTokenDigest, digest));
  return provider;
}

const storedColumns = {
  id: users.id,
  userName: users.username,
  email: users.email,
  displayName: users.displayName,
  externalId: identityProviderUsers.externalId,
  active: identityProviderUsers.active,
  created: identityProviderUsers.createdAt,
  lastModified: identityProviderUsers.updatedAt,
  role: accountUsers.role,
};

const ofProvider = (provider: ScimProvider, condition?: SQL) =>
  and(eq(identityProviderUsers.providerId, provider.id), eq(identityProviderUsers.source, 'SCIM'), condition);

/** The provider's SCIM users that meet `condition`, with their role on its account. */
const scimUsers = (db: Reader, provider: ScimProvider, condition?: SQL) =>
  db
    .select(storedColumns)
    .from(identityProviderUsers)
    .innerJoin(users, eq(users.id, identityProviderUsers.userId))
    .leftJoin(
      accountUsers,
      and(eq(accountUsers.userId, identityProviderUsers.userId), eq(accountUsers.accountId, provider.accountId)),
    )
    .where(ofProvider(provider, condition));

/** Case-insensitive where the User schema says caseExact false (userName, emails), exact for externalId. */
function filterCondition(filter: ScimFilter): SQL {
  switch (filter.attribute) {
    case 'userName':
      return sql`lower(${users.username}) = lower(${filter.value})`;
    case 'emails.value':
      return sql`lower(${users.email}) = lower(${filter.value})`;
    case 'externalId':
      return eq(identityProviderUsers.externalId, filter.value);
  }
}

/** A page of the provider's SCIM users in the order they were provisioned, and how many match in all. */
export async function listScimUsers(
  db: Reader,
  provider: ScimProvider,
  filter: ScimFilter | undefined,
  page: { offset: number; limit: number },
): Promise<{ total: number; users: StoredScimUser[] }> {
  const condition = filter === undefined ? undefined : filterCondition(filter);
  const [rows, [counted]] = await Promise.all([
    page.limit === 0
      ? []
      : scimUsers(db, provider, condition)
          .orderBy(asc(identityProviderUsers.createdAt), asc(identityProviderUsers.userId))
          .offset(page.offset)
          .limit(page.limit),
    db
      .select({ n: count() })
      .from(identityProviderUsers)
      .innerJoin(users, eq(users.id, identityProviderUsers.userId))
      .where(ofProvider(provider, condition)),
  ]);
  return { total: counted?.n ?? 0, users: rows };
}

/** One SCIM user of the provider; undefined for any other id. */
export async function scimUser(
  db: Reader,
  provider: ScimProvider,
  userId: string,
): Promise<StoredScimUser | undefined> {
  const [row] = await scimUsers(db, provider, eq(identityProviderUsers.userId, userId));
  return row;
}

/** What a create needs to know of a person it may adopt. */
export interface MatchedUser {
  id: string;
  kind: 'person' | 'service';
  /** The provider's row for them, if any (a SAML or JIT row is taken over by SCIM). */
  source: 'SCIM' | 'JIT' | 'SAML' | null;
  role: Role | null;
}

/**
 * The users a userName and e-mail address would collide with, case-insensitively: whose
 * username is either of them, and people whose e-mail is either (sign-in takes a username or an
 * e-mail in one field, so a username equal to someone's address would shadow them).
 */
export async function usersNamed(
  db: Reader,
  provider: ScimProvider,
  names: { userName: string; email: string },
  exceptUserId?: string,
): Promise<MatchedUser[]> {
  const keys = sql`(lower(${names.userName}), lower(${names.email}))`;
  return db
    .select({ id: users.id, kind: users.kind, source: identityProviderUsers.source, role: accountUsers.role })
    .from(users)
    .leftJoin(
      identityProviderUsers,
      and(eq(identityProviderUsers.userId, users.id), eq(identityProviderUsers.providerId, provider.id)),
    )
    .leftJoin(accountUsers, and(eq(accountUsers.userId, users.id), eq(accountUsers.accountId, provider.accountId)))
    .where(
      and(
        or(
          sql`lower(${users.username}) in ${keys}`,
          and(eq(users.kind, 'person'), sql`lower(${users.email}) in ${keys}`),
        ),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
}

/**
 * Whether the person is more than this provider's: staff, linked to another account, or known to
 * another identity provider. Their username, e-mail and name are then theirs and the other
 * accounts', and SCIM manages only their access to this account.
 */
export async function isSharedPerson(db: Reader, provider: ScimProvider, userId: string): Promise<boolean> {
  const otherAccount = db
    .select({ one: sql`1` })
    .from(accountUsers)
    .where(and(eq(accountUsers.userId, userId), ne(accountUsers.accountId, provider.accountId)));
  const otherProvider = db
    .select({ one: sql`1` })
    .from(identityProviderUsers)
    .where(and(eq(identityProviderUsers.userId, userId), ne(identityProviderUsers.providerId, provider.id)));
  const [row] = await db
    .select({ shared: sql<boolean>`${users.isAdmin} or ${exists(otherAccount)} or ${exists(otherProvider)}` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.shared ?? false;
}

/** A new person with no password anyone knows (`passwordHash` is of a random token, never kept). */
export async function insertPerson(
  tx: Tx,
  person: { userName: string; email: string; displayName: string; passwordHash: string },
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({
      username: person.userName,
      email: person.email,
      displayName: person.displayName,
      passwordHash: person.passwordHash,
      passwordChangedAt: now,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export async function updatePerson(
  tx: Tx,
  userId: string,
  fields: { userName: string; email: string; displayName: string },
): Promise<void> {
  await tx
    .update(users)
    .set({ username: fields.userName, email: fields.email, displayName: fields.displayName })
    .where(eq(users.id, userId));
}

/** The provider's SCIM row for the person: created, or a SAML/JIT row of theirs taken over. */
export async function upsertScimRecord(
  tx: Tx,
  provider: ScimProvider,
  userId: string,
  record: { externalId: string | null; active: boolean },
  now: Date,
): Promise<void> {
  const values = { source: 'SCIM' as const, ...record, createdAt: now, updatedAt: now };
  await tx
    .insert(identityProviderUsers)
    .values({ providerId: provider.id, userId, ...values })
    .onConflictDoUpdate({ target: [identityProviderUsers.providerId, identityProviderUsers.userId], set: values });
}

export async function updateScimRecord(
  tx: Tx,
  provider: ScimProvider,
  userId: string,
  record: { externalId: string | null; active: boolean },
  now: Date,
): Promise<void> {
  await tx
    .update(identityProviderUsers)
    .set({ ...record, updatedAt: now })
    .where(and(eq(identityProviderUsers.providerId, provider.id), eq(identityProviderUsers.userId, userId)));
}

export async function deleteScimRecord(tx: Tx, provider: ScimProvider, userId: string): Promise<void> {
  await tx
    .delete(identityProviderUsers)
    .where(and(eq(identityProviderUsers.providerId, provider.id), eq(identityProviderUsers.userId, userId)));
}

/** Links the person to the provider's account with the role (they were not linked). */
export async function link(tx: Tx, provider: ScimProvider, userId: string, role: Role, now: Date): Promise<void> {
  await tx.insert(accountUsers).values({ accountId: provider.accountId, userId, role, createdAt: now });
}
