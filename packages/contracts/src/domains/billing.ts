import { z } from 'zod';
import { BILLING_LIMITS } from './billing-limits.ts';
import { MESSAGES } from '../messages.ts';
import { CONSOLE_CARD_BRANDS, PROVIDER_ENVIRONMENTS } from '../provider/constants.ts';
import { type ACCOUNT_TYPES, accountIdParamsSchema } from './accounts.ts';
import { COUNTRY_CODES } from './countries.ts';
import { paymentDetailsSchema, SAVED_CARD_BRANDS } from './payment-details.ts';

export * from './billing-limits.ts';
export * from './payment-details.ts';

/**
 * Billing (SPEC §2 Billing screen, §3 Billing details, §4 billing modes and 3-D Secure results,
 * §5 billing address rules). Amounts are whole US cents: no float ever adds up money.
 */

// ---- billing modes -----------------------------------------------------------------------------

/** SPEC §4: each mode has its own notice on the Billing tab. */
export const BILLING_MODES = [
  'INVOICED',
  'AWS_MARKETPLACE',
  'GCP_MARKETPLACE',
  'AZURE_MARKETPLACE',
  'AZURE_RIYOA',
  'CARD',
] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/**
 * The mode follows from the account. The invoiced flag, set by staff for an agreement, comes
 * first: a marketplace account moved to invoicing is billed by invoice. Otherwise a marketplace
 * account is billed by its marketplace, every other account by card.
 */
export function billingModeOf(account: {
  accountType: (typeof ACCOUNT_TYPES)[number];
  invoiced: boolean;
}): BillingMode {
  if (account.invoiced) return 'INVOICED';
  switch (account.accountType) {
    case 'AWS_SAAS':
      return 'AWS_MARKETPLACE';
    case 'GCP_SAAS':
      return 'GCP_MARKETPLACE';
    case 'AZURE_SAAS':
      return 'AZURE_MARKETPLACE';
    case 'AZURE_RIYOA':
      return 'AZURE_RIYOA';
    case 'OTHER':
      return 'CARD';
  }
}

/** Modes in which the customer's card pays: only these take a card on the Billing tab. */
export const CARD_BILLING_MODES: readonly BillingMode[] = ['CARD'];

// ---- billing address and contact (SPEC §5) -----------------------------------------------------

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null))
    // Says what the transform gives, so the answers carrying an address have a JSON Schema.
    .pipe(z.string().nullable());

/** A phone number with its international dialing prefix: +, then digits, spaces, dashes, brackets. */
export const PHONE_NUMBER_PATTERN = /^\+[0-9][0-9 ()-]{5,30}$/;

export const countryCodeSchema = z.enum(COUNTRY_CODES, 'Choose a country');

export const addressDetailsSchema = z.object({
  firstName: required('First name', BILLING_LIMITS.nameMaxLength),
  lastName: required('Last name', BILLING_LIMITS.nameMaxLength),
  phoneNumber: required('Phone number', BILLING_LIMITS.phoneMaxLength).regex(
    PHONE_NUMBER_PATTERN,
    'Enter the phone number with its international dialing prefix, e.g. +61 2 9876 5432',
  ),
  companyName: optional('Company name', BILLING_LIMITS.nameMaxLength),
  streetAddress: required('Street address', BILLING_LIMITS.addressLineMaxLength),
  extendedAddress: optional('Address line 2', BILLING_LIMITS.addressLineMaxLength),
  locality: required('City', BILLING_LIMITS.nameMaxLength),
  state: required('State', BILLING_LIMITS.nameMaxLength),
  postalCode: required('Postal code', BILLING_LIMITS.postalCodeMaxLength),
  countryCodeAlpha2: countryCodeSchema,
});
export type AddressDetails = z.infer<typeof addressDetailsSchema>;

/** The billing form's contact and address, which both billing submissions carry. */
const billingFormFieldsSchema = z.object({
  contactEmail: z
    .email('Enter a valid e-mail address')
    .max(BILLING_LIMITS.emailMaxLength, `E-mail must be at most ${BILLING_LIMITS.emailMaxLength} characters`),
  addressDetails: addressDetailsSchema,
  /**
   * SPEC §4: an authorised user resets billing synced to the organisation; the reset takes effect
   * with this submit (the account gets billing of its own and the invoiced flag is cleared).
   */
  resetBillingSync: z.boolean().default(false),
});

/**
 * POST /v1/accounts/{id}/billing: the billing form, and on a server without a card provider the
 * card too (SPEC §3 `paymentDetails`); without it the saved card is kept. A server with a provider
 * refuses `paymentDetails`: its card goes through the provider's form (billing/payment).
 */
export const billingUpdateSchema = billingFormFieldsSchema.extend({ paymentDetails: paymentDetailsSchema.optional() });
export type BillingUpdate = z.infer<typeof billingUpdateSchema>;
export type BillingUpdateInput = z.input<typeof billingUpdateSchema>;

const encrypted = (label: string) =>
  z.string(`${label} is required`).min(1, `${label} is required`).max(4096, `${label} is too long`);

/**
 * What the card widget hands over (its `onSubmit` state's data): the card as the provider's
 * encrypted values, which only the provider can read. The console passes them on in one call and
 * keeps none of them.
 */
export const cardSubmissionSchema = z.object({
  paymentMethod: z.object({
    type: z.literal('scheme'),
    encryptedCardNumber: encrypted('Card number'),
    encryptedExpiryMonth: encrypted('Expiry month'),
    encryptedExpiryYear: encrypted('Expiry year'),
    encryptedSecurityCode: encrypted('Security code'),
    holderName: required('Cardholder name', BILLING_LIMITS.nameMaxLength),
    /** SPEC §5: only mc and visa for the billing card. */
    brand: z.enum(CONSOLE_CARD_BRANDS, MESSAGES.billing.invalidBrand),
  }),
  /** The card's billing address as the widget collects it (its own field names). */
  billingAddress: z
    .object({
      street: z.string().trim().min(1).max(256),
      houseNumberOrName: z.string().trim().max(64),
      postalCode: z.string().trim().max(32),
      city: z.string().trim().min(1).max(128),
      stateOrProvince: z.string().trim().max(64).optional(),
      country: countryCodeSchema,
    })
    .optional(),
  browserInfo: z
    .object({
      acceptHeader: z.string().max(512),
      colorDepth: z.number().int(),
      language: z.string().max(32),
      javaEnabled: z.boolean(),
      screenHeight: z.number().int(),
      screenWidth: z.number().int(),
      userAgent: z.string().max(1024),
      timeZoneOffset: z.number().int(),
    })
    .optional(),
});
export type CardSubmission = z.infer<typeof cardSubmissionSchema>;

/** POST /v1/accounts/{id}/billing/payment: the billing form plus the card (SPEC §3 "savedDetails"). */
export const billingPaymentSchema = billingFormFieldsSchema.extend({ savedDetails: cardSubmissionSchema });
export type BillingPayment = z.infer<typeof billingPaymentSchema>;
export type BillingPaymentInput = z.input<typeof billingPaymentSchema>;

/** POST /v1/accounts/{id}/billing/result: the 3-D Secure outcome the widget (or a redirect) brings back. */
export const billingResultSchema = z
  .object({
    redirectResult: z.string().min(1).max(BILLING_LIMITS.threeDSResultMaxLength).optional(),
    threeDSResult: z.string().min(1).max(BILLING_LIMITS.threeDSResultMaxLength).optional(),
  })
  .refine((body) => (body.redirectResult === undefined) !== (body.threeDSResult === undefined), {
    message: 'Send either redirectResult or threeDSResult',
    path: ['redirectResult'],
  });
export type BillingResultInput = z.input<typeof billingResultSchema>;

// ---- what the tab reads --------------------------------------------------------------------------

/**
 * The saved card as a PCI SAQ-A merchant may keep it: the provider's reference stays on the server.
 * The brand is the provider's (mc or visa), or read from the number of a card saved without a
 * provider: then also amex, or null for a brand the console does not name.
 */
export const savedCardSchema = z.object({
  brand: z.enum(SAVED_CARD_BRANDS).nullable(),
  lastFour: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  holderName: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** SPEC §3: presence of the client key enables the card provider (its widget). */
export const clientConfigurationSchema = z.object({
  paymentMethods: z.array(z.literal('scheme')),
  brands: z.array(z.enum(CONSOLE_CARD_BRANDS)),
  environment: z.enum(PROVIDER_ENVIRONMENTS),
  clientKey: z.string(),
  /** Where the widget loads its secured fields from: the provider's origin. */
  providerUrl: z.url(),
});
export type ClientConfiguration = z.infer<typeof clientConfigurationSchema>;

export const billingDetailsSchema = z.object({
  mode: z.enum(BILLING_MODES),
  isInvoiced: z.boolean(),
  contactEmail: z.string().nullable(),
  addressDetails: addressDetailsSchema.nullable(),
  savedDetails: z
    .object({ card: savedCardSchema, billingAddress: z.object({ countryCodeAlpha2: countryCodeSchema }) })
    .nullable(),
  /** The account in an organisation uses the organisation's billing (SPEC §4). */
  isBillingSynced: z.boolean(),
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The caller may change billing: EDIT_BILLING, and not while billing is synced (SPEC §6). */
  editPermitted: z.boolean(),
  /** The caller may reset synced billing: EDIT_BILLING and not under the database-upgrade switch. */
  resetPermitted: z.boolean(),
  /** Null when no card provider is configured; the form then takes no card. */
  clientConfiguration: clientConfigurationSchema.nullable(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** The answer to a submission: saved, or the provider's action for 3-D Secure (SPEC §4). */
export const billingSubmissionResultSchema = z.object({
  resultCode: z.enum(['Authorised', 'Refused', 'Cancelled', 'Error', 'Pending']),
  /** Present with resultCode Pending: the widget's `handleAction` runs it. */
  action: z
    .object({
      type: z.literal('threeDS2'),
      subtype: z.enum(['fingerprint', 'challenge']),
      token: z.string(),
      paymentData: z.string(),
      paymentMethodType: z.literal('scheme'),
    })
    .nullable(),
  /** The billing as it is after the call (unchanged unless Authorised or a form-only save). */
  billing: billingDetailsSchema,
});
export type BillingSubmissionResult = z.infer<typeof billingSubmissionResultSchema>;

// ---- charges and invoices ------------------------------------------------------------------------

/** A calendar month, `YYYY-MM`. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM, e.g. 2026-11')
  .refine((month) => month >= '2000-01' && month <= '2999-12', 'Month must be between 2000-01 and 2999-12');

export const chargesQuerySchema = z.object({ month: monthSchema.optional() });

export const chargeLineSchema = z.object({
  nodeSize: z.string(),
  nodes: z.number().int(),
  /** Monthly price of one node, as on the Pricing page. */
  monthlyPriceCents: z.number().int(),
  /** Days of the month the cluster ran (or has run so far, for the current month). */
  days: z.number(),
  amountCents: z.number().int(),
});
export const clusterChargeSchema = z.object({
  clusterId: z.uuid(),
  name: z.string(),
  lines: z.array(chargeLineSchema),
  amountCents: z.number().int(),
});
export const chargesSchema = z.object({
  month: z.string(),
  currency: z.literal('USD'),
  /** Whole month estimate when the month is under way; the final figure for a past month. */
  isEstimate: z.boolean(),
  clusters: z.array(clusterChargeSchema),
  byNodeSize: z.array(z.object({ nodeSize: z.string(), nodes: z.number().int(), amountCents: z.number().int() })),
  subtotalCents: z.number().int(),
  /** Null when no GST applies (not Australian, or invoiced). */
  gstCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  /** The cost of each of the last 30 days, oldest first, for the chart. */
  daily: z.array(z.object({ date: z.iso.date(), amountCents: z.number().int() })),
});
export type Charges = z.infer<typeof chargesSchema>;

export const INVOICE_STATUSES = ['ISSUED', 'PAID'] as const;
export const invoiceSchema = z.object({
  id: z.uuid(),
  /** Sequential without gaps across all accounts, e.g. 'DD-000042'. */
  number: z.string(),
  month: z.string(),
  status: z.enum(INVOICE_STATUSES),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
  issuedAt: z.iso.datetime(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
export const invoiceParamsSchema = accountIdParamsSchema.extend({
  invoiceId: z.uuid('Invoice id must be a UUID'),
});
/** Issue the invoice of a month that has ended (the month-end job does this on its own). */
export const issueInvoiceSchema = z.object({ month: monthSchema });
