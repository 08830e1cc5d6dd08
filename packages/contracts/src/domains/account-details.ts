import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import type { Role } from '../roles.ts';
import { ACCOUNT_TYPES, type AccountType } from './accounts.ts';

/**
 * Account details and organisations (SPEC §2 Account details screen, §3 Account and
 * Organisation, §5 maintenance contacts, §6 CREATE_ORGANISATION).
 */

export const ACCOUNT_DETAIL_LIMITS = {
  nameMaxLength: 100,
  companyNameMaxLength: 200,
  /** Addresses in one contact list: a team alias or a handful of people, not a mailing list. */
  contactsMaxCount: 20,
  /** The list's text: 20 addresses of RFC 5321's 254 characters, and their separators. */
  contactsMaxLength: 20 * 255,
} as const;

/** The addresses of a semicolon-separated list (SPEC §3), trimmed, blanks between separators ignored. */
export const parseEmailList = (text: string): string[] =>
  text
    .split(';')
    .map((address) => address.trim())
    .filter((address) => address !== '');

const emailShape = z.email();

/**
 * A semicolon-separated e-mail list (SPEC §3), optional: blank is no list. Each address must be
 * valid; the error names the first one that is not. Written back as `a@x.com;b@y.com`.
 */
export const emailListSchema = z
  .string('Enter e-mail addresses separated by semicolons')
  .max(ACCOUNT_DETAIL_LIMITS.contactsMaxLength, 'This list is too long')
  .superRefine((text, ctx) => {
    const addresses = parseEmailList(text);
    const invalid = addresses.find((address) => !emailShape.safeParse(address).success);
    if (invalid !== undefined) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.accountDetails.invalidContact(invalid) });
    } else if (addresses.length > ACCOUNT_DETAIL_LIMITS.contactsMaxCount) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.accountDetails.tooManyContacts });
    }
  })
  .transform((text) => parseEmailList(text).join(';'));

const nameSchema = (what: string, max: number) =>
  z.string(`Enter the ${what}`).trim().min(1, `Enter the ${what}`).max(max, `Use at most ${max} characters`);

/** The organisation an account belongs to, as its account details show it. */
export const accountOrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  supportContacts: z.string(),
  /** The organisation's emergency contacts, or its support contacts when it has none (SPEC §3). */
  emergencyContacts: z.string(),
  /** Whether the caller owns the organisation: only owners get its two pages (SPEC §2). */
  callerIsOwner: z.boolean(),
});

/** GET account details (SPEC §3 Account). */
export const accountDetailsSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  companyName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  supportContacts: z.string(),
  emergencyContacts: z.string(),
  /** As stored: blank means the support contacts get maintenance notices (SPEC §5). */
  maintenanceContacts: z.string(),
  organisation: accountOrganisationSchema.nullable(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** The 'Update Account Details' form and its call (SPEC §7). */
export const updateAccountDetailsBodySchema = z.object({
  name: nameSchema('account name', ACCOUNT_DETAIL_LIMITS.nameMaxLength),
  companyName: z
    .string()
    .trim()
    .max(
      ACCOUNT_DETAIL_LIMITS.companyNameMaxLength,
      `Use at most ${ACCOUNT_DETAIL_LIMITS.companyNameMaxLength} characters`,
    ),
  supportContacts: emailListSchema,
  emergencyContacts: emailListSchema,
  maintenanceContacts: emailListSchema,
});
export type UpdateAccountDetailsBody = z.input<typeof updateAccountDetailsBodySchema>;

/** Maintenance notices go to the maintenance contacts, or the support contacts when blank (SPEC §5). */
export const maintenanceContactsOf = (account: { supportContacts: string; maintenanceContacts: string }): string =>
  account.maintenanceContacts.trim() === '' ? account.supportContacts : account.maintenanceContacts;

/** An organisation's emergency contacts, or its support contacts when blank (SPEC §3). */
export const emergencyContactsOf = (organisation: { supportContacts: string; emergencyContacts: string }): string =>
  organisation.emergencyContacts.trim() === '' ? organisation.supportContacts : organisation.emergencyContacts;

/** AWS and GCP marketplace accounts are billed by the marketplace: no organisations (SPEC §6). */
const MARKETPLACE_ACCOUNT_TYPES: readonly AccountType[] = ['AWS_SAAS', 'GCP_SAAS'];

/**
 * Why the caller may not create an organisation from the account, or undefined when they may
 * (SPEC §6 CREATE_ORGANISATION). The console shows it beside the disabled button; the server
 * refuses with it.
 */
export function organisationCreationRefusal(role: Role, accountType: AccountType): string | undefined {
  if (role !== 'OWNER') return MESSAGES.organisations.notOwner;
  if (MARKETPLACE_ACCOUNT_TYPES.includes(accountType)) return MESSAGES.organisations.marketplace;
  return undefined;
}

export const organisationIdParamsSchema = z.object({ organisationId: z.uuid('Organisation id must be a UUID') });
export const organisationAccountParamsSchema = organisationIdParamsSchema.extend({
  accountId: z.uuid('Account id must be a UUID'),
});

/** /accounts/{accountId}/new-organization: the account becomes the organisation's first. */
export const createOrganisationBodySchema = z.object({
  name: nameSchema('organization name', ACCOUNT_DETAIL_LIMITS.nameMaxLength),
});

/** An account of an organisation, on its Linked Accounts page. */
export const organisationAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The account uses the organisation's billing details (SPEC §4). */
  billingSynced: z.boolean(),
});

/** SPEC §3 Organisation, with its accounts; for its owners. */
export const organisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /**
   * Accounts linked from now on use the organisation's billing details. Only an organisation
   * with billing details may turn it on; accounts already linked keep their own choice.
   */
  isBillingSynced: z.boolean(),
  /** Whether the organisation has billing details of its own to sync to. */
  hasBillingDetails: z.boolean(),
  supportContacts: z.string(),
  /** As stored: blank means the support contacts (SPEC §3). */
  emergencyContacts: z.string(),
  accounts: z.array(organisationAccountSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** The organisations the caller owns ("load organizations", SPEC §7). */
export const organisationsSchema = z.object({
  organisations: z.array(z.object({ id: z.uuid(), name: z.string() })),
});

/** The Organization Details page's form. */
export const updateOrganisationBodySchema = z.object({
  name: nameSchema('organization name', ACCOUNT_DETAIL_LIMITS.nameMaxLength),
  supportContacts: emailListSchema,
  emergencyContacts: emailListSchema,
  isBillingSynced: z.boolean(),
});
export type UpdateOrganisationBody = z.input<typeof updateOrganisationBodySchema>;

/** Link another account the caller owns to the organisation. */
export const linkOrganisationAccountBodySchema = z.object({ accountId: z.uuid('Choose an account') });
