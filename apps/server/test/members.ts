import type { Role } from '@datadeck/contracts';
import { ApiClient } from './api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** HTTP basic authentication headers of `username:key`, as a script sends an API key. */
export const basicAuth = (username: string, key: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${key}`).toString('base64')}`,
});

/** A new user with `role` on the account (a fresh account unless given), signed in to the console. */
export async function signedInMember(app: TestApp, role: Role, accountId?: string) {
  const account = accountId ?? (await createAccount(app.context.db));
  const user = await createMember(app.context.db, account, role);
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD);
  return { accountId: account, user, client };
}
