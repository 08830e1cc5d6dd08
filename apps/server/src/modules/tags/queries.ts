import type { Tag } from '@datadeck/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, customTags } from '../../platform/db/schema.ts';

type Reader = Pick<Db, 'select'>;

/** The account's tags in the order they were added (the table's and the wizard's order). */
export async function tagsOf(db: Reader, accountId: string): Promise<Tag[]> {
  return db
    .select({ key: customTags.key, value: customTags.value })
    .from(customTags)
    .where(eq(customTags.accountId, accountId))
    .orderBy(asc(customTags.seq));
}

export async function tagCountOf(db: Reader, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customTags).where(eq(customTags.accountId, accountId));
  return row?.n ?? 0;
}

export async function tagExists(db: Reader, accountId: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: customTags.key })
    .from(customTags)
    .where(and(eq(customTags.accountId, accountId), eq(customTags.key, key)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Locks the account's row for the rest of the transaction, so two adds at once cannot both see
 * 29 tags and make 31.
 */
export async function lockAccount(db: Reader, accountId: string): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}
