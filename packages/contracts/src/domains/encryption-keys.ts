import { z } from 'zod';
import { accountIdParamsSchema } from './accounts.ts';

/**
 * Encryption keys (SPEC §2, §3, §5): customer-managed AWS KMS keys for at-rest EBS encryption of
 * AWS data centres, registered against one of the account's provider accounts.
 */

/** AWS account ids are exactly 12 digits. */
export const AWS_ACCOUNT_ID_PATTERN = /^\d{12}$/;

/** The provider account every account has: clusters in Instaclustr's own cloud accounts. */
export const DEFAULT_PROVIDER_ACCOUNT_NAME = 'INSTACLUSTR';

/** What an ARN of a KMS key or alias says. */
export interface KmsArn {
  /** The AWS region as the ARN spells it, `us-east-1`. */
  awsRegion: string;
  /** The same region as the console names regions, `US_EAST_1`. */
  region: string;
  awsAccountId: string;
  /** `key/<uuid>` keys give the uuid; `alias/<name>` aliases give `alias/<name>`. */
  kmsId: string;
}

// arn:<partition>:kms:<region>:<account>:<resource>; partitions aws, aws-cn, aws-us-gov.
const ARN_PATTERN =
  /^arn:aws(?:-cn|-us-gov)?:kms:([a-z]{2}(?:-gov)?-[a-z]+-\d):(\d{12}):(key\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|alias\/[a-zA-Z0-9/_-]{1,250})$/;

/** Parses a KMS key or alias ARN; null when it is not one. */
export function parseKmsArn(arn: string): KmsArn | null {
  const match = ARN_PATTERN.exec(arn.trim());
  if (!match) return null;
  const [, awsRegion = '', awsAccountId = '', resource = ''] = match;
  if (resource.startsWith('alias/aws/')) return null; // AWS-managed aliases cannot be shared with another account
  return {
    awsRegion,
    region: awsRegion.toUpperCase().replaceAll('-', '_'),
    awsAccountId,
    kmsId: resource.startsWith('key/') ? resource.slice('key/'.length) : resource,
  };
}

export const KMS_ARN_HINT = 'arn:aws:kms:<region>:<12-digit AWS account>:key/<key id> or …:alias/<alias name>';
export const KMS_ARN_INVALID = `ARN must be a KMS key ARN: ${KMS_ARN_HINT}`;

export const ENCRYPTION_KEY_ALIAS_MAX_LENGTH = 30;

const aliasField = z
  .string('Alias is required')
  .trim()
  .min(1, { message: 'Alias is required', abort: true })
  .max(ENCRYPTION_KEY_ALIAS_MAX_LENGTH, `Alias is limited to ${ENCRYPTION_KEY_ALIAS_MAX_LENGTH} characters`)
  // The public API's own rule for aliases (AwsEncryptionKeyV2.alias).
  .regex(
    /^[a-zA-Z0-9_-][a-zA-Z0-9 _-]*$/,
    'Alias may use letters, digits, spaces, "_" and "-", not starting with a space',
  );

const arnField = z
  .string('ARN is required')
  .trim()
  .min(1, { message: 'ARN is required', abort: true })
  .max(2048)
  .refine((arn) => parseKmsArn(arn) !== null, KMS_ARN_INVALID);

export const providerAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  provider: z.literal('AWS_VPC'),
  /** The 12-digit AWS account the clusters of this provider account run in. */
  awsAccountId: z.string(),
});
export type ProviderAccount = z.infer<typeof providerAccountSchema>;
export const providerAccountsSchema = z.array(providerAccountSchema);

export const KEY_VALIDITIES = ['Unknown', 'Valid', 'Invalid'] as const;
export type KeyValidity = (typeof KEY_VALIDITIES)[number];

/** The stored outcome of the last validation, as the table shows it (SPEC §4). */
export const validityOf = (isValid: boolean | null): KeyValidity =>
  isValid === null ? 'Unknown' : isValid ? 'Valid' : 'Invalid';

export const encryptionKeySchema = z.object({
  id: z.uuid(),
  alias: z.string(),
  providerAccount: z.string(),
  providerAccountId: z.uuid(),
  /** Used by a cluster that is not deleted: such a key cannot be deleted. */
  inUse: z.boolean(),
  arn: z.object({
    value: z.string(),
    awsAccountId: z.string(),
    kmsId: z.string(),
    /** The console's region names; a KMS key is region specific, so one. */
    regions: z.array(z.string()),
    /** Null until the key is validated. */
    isValid: z.boolean().nullable(),
  }),
  validity: z.enum(KEY_VALIDITIES),
});
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;
export const encryptionKeysSchema = z.array(encryptionKeySchema);

export const addEncryptionKeyBodySchema = z.object({
  alias: aliasField,
  arn: arnField,
  providerAccountId: z.uuid('Choose a provider account'),
});
export type AddEncryptionKeyBody = z.infer<typeof addEncryptionKeyBodySchema>;

export const encryptionKeyParamsSchema = accountIdParamsSchema.extend({
  keyId: z.uuid('Key id must be a UUID'),
});

export const keyValidationSchema = z.object({ isValid: z.boolean(), message: z.string() });
export type KeyValidation = z.infer<typeof keyValidationSchema>;

/** A valid key of the account can encrypt a data centre of its region (the wizard's choices). */
export const keyFitsRegion = (key: EncryptionKey, region: string): boolean =>
  key.validity === 'Valid' && key.arn.regions.includes(region);

// The public API (cluster-management-v2: AwsEncryptionKeyV2, AccountAwsEncryptionKeysV2).

const awsRegionV2Schema = z.object({ name: z.string() });

export const publicEncryptionKeySchema = z.object({
  id: z.uuid(),
  alias: z.string(),
  arn: z.string(),
  providerAccountName: z.string(),
  regions: z.array(awsRegionV2Schema),
  inUse: z.boolean(),
});
export type PublicEncryptionKey = z.infer<typeof publicEncryptionKeySchema>;

export const publicAddEncryptionKeyBodySchema = z.object({
  alias: aliasField,
  arn: arnField,
  // "For customers provisioning on Instaclustr's cloud provider accounts, this property may be omitted."
  providerAccountName: z.string().trim().min(1, 'Provider account name is required').max(255).optional(),
});

export const publicEncryptionKeyParamsSchema = z.object({
  encryptionKeyId: z.uuid('Encryption key id must be a UUID'),
});

/** The `aws_encryption_keys_v2` data source: Instaclustr's `AccountAwsEncryptionKeysV2`, as a list of one account. */
export const publicEncryptionKeyDataSourceSchema = z.array(
  z.object({ accountId: z.uuid(), encryptionKeys: z.array(publicEncryptionKeySchema) }),
);

export const publicKeyValidationSchema = z.object({
  regions: z.array(awsRegionV2Schema),
  isValid: z.boolean(),
  message: z.string(),
});

export const toPublicEncryptionKey = (key: EncryptionKey): PublicEncryptionKey => ({
  id: key.id,
  alias: key.alias,
  arn: key.arn.value,
  providerAccountName: key.providerAccount,
  regions: key.arn.regions.map((region) => ({ name: region.toLowerCase().replaceAll('_', '-') })),
  inUse: key.inUse,
});
