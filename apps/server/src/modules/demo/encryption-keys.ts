import { parseKmsArn } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { encryptionKeys, providerAccounts } from '../../platform/db/schema.ts';
import { ensureDefaultProviderAccount } from '../encryption-keys/queries.ts';
import { simulatedKeyValidation } from '../../drivers/simulated/key-validation.ts';

/** The Demo Account's own AWS account, where it runs clusters besides Instaclustr's. */
const DEMO_PROVIDER_ACCOUNT = { name: 'Acme AWS', awsAccountId: '210987654321' };

/**
 * Two keys registered on Acme AWS: one of its own AWS account (Valid), one copied from another
 * AWS account by mistake (Invalid), each with the validity the simulated driver's rule gives it.
 */
const DEMO_KEYS = [
  { alias: 'virginia-prod', arn: 'arn:aws:kms:us-east-1:210987654321:key/6b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' },
  { alias: 'ireland-legacy', arn: 'arn:aws:kms:eu-west-1:555566667777:key/0a9b8c7d-6e5f-4d3c-9b2a-1f0e9d8c7b6a' },
];

/** The Demo Account's provider accounts (INSTACLUSTR and Acme AWS) and its two encryption keys. */
export async function seedDemoEncryptionKeys(tx: Db, accountId: string): Promise<void> {
  await ensureDefaultProviderAccount(tx, accountId);
  const [customer] = await tx
    .insert(providerAccounts)
    .values({ accountId, ...DEMO_PROVIDER_ACCOUNT })
    .returning({ id: providerAccounts.id });
  if (!customer) throw new Error('the demo provider account was not created');
  await tx.insert(encryptionKeys).values(
    DEMO_KEYS.map(({ alias, arn }) => {
      const parsed = parseKmsArn(arn);
      if (!parsed) throw new Error(`the demo key ${alias} has a malformed ARN`);
      const { isValid } = simulatedKeyValidation({ arn, ...parsed, providerAccount: DEMO_PROVIDER_ACCOUNT });
      const { region, awsAccountId, kmsId } = parsed;
      return { accountId, providerAccountId: customer.id, alias, arn, region, awsAccountId, kmsId, isValid };
    }),
  );
}
