import type { AddressDetails } from '@datadeck/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { accounts, billingProfiles, billingVerifications, organisations } from '../../platform/db/schema.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert' | 'update'>;

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type VerificationRow = typeof billingVerifications.$inferSelect;

/** What billing reads of an account, with its organisation when it has one. */
export async function billingAccount(db: Reader, accountId: string) {
  const [row] = await db
    .select({
      accountType: accounts.accountType,
      invoiced: accounts.invoiced,
      billingSynced: accounts.billingSynced,
      organisationId: organisations.id,
      organisationName: organisations.name,
    })
    .from(accounts)
    .leftJoin(organisations, eq(organisations.id, accounts.organisationId))
    .where(eq(accounts.id, accountId));
  return row;
}

/** The billing profile of an account, or of an organisation. */
export async function billingProfileOf(
  db: Reader,
  owner: { accountId: string } | { organisationId: string },
): Promise<BillingProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(billingProfiles)
    .where(
      'accountId' in owner
        ? eq(billingProfiles.accountId, owner.accountId)
        : eq(billingProfiles.organisationId, owner.organisationId),
    );
  return row;
}

/** The billing form as it is saved: contact and address. */
export interface BillingForm {
  contactEmail: string;
  addressDetails: AddressDetails;
}

/**
 * A card as the billing profile keeps it, all there is to keep: never the number beyond its last
 * four digits, never the CVV. `reference` is the provider's stored card; null for a card saved on
 * a server without a provider.
 */
export interface CardOnFile {
  reference: string | null;
  brand: string | null;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string | null;
}

/**
 * Writes the account's own billing profile: the form, and the card when one was verified (or,
 * without a provider, entered). A form-only save keeps the card already on file. The billing
 * country goes on the account too (GST is decided by it), and a saved card ends the free trial's
 * "no billing details".
 */
export async function saveAccountBilling(
  db: Writer,
  accountId: string,
  form: BillingForm,
  card: CardOnFile | null,
  now: Date,
): Promise<void> {
  const cardColumns =
    card === null
      ? {}
      : {
          cardReference: card.reference,
          cardBrand: card.brand,
          cardLastFour: card.lastFour,
          cardExpiryMonth: card.expiryMonth,
          cardExpiryYear: card.expiryYear,
          cardHolderName: card.holderName,
        };
  const values = { contactEmail: form.contactEmail, addressDetails: form.addressDetails, updatedAt: now };
  await db
    .insert(billingProfiles)
    .values({ accountId, ...values, ...cardColumns })
    .onConflictDoUpdate({ target: billingProfiles.accountId, set: { ...values, ...cardColumns } });
  await db
    .update(accounts)
    .set({
      billingCountry: form.addressDetails.countryCodeAlpha2,
      ...(card === null ? {} : { hasBillingDetails: true }),
    })
    .where(eq(accounts.id, accountId));
}

/**
 * Ends billing synced to the organisation (SPEC §4): the account is billed on its own and no
 * longer invoiced. Conditional, so only the request that actually reset it records the reset.
 */
export async function resetBillingSync(db: Writer, accountId: string): Promise<boolean> {
  const reset = await db
    .update(accounts)
    .set({ billingSynced: false, invoiced: false })
    .where(and(eq(accounts.id, accountId), eq(accounts.billingSynced, true)))
    .returning({ id: accounts.id });
  return reset.length > 0;
}

export async function insertVerification(db: Pick<Db, 'insert'>, values: typeof billingVerifications.$inferInsert) {
  await db.insert(billingVerifications).values(values);
}

/** The account's newest verification still waiting for its 3-D Secure result. */
export async function pendingVerification(db: Reader, accountId: string, now: Date) {
  const [row] = await db
    .select()
    .from(billingVerifications)
    .where(
      and(
        eq(billingVerifications.accountId, accountId),
        isNull(billingVerifications.finishedAt),
        gt(billingVerifications.expiresAt, now),
      ),
    )
    .orderBy(desc(billingVerifications.createdAt))
    .limit(1);
  return row;
}

/**
 * Takes a verification for the one request that finishes it: a single conditional UPDATE, so of
 * two results sent at once only one gets the row (and saves); the other finds none.
 */
export async function claimVerification(db: Pick<Db, 'update'>, id: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(billingVerifications)
    .set({ finishedAt: now })
    .where(and(eq(billingVerifications.id, id), isNull(billingVerifications.finishedAt)))
    .returning({ id: billingVerifications.id });
  return claimed.length > 0;
}

/** Gives a claimed verification back when the provider could not be asked: the user may retry. */
export async function releaseVerification(db: Pick<Db, 'update'>, id: string): Promise<void> {
  await db.update(billingVerifications).set({ finishedAt: null }).where(eq(billingVerifications.id, id));
}
