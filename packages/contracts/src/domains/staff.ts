import { z } from 'zod';
import { STAFF_SEARCH_MAX_LENGTH } from './staff-search.ts';
import { ROLES } from '../roles.ts';
import { ACCOUNT_TYPES, accountIdParamsSchema, MESSAGE_SEVERITIES, messageOfTheDaySchema } from './accounts.ts';

export * from './staff-search.ts';

/**
 * Staff functions: users with isAdmin work for the console's operator. They look up accounts,
 * impersonate users, set per-account flags, feature switches and messages of the day.
 */

/** Per-account flags staff set, read by later features (SPEC §3 Account flags). */
export const accountFlagsSchema = z.object({
  clusterCreationAllowed: z.boolean(),
  pciCompatible: z.boolean(),
  onPremisesEnabled: z.boolean(),
  ssoSelfServeEnabled: z.boolean(),
  zeroInboundAccessConsoleView: z.boolean(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** SPEC §4: an invoiced account is billed by invoice, whatever its type. */
  invoiced: z.boolean(),
});
export type AccountFlags = z.infer<typeof accountFlagsSchema>;

export const staffAccountSearchSchema = z.object({
  search: z.string().trim().max(STAFF_SEARCH_MAX_LENGTH).default(''),
});

export const staffAccountSummarySchema = z.object({ id: z.uuid(), name: z.string(), userCount: z.number().int() });
export const staffAccountListSchema = z.object({ accounts: z.array(staffAccountSummarySchema) });

export const staffAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  flags: accountFlagsSchema,
  users: z.array(
    z.object({ id: z.uuid(), username: z.string(), displayName: z.string(), email: z.string(), role: z.enum(ROLES) }),
  ),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountParamsSchema = accountIdParamsSchema;

export const impersonationBodySchema = z.object({
  accountId: z.uuid('Choose an account'),
  userId: z.uuid('Choose a user to impersonate'),
});

/** Console feature switches. */
export const FEATURE_SWITCHES = {
  databaseMaintenance:
    'Scheduled database maintenance: API key actions are hidden, security and account-details saves are disabled.',
} as const;
export type FeatureSwitch = keyof typeof FEATURE_SWITCHES;
export const featureSwitchesSchema = z.object({ databaseMaintenance: z.boolean() });
export type FeatureSwitches = z.infer<typeof featureSwitchesSchema>;

export const MESSAGE_OF_THE_DAY_MAX_LENGTH = 500;

/** What a maintenance announcement says of the work (SPEC §3's two scheduled-maintenance rows). */
export const MAINTENANCE_KINDS = ['DISRUPTIVE', 'NON_DISRUPTIVE'] as const;
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];

export const createMessageOfTheDayBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Enter the message')
    .max(MESSAGE_OF_THE_DAY_MAX_LENGTH, `Use at most ${MESSAGE_OF_THE_DAY_MAX_LENGTH} characters`),
  severity: z.enum(MESSAGE_SEVERITIES),
  /** Null: shown to every account. */
  accountId: z.uuid('Account id must be a UUID').nullable(),
  /** Null: shown until expired by hand. */
  expiresAt: z.iso.datetime({ offset: true, error: 'Enter a date and time' }).nullable(),
  /**
   * A scheduled-maintenance announcement: besides showing, it notifies the accounts' contacts and
   * maintenance webhooks by their Notification Preferences (disruptive or not). Null: a plain message.
   */
  maintenance: z.enum(MAINTENANCE_KINDS).nullable().default(null),
});

export const staffMessageSchema = messageOfTheDaySchema.extend({
  accountId: z.uuid().nullable(),
  maintenance: z.enum(MAINTENANCE_KINDS).nullable(),
  createdAt: z.iso.datetime(),
});
export const staffMessagesSchema = z.object({ messages: z.array(staffMessageSchema) });
export const messageIdParamsSchema = z.object({ messageId: z.uuid() });
