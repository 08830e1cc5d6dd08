import { api, type ApiKeyType } from '@datadeck/contracts';
import { basicAuth, signedInMember } from '../../../test/members.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { providerAccounts } from '../../platform/db/schema.ts';

export const KEY_UUID = '4f1c1a52-6c5b-4a7e-9d0e-2b7f3c9a8e11';
export const CUSTOMER_AWS_ACCOUNT = '123456789012';
export const arnOf = (awsAccountId: string, region = 'us-east-1') =>
  `arn:aws:kms:${region}:${awsAccountId}:key/${KEY_UUID}`;

/** A customer's own AWS provider account on the account (no endpoint adds one: staff do, as the demo). */
export async function addCustomerProviderAccount(app: TestApp, accountId: string, awsAccountId = CUSTOMER_AWS_ACCOUNT) {
  const [row] = await app.context.db
    .insert(providerAccounts)
    .values({ accountId, name: 'Acme AWS', awsAccountId })
    .returning({ id: providerAccounts.id });
  if (!row) throw new Error('provider account not created');
  return row.id;
}

/** An owner signed in, with the account's customer provider account. */
export async function ownerWithProviderAccount(app: TestApp) {
  const owner = await signedInMember(app, 'OWNER');
  const providerAccountId = await addCustomerProviderAccount(app, owner.accountId);
  return { ...owner, providerAccountId };
}

/** An owner's API key of the type, as the basic credentials a script sends. */
export async function keyHeaders(owner: Awaited<ReturnType<typeof signedInMember>>, type: ApiKeyType) {
  const { key } = await owner.client.ok(api.apiKeys.generate, {
    params: { accountId: owner.accountId },
    body: { apiKeyType: type },
  });
  return basicAuth(owner.user.username, key);
}
