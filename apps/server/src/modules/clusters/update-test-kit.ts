import { api } from '@datadeck/contracts';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { basicAuth } from '../../../test/members.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Clock } from '../../platform/clock.ts';

/** The update tests' set-up: a script of an account, and the engine stepped on the manual clock. */

/** A script of a new account: its CLUSTER_MANAGEMENT key's headers and the owner's console client. */
export async function scriptOf(app: Pick<TestApp<Clock>, 'url' | 'context'>) {
  const accountId = await createAccount(app.context.db);
  const user = await createMember(app.context.db, accountId, 'OWNER');
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD);
  const { key } = await client.ok(api.apiKeys.generate, {
    params: { accountId },
    body: { apiKeyType: 'PROVISIONING' },
  });
  return { accountId, user, client, headers: basicAuth(user.username, key) };
}

/** Steps the engine on the app's clock until the cluster has nothing left to do. */
export async function settle(app: TestApp, clusterId: string, stepMs = 100) {
  for (let step = 0; step < 200; step++) {
    app.clock.advance(stepMs);
    if ((await app.engine.advance(clusterId)) === 'done') return;
  }
  throw new Error(`cluster ${clusterId} did not settle`);
}
