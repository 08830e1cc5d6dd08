import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type AddressDetails, INVOICE_STATUSES } from '@datadeck/contracts';
import { inList } from './columns.ts';
import { accounts, organisations } from './accounts.ts';
import { users } from './identity.ts';

/**
 * Billing details of an account, or of an organisation whose accounts sync to it (SPEC §4): one
 * row per owner, exactly one of the two set. Holds only what a PCI SAQ-A merchant may keep: the
 * provider's reference to the stored card, its brand, last four digits, expiry and holder name,
 * and the billing address. Never a card number, security code or encrypted card value.
 */
export const billingProfiles = pgTable(
  'billing_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    contactEmail: text('contact_email').notNull(),
    addressDetails: jsonb('address_details').$type<AddressDetails>().notNull(),
    /** The provider's stored-payment-method id (its `storedPaymentMethod.id`). */
    cardReference: text('card_reference'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    cardExpiryMonth: smallint('card_expiry_month'),
    cardExpiryYear: smallint('card_expiry_year'),
    cardHolderName: text('card_holder_name'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_profiles_account_key').on(t.accountId),
    uniqueIndex('billing_profiles_organisation_key').on(t.organisationId),
    check('billing_profiles_one_owner_check', sql`(account_id is null) <> (organisation_id is null)`),
    check('billing_profiles_last_four_check', sql`card_last_four is null or card_last_four ~ '^[0-9]{4}$'`),
  ],
);

/**
 * A card verification waiting for its 3-D Secure result: the provider's opaque `paymentData`,
 * and the contact and address the user submitted with the card, saved only once the card is.
 */
export const billingVerifications = pgTable(
  'billing_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentData: text('payment_data').notNull(),
    pspReference: text('psp_reference').notNull(),
    contactEmail: text('contact_email').notNull(),
    addressDetails: jsonb('address_details').$type<AddressDetails>().notNull(),
    /** The submit reset billing synced to the organisation (SPEC §4): applied with the card. */
    resetBillingSync: boolean('reset_billing_sync').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('billing_verifications_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Monthly invoices. Numbers run without gaps across all accounts: each comes from
 * `invoice_numbering`'s one row, incremented in the transaction that inserts the invoice, so a
 * rolled-back insert gives its number back.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('ISSUED'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    gstCents: bigint('gst_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The charge lines as issued (clusters, node sizes, days), so the PDF never changes later. */
    lines: jsonb('lines').notNull(),
    /** Who is billed, as it was when issued. */
    billedTo: jsonb('billed_to').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_account_month_key').on(t.accountId, t.month),
    uniqueIndex('invoices_number_key').on(t.number),
    check('invoices_status_check', inList('status', INVOICE_STATUSES)),
  ],
);

export const invoiceNumbering = pgTable('invoice_numbering', {
  id: smallint('id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
