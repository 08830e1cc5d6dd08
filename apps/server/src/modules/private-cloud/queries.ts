import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, privateCloudImages } from '../../platform/db/schema.ts';

export type ImageRow = typeof privateCloudImages.$inferSelect;

/** Whether the account has the on-premises flag (staff set it); null for no such account. */
export async function onPremisesEnabled(db: Db, accountId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ onPremisesEnabled: accounts.onPremisesEnabled })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.onPremisesEnabled ?? null;
}

export const imagesOf = (db: Db, accountId: string): Promise<ImageRow[]> =>
  db
    .select()
    .from(privateCloudImages)
    .where(eq(privateCloudImages.accountId, accountId))
    .orderBy(asc(privateCloudImages.product), asc(privateCloudImages.displayName));

export async function imageOf(db: Db, accountId: string, id: string): Promise<ImageRow | undefined> {
  const [row] = await db
    .select()
    .from(privateCloudImages)
    .where(and(eq(privateCloudImages.accountId, accountId), eq(privateCloudImages.id, id)));
  return row;
}

export async function imageById(db: Db, id: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(privateCloudImages).where(eq(privateCloudImages.id, id));
  return row;
}
