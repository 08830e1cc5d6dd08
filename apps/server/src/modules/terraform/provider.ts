import { TERRAFORM_ENCRYPTION_KEY_RESOURCE, TERRAFORM_PROVIDER, uniqueHclIdentifiers } from '@datadeck/contracts';
import { attribute, block, object, reference, template, type HclBlock } from './hcl.ts';

/** The variables provider.tf reads the credentials from, so no key is ever written to a file. */
export const CREDENTIAL_VARIABLES = { username: 'instaclustr_username', apiKey: 'instaclustr_api_key' } as const;

/** A sensitive string variable: its value comes from the environment (TF_VAR_…) or a .tfvars file. */
const variable = (name: string, description: string) =>
  block(
    'variable',
    [name],
    [attribute('type', reference('string')), attribute('description', description), attribute('sensitive', true)],
  );

/**
 * provider.tf: the provider required at its v2 versions, and the provider configured with the
 * `terraform_key` it expects ("Instaclustr-Terraform <user name>:<API key>") from two variables.
 */
export function providerFile(): HclBlock[] {
  return [
    block(
      'terraform',
      [],
      [
        block(
          'required_providers',
          [],
          [
            attribute(
              'instaclustr',
              object({ source: TERRAFORM_PROVIDER.source, version: TERRAFORM_PROVIDER.versionConstraint }),
            ),
          ],
        ),
      ],
    ),
    variable(CREDENTIAL_VARIABLES.username, 'User name of the API key'),
    variable(CREDENTIAL_VARIABLES.apiKey, 'A Terraform provider API key of the account'),
    block(
      'provider',
      ['instaclustr'],
      [
        attribute(
          'terraform_key',
          template(
            'Instaclustr-Terraform ',
            reference(`var.${CREDENTIAL_VARIABLES.username}`),
            ':',
            reference(`var.${CREDENTIAL_VARIABLES.apiKey}`),
          ),
        ),
      ],
    ),
  ];
}

/** An account's AWS encryption key as the provider knows it. */
export interface ExportedEncryptionKey {
  readonly alias: string;
  readonly arn: string;
  readonly providerAccountName: string | null;
}

/**
 * encryption-keys.tf: the account's AWS encryption keys as the provider's
 * instaclustr_aws_encryption_key_v2 resources.
 */
export function encryptionKeyBlocks(keys: readonly ExportedEncryptionKey[]): HclBlock[] {
  const names = uniqueHclIdentifiers(keys.map((key) => key.alias));
  return keys.map((key, i) =>
    block(
      'resource',
      [TERRAFORM_ENCRYPTION_KEY_RESOURCE, names[i] ?? '_'],
      [
        attribute('alias', key.alias),
        attribute('arn', key.arn),
        ...(key.providerAccountName === null ? [] : [attribute('provider_account_name', key.providerAccountName)]),
      ],
    ),
  );
}
