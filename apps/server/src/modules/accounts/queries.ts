import type { MessageOfTheDay } from '@datadeck/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, encryptionKeys, messagesOfTheDay } from '../../platform/db/schema.ts';

export async function findAccount(db: Db, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return account;
}

/** SPEC §3 `awsEncryptionKeys`: whether the account has registered an AWS KMS key (all keys are AWS). */
export async function hasAwsEncryptionKeys(db: Db, accountId: string): Promise<boolean> {
  const [key] = await db
    .select({ id: encryptionKeys.id })
    .from(encryptionKeys)
    .where(eq(encryptionKeys.accountId, accountId))
    .limit(1);
  return key !== undefined;
}

/** Current messages: global and the account's own, not expired; critical first, then newest. */
export async function currentMessagesOfTheDay(db: Db, accountId: string, now: Date): Promise<MessageOfTheDay[]> {
  const rows = await db
    .select()
    .from(messagesOfTheDay)
    .where(
      and(
        or(isNull(messagesOfTheDay.accountId), eq(messagesOfTheDay.accountId, accountId)),
        or(isNull(messagesOfTheDay.expiresAt), gt(messagesOfTheDay.expiresAt, now)),
      ),
    )
    .orderBy(
      sql`case ${messagesOfTheDay.severity} when 'critical' then 0 when 'warning' then 1 else 2 end`,
      desc(messagesOfTheDay.createdAt),
    );
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    severity: row.severity,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }));
}
