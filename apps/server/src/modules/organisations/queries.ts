import { MESSAGES, type Organisation } from '@datadeck/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, billingProfiles, organisationOwners, organisations } from '../../platform/db/schema.ts';
import { organisationOwnerLookup } from '../../platform/auth/organisation-owners.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';

type Reader = Pick<Db, 'select'>;

/** The 409 of an account that belongs to an organisation already: one per account, ever. */
export const alreadyMember = () =>
  new HttpError(409, [{ name: 'accountId', message: MESSAGES.organisations.alreadyMember }]);

/** Whether the organisation has billing details of its own: a billing profile in its name. */
async function hasBillingDetails(db: Reader, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingProfiles.id })
    .from(billingProfiles)
    .where(eq(billingProfiles.organisationId, organisationId))
    .limit(1);
  return row !== undefined;
}

export async function organisationRow(db: Reader, organisationId: string) {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  // The guard let an owner in, so the row exists unless it went in between.
  if (!row) throw notFound(MESSAGES.organisations.notFound);
  return row;
}

/** SPEC §3 Organisation with its accounts, as its owners see it. */
export async function organisationView(db: Reader, organisationId: string): Promise<Organisation> {
  const row = await organisationRow(db, organisationId);
  const linked = await db
    .select({ id: accounts.id, name: accounts.name, billingSynced: accounts.billingSynced })
    .from(accounts)
    .where(eq(accounts.organisationId, organisationId))
    .orderBy(asc(accounts.name), asc(accounts.id));
  return {
    id: row.id,
    name: row.name,
    isBillingSynced: row.billingSynced,
    hasBillingDetails: await hasBillingDetails(db, organisationId),
    supportContacts: row.supportContacts,
    emergencyContacts: row.emergencyContacts,
    accounts: linked,
  };
}

/** Whether the user owns the organisation (its account details show the links only then). */
export const ownsOrganisation = (db: Reader, userId: string, organisationId: string): Promise<boolean> =>
  organisationOwnerLookup(db)(userId, organisationId);

/** The organisations the user owns, by name. */
export async function ownedOrganisations(db: Reader, userId: string) {
  return db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .innerJoin(organisationOwners, eq(organisationOwners.organisationId, organisations.id))
    .where(eq(organisationOwners.userId, userId))
    .orderBy(asc(organisations.name), asc(organisations.id));
}
