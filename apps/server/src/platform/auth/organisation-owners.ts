import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { organisationOwners } from '../db/schema.ts';

/** Whether the user owns the organisation: what an organisationOwner route asks of its caller. */
export type OrganisationOwnerLookup = (userId: string, organisationId: string) => Promise<boolean>;

export function organisationOwnerLookup(db: Pick<Db, 'select'>): OrganisationOwnerLookup {
  return async (userId, organisationId) => {
    const [row] = await db
      .select({ userId: organisationOwners.userId })
      .from(organisationOwners)
      .where(and(eq(organisationOwners.organisationId, organisationId), eq(organisationOwners.userId, userId)))
      .limit(1);
    return row !== undefined;
  };
}
