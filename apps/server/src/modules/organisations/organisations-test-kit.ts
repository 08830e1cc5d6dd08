import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, organisationOwners, organisations } from '../../platform/db/schema.ts';

/**
 * An organisation written straight to the database, owned by `ownerId`, with the accounts given
 * linked to it: what the organisation pages' tests start from.
 */
export async function createOrganisation(
  db: Db,
  ownerId: string,
  accountIds: readonly string[],
  values: Partial<typeof organisations.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(organisations)
    .values({ name: 'Test Group', ...values })
    .returning({ id: organisations.id });
  if (!row) throw new Error('organisation not created');
  await db.insert(organisationOwners).values({ organisationId: row.id, userId: ownerId });
  if (accountIds.length > 0) {
    await db
      .update(accounts)
      .set({ organisationId: row.id })
      .where(inArray(accounts.id, [...accountIds]));
  }
  return row.id;
}
