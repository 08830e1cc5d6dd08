import { z } from 'zod';
import { ROLES } from '../roles.ts';

export const ACCOUNT_TYPES = ['AWS_SAAS', 'AZURE_SAAS', 'AZURE_RIYOA', 'GCP_SAAS', 'OTHER'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const accountIdParamsSchema = z.object({ accountId: z.uuid('Account id must be a UUID') });

/** What the console needs to know about the account it shows, for the caller. */
export const accountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  companyName: z.string().nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** The cluster-creation-allowed flag (SPEC §6): controls the create-cluster card. */
  clusterCreationAllowed: z.boolean(),
  /** Flags read by later features (SPEC §3), set by staff. */
  pciCompatible: z.boolean(),
  onPremisesEnabled: z.boolean(),
  features: z.object({ zeroInboundAccessConsoleView: z.boolean(), ssoSelfServeEnabled: z.boolean() }),
  /**
   * SPEC §3 `awsEncryptionKeys`: whether the account has AWS KMS keys registered for at-rest
   * encryption (its Encryption Keys). In Instaclustr's API the name is the account's list of those
   * keys (`AccountAwsEncryptionKeysV2`, the `aws_encryption_keys_v2` data source); the account
   * reads it as a flag, and the list stays on its own endpoint. Not "may use keys": every account
   * may register them here (no staff switch gates the tab), so that would always be true.
   */
  awsEncryptionKeys: z.boolean(),
  /** The caller's role on this account. */
  role: z.enum(ROLES),
  /**
   * SPEC §3 `profile`: the same role, under the name Instaclustr gives a user's role on an
   * account (a linked user's, an invitation's, a service user's `profile`).
   */
  profile: z.enum(ROLES),
});
export type Account = z.infer<typeof accountSchema>;

export const MESSAGE_SEVERITIES = ['info', 'warning', 'critical'] as const;

export const messageOfTheDaySchema = z.object({
  id: z.uuid(),
  message: z.string(),
  severity: z.enum(MESSAGE_SEVERITIES),
  expiresAt: z.iso.datetime().nullable(),
});
export const messagesOfTheDaySchema = z.object({ messages: z.array(messageOfTheDaySchema) });
export type MessageOfTheDay = z.infer<typeof messageOfTheDaySchema>;

/** Free trial details (SPEC §3): relevant only when the account has no billing details. */
export const freeTrialSchema = z.object({
  status: z.enum(['NOT_STARTED', 'STARTED']),
  hasBillingDetails: z.boolean(),
  /** Whole days left (0 once expired); the full trial length while NOT_STARTED. */
  daysRemaining: z.number().int().nonnegative(),
});
export type FreeTrial = z.infer<typeof freeTrialSchema>;
