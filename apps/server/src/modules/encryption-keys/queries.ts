import {
  DEFAULT_PROVIDER_ACCOUNT_NAME,
  validityOf,
  type EncryptionKey,
  type ProviderAccount,
} from '@datadeck/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { encryptionKeys, providerAccounts } from '../../platform/db/schema.ts';

/**
 * The AWS account of Instaclustr's own provider account, where the clusters of accounts that do
 * not run in their own cloud account live (AWS's documented example account id: the simulated
 * cloud has no real one).
 */
export const INSTACLUSTR_AWS_ACCOUNT_ID = '111122223333';

/**
 * Every account has the INSTACLUSTR provider account. It is made on first need rather than with
 * the account, so accounts made before provider accounts existed have it too; the unique
 * (account, name) index makes concurrent first needs safe.
 */
export async function ensureDefaultProviderAccount(db: Pick<Db, 'insert'>, accountId: string): Promise<void> {
  await db
    .insert(providerAccounts)
    .values({ accountId, name: DEFAULT_PROVIDER_ACCOUNT_NAME, awsAccountId: INSTACLUSTR_AWS_ACCOUNT_ID })
    .onConflictDoNothing();
}

export async function providerAccountsOf(db: Pick<Db, 'select'>, accountId: string): Promise<ProviderAccount[]> {
  return db
    .select({
      id: providerAccounts.id,
      name: providerAccounts.name,
      provider: providerAccounts.provider,
      awsAccountId: providerAccounts.awsAccountId,
    })
    .from(providerAccounts)
    .where(eq(providerAccounts.accountId, accountId))
    .orderBy(asc(providerAccounts.createdAt), asc(providerAccounts.name));
}

/**
 * A key is in use while a cluster that is not deleted has a data centre encrypted with it
 * (`aws_settings` holds `[{"ebsEncryptionKey": id}]`, the public API's own field).
 */
const inUseSql = sql<boolean>`exists (
  select 1 from data_centres dc join clusters c on c.id = dc.cluster_id
  where c.account_id = ${encryptionKeys.accountId} and c.status <> 'DELETED'
    and dc.aws_settings @> jsonb_build_array(jsonb_build_object('ebsEncryptionKey', ${encryptionKeys.id}::text))
)`;

/** The account's keys, oldest first, or the one key of `keyId`. */
export async function keysOf(db: Pick<Db, 'select'>, accountId: string, keyId?: string): Promise<EncryptionKey[]> {
  const rows = await db
    .select({
      id: encryptionKeys.id,
      alias: encryptionKeys.alias,
      providerAccount: providerAccounts.name,
      providerAccountId: providerAccounts.id,
      inUse: inUseSql,
      arn: encryptionKeys.arn,
      awsAccountId: encryptionKeys.awsAccountId,
      kmsId: encryptionKeys.kmsId,
      region: encryptionKeys.region,
      isValid: encryptionKeys.isValid,
    })
    .from(encryptionKeys)
    .innerJoin(providerAccounts, eq(providerAccounts.id, encryptionKeys.providerAccountId))
    .where(
      keyId === undefined
        ? eq(encryptionKeys.accountId, accountId)
        : and(eq(encryptionKeys.accountId, accountId), eq(encryptionKeys.id, keyId)),
    )
    .orderBy(asc(encryptionKeys.createdAt), asc(encryptionKeys.id));
  return rows.map((row) => ({
    id: row.id,
    alias: row.alias,
    providerAccount: row.providerAccount,
    providerAccountId: row.providerAccountId,
    inUse: row.inUse,
    arn: {
      value: row.arn,
      awsAccountId: row.awsAccountId,
      kmsId: row.kmsId,
      regions: [row.region],
      isValid: row.isValid,
    },
    validity: validityOf(row.isValid),
  }));
}
