import { randomUUID } from 'node:crypto';
import { opensearchFieldsSchema, type Role } from '@datadeck/contracts';
import { hashPassword } from '../src/platform/auth/password-hashing.ts';
import type { Db } from '../src/platform/db/database.ts';
import { accounts, accountUsers, clusters, users } from '../src/platform/db/schema.ts';

/** Test data written straight to the database, with defaults a test overrides where it matters. */

export const TEST_PASSWORD = 'Correct-horse-battery-1';
let passwordHash: Promise<string> | undefined;

export async function createAccount(db: Db, values: Partial<typeof accounts.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values({ name: `Account ${randomUUID().slice(0, 8)}`, ...values })
    .returning({ id: accounts.id });
  if (!row) throw new Error('account not created');
  return row.id;
}

export async function createUser(
  db: Db,
  values: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> = {},
): Promise<{ id: string; username: string }> {
  const username = values.username ?? `user-${randomUUID().slice(0, 8)}`;
  // One hash for all test users: argon2 is deliberately slow.
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      displayName: `Test ${username}`,
      email: `${username}@test.example`,
      ...values,
      username,
      passwordHash: await passwordHash,
    })
    .returning({ id: users.id, username: users.username });
  if (!row) throw new Error('user not created');
  return row;
}

export async function linkUser(db: Db, accountId: string, userId: string, role: Role): Promise<void> {
  await db.insert(accountUsers).values({ accountId, userId, role });
}

/** A user holding `role` on the account. */
export async function createMember(db: Db, accountId: string, role: Role) {
  const user = await createUser(db);
  await linkUser(db, accountId, user.id, role);
  return user;
}

export async function createCluster(db: Db, accountId: string, values: Partial<typeof clusters.$inferInsert> = {}) {
  const [row] = await db
    .insert(clusters)
    .values({
      accountId,
      name: `cluster-${randomUUID().slice(0, 8)}`,
      application: 'APACHE_CASSANDRA',
      applicationVersion: '5.0.6',
      slaTier: 'NON_PRODUCTION',
      status: 'RUNNING',
      settings: {
        cassandraVersion: '5.0.6',
        luceneEnabled: false,
        passwordAndUserAuth: true,
        resizeSettings: [],
        bundledUseOnly: false,
      },
      ...values,
    })
    .returning({ id: clusters.id, name: clusters.name });
  if (!row) throw new Error('cluster not created');
  return row;
}

/** Application fields of an OpenSearch cluster, as the create schema defaults them. */
export const OPENSEARCH_SETTINGS = opensearchFieldsSchema.parse({
  opensearchVersion: '3.6.0',
  clusterManagerNodes: [{ nodeSize: 'SRH-DEV-t4g.small-5' }],
  dataNodes: [{ nodeSize: 'SRH-DEV-t4g.small-5', nodeCount: 3 }],
});
