import { z } from 'zod';
import type { Application } from './cluster-vocabulary.ts';

/**
 * Terraform export (issue 18 §4): the account's live clusters as configuration of the real
 * Instaclustr provider, so a team can bring what it built in the console under Terraform.
 */
export const TERRAFORM_PROVIDER = {
  /** The provider's registry address; `instaclustr` is its local name in the configuration. */
  source: 'instaclustr/instaclustr',
  /** The v2 resources exist from provider 2.0.0; a new major version may rename them. */
  versionConstraint: '>= 2.0.0, < 3.0.0',
} as const;

/** The provider's resource type describing each application's cluster. */
export const TERRAFORM_CLUSTER_RESOURCES = {
  APACHE_CASSANDRA: 'instaclustr_cassandra_cluster_v2',
  KAFKA: 'instaclustr_kafka_cluster_v2',
  OPENSEARCH: 'instaclustr_opensearch_cluster_v2',
} as const satisfies Record<Application, string>;

/** The provider's resource type for an account's AWS encryption key. */
export const TERRAFORM_ENCRYPTION_KEY_RESOURCE = 'instaclustr_aws_encryption_key_v2';

export type TerraformResource =
  | (typeof TERRAFORM_CLUSTER_RESOURCES)[Application]
  | typeof TERRAFORM_ENCRYPTION_KEY_RESOURCE;

/** The file name of the download. */
export const TERRAFORM_ARCHIVE_NAME = 'terraform.zip';

/**
 * SPEC §7: the public export's failure, "JSON list of {message}": one entry per reason a cluster
 * cannot be written as the provider's resources, as Instaclustr's own API answers it.
 */
export const terraformProblemsSchema = z.array(z.object({ message: z.string() })).min(1);

/** The name every export error of the whole account (not one cluster) carries. */
export const TERRAFORM_ACCOUNT_ERROR = 'terraform';

/** The provider's documentation page of a resource on the Terraform registry: the help link of an error. */
export function terraformDocsUrl(resource: TerraformResource): string {
  const page = resource.replace(/^instaclustr_/, '');
  return `https://registry.terraform.io/providers/instaclustr/instaclustr/latest/docs/resources/${page}`;
}

/**
 * A name made into an HCL identifier (a resource's local name, a file's base name): letters,
 * digits, `_` and `-`, not starting with a digit or `-`. Other characters become `_`; a leading
 * digit or `-` gets a `_` before it; an empty name becomes `_`.
 */
export function hclIdentifier(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9_-]/g, '_');
  if (safe === '') return '_';
  return /^[A-Za-z_]/.test(safe) ? safe : `_${safe}`;
}

/**
 * One distinct identifier per name, in the order given: a name whose identifier is taken
 * already (two names differing only in a replaced character) gets `_2`, `_3`… so no file or
 * resource overwrites another.
 */
export function uniqueHclIdentifiers(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = hclIdentifier(name);
    let candidate = base;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base}_${n}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

const RESOURCES: readonly TerraformResource[] = [
  ...Object.values(TERRAFORM_CLUSTER_RESOURCES),
  TERRAFORM_ENCRYPTION_KEY_RESOURCE,
];

/** The provider's overview on the registry: the help link of an error that names no resource. */
export const TERRAFORM_PROVIDER_DOCS_URL =
  'https://registry.terraform.io/providers/instaclustr/instaclustr/latest/docs';

/**
 * The help link of an export error (SPEC §2 "errors listed with help links"): the documentation
 * of the resource its message names (every MESSAGES.terraform problem names one), else the
 * provider's overview.
 */
export function terraformHelpUrl(message: string): string {
  const named = RESOURCES.find((resource) => new RegExp(`\\b${resource}\\b`).test(message));
  return named === undefined ? TERRAFORM_PROVIDER_DOCS_URL : terraformDocsUrl(named);
}
