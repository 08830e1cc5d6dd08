import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

/**
 * Custom tags (SPEC §2 Cluster Resources › Tags, §3, §5): an account's key/value pairs that every
 * new cluster gets by default, and which cloud providers' own tag rules accept each of them.
 */

/** The providers whose tag rules a tag is checked against, in display order. */
export const TAG_PROVIDERS = ['AWS', 'GCP', 'AZURE'] as const;
export type TagProvider = (typeof TAG_PROVIDERS)[number];
export const TAG_PROVIDER_LABELS: Record<TagProvider, string> = { AWS: 'AWS', GCP: 'GCP', AZURE: 'Azure' };

/**
 * The general tag pattern (SPEC §5), for keys and values alike: letters and digits of any script,
 * spaces and `+ - = . _ : / @`, not starting or ending with a space. It is AWS's allowed set, the
 * widest one that GCP's labels fit inside; a tag outside it would suit at most Azure, so the
 * console refuses it rather than keep a tag that two of three providers reject outright.
 */
export const TAG_PATTERN = /^(?! )[\p{L}\p{N} +\-=._:/@]*(?<! )$/u;

export const tagKeySchema = z
  .string(MESSAGES.tags.keyRequired)
  .min(1, MESSAGES.tags.keyRequired)
  .max(LIMITS.tagKeyMaxLength, MESSAGES.tags.keyTooLong(LIMITS.tagKeyMaxLength))
  .regex(TAG_PATTERN, MESSAGES.tags.keyPattern);

export const tagValueSchema = z
  .string()
  .max(LIMITS.tagValueMaxLength, MESSAGES.tags.valueTooLong(LIMITS.tagValueMaxLength))
  .regex(TAG_PATTERN, MESSAGES.tags.valuePattern);

/** SPEC §3 Custom tag: key and (default) value. */
export const tagSchema = z.object({ key: z.string(), value: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagsSchema = z.array(tagSchema);

/** The add payload; the value defaults to empty, as a tag without a value is a label. */
export const addTagBodySchema = z.object({ key: tagKeySchema, value: tagValueSchema.default('') });
export type AddTagBody = z.infer<typeof addTagBodySchema>;
/** The Add Tags form: the same rules, its Default Value field always holding a string. */
export const addTagFormSchema = z.object({ key: tagKeySchema, value: tagValueSchema });

/** SPEC §3: the create response carries providerWarnings, one message per provider refusing it. */
export const addedTagSchema = tagSchema.extend({ providerWarnings: z.array(z.string()) });
export type AddedTag = z.infer<typeof addedTagSchema>;

/** Delete by key (SPEC §7), in the query: a key may hold `/`, which a path segment cannot carry plainly. */
export const deleteTagQuerySchema = z.object({ key: tagKeySchema });

/** Whether the account may take another tag (SPEC §9: at most 30). */
export const tagsFull = (count: number): boolean => count >= LIMITS.maxTagsPerAccount;

// The providers' own rules. Names the product writes itself are restricted: a custom tag with
// one of them would overwrite the product's tag on the cluster's resources.

/**
 * The product prefix of the tags Datadeck writes on AWS resources: `datadeck:<name>`, so they
 * never clash with a customer's tags (AWS keys are case-sensitive: compared exactly).
 */
export const AWS_PRODUCT_TAG_PREFIX = 'datadeck:';
export const AWS_RESTRICTED_KEYS: ReadonlySet<string> = new Set([
  ...['account', 'cluster', 'cluster name', 'data centre', 'data centre name', 'ssh gateway', 'node', 'region'].map(
    (name) => `${AWS_PRODUCT_TAG_PREFIX}${name}`,
  ),
  'Name', // the EC2 console's display name, which the product sets to the node's name
]);
/** AWS: key ≤ 128, value ≤ 256; letters, digits, spaces and `+ - = . _ : / @`; `aws:` is AWS's own. */
const AWS_ALLOWED = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u;

/** GCP labels: keys start with a lowercase letter; lowercase letters, digits, `_` and `-`, ≤ 63. */
export const GCP_RESTRICTED_KEYS: ReadonlySet<string> = new Set([
  'account',
  'cluster',
  'clustername',
  'cdc',
  'cdcname',
  'node',
  'instance',
  'region',
]);
const GCP_KEY = /^[a-z][a-z0-9_-]{0,62}$/;
const GCP_VALUE = /^[a-z0-9_-]{0,63}$/;

/** Azure tag names are case-insensitive, so its restricted names and prefixes are compared so. */
export const AZURE_RESTRICTED_KEYS: ReadonlySet<string> = new Set(
  [
    'Account',
    'Cluster',
    'ClusterName',
    'ClusterDataCentre',
    'ClusterDataCentreName',
    'SSHGateway',
    'Node',
    'Region',
  ].map((name) => name.toLowerCase()),
);
export const AZURE_RESTRICTED_PREFIXES = ['microsoft', 'azure', 'windows'] as const;
/** Azure: key ≤ 512, value ≤ 256; `< > % & \ ? /` are not allowed in names. */
const AZURE_KEY_FORBIDDEN = /[<>%&\\?/]/;

const ACCEPTS: Record<TagProvider, (key: string, value: string) => boolean> = {
  AWS: (key, value) =>
    key.length >= 1 &&
    key.length <= 128 &&
    value.length <= 256 &&
    AWS_ALLOWED.test(key) &&
    AWS_ALLOWED.test(value) &&
    !key.toLowerCase().startsWith('aws:') &&
    !AWS_RESTRICTED_KEYS.has(key),
  GCP: (key, value) => GCP_KEY.test(key) && GCP_VALUE.test(value) && !GCP_RESTRICTED_KEYS.has(key),
  AZURE: (key, value) => {
    const lower = key.toLowerCase();
    return (
      key.length >= 1 &&
      key.length <= 512 &&
      value.length <= 256 &&
      !AZURE_KEY_FORBIDDEN.test(key) &&
      !AZURE_RESTRICTED_KEYS.has(lower) &&
      !AZURE_RESTRICTED_PREFIXES.some((prefix) => lower.startsWith(prefix))
    );
  },
};

/**
 * THE compatibility rule (SPEC §5): the providers whose real tag rules accept the tag. The tags
 * table, the form's live preview and the server's providerWarnings all use it; an empty list
 * shows as 'None'.
 */
export function compatibleProviders(key: string, value: string): TagProvider[] {
  return TAG_PROVIDERS.filter((provider) => ACCEPTS[provider](key, value));
}

/** The create response's providerWarnings: one message for each provider that refuses the tag. */
export function providerWarnings(key: string, value: string): string[] {
  const accepted = compatibleProviders(key, value);
  return TAG_PROVIDERS.filter((provider) => !accepted.includes(provider)).map((provider) =>
    MESSAGES.tags.providerWarning(TAG_PROVIDER_LABELS[provider]),
  );
}

/** The Compatible Providers cell: the providers' labels, or 'None'. */
export function compatibleProvidersText(key: string, value: string): string {
  const accepted = compatibleProviders(key, value);
  return accepted.length === 0
    ? MESSAGES.tags.noCompatibleProvider
    : accepted.map((provider) => TAG_PROVIDER_LABELS[provider]).join(', ');
}
