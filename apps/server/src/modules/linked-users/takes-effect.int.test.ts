import { api } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { cassandraBody } from '../../../test/cluster-requests.ts';
import { createAccount } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { apiKeys } from '../../platform/db/schema.ts';
import { member, userManagementKey } from '../../../test/people.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('a change takes effect on the user’s next request', () => {
  it('a signed-in cluster administrator demoted to read-only may no longer create clusters', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await member(app, accountId, 'OWNER');
    const admin = await member(app, accountId, 'CLUSTER_ADMIN');
    await admin.client.ok(api.clusters.createCassandra, {
      params: { accountId },
      body: cassandraBody('before-demotion'),
    });

    await owner.client.ok(api.linkedUsers.changeRole, {
      params: { accountId, username: admin.username },
      body: { profile: 'READ_ONLY' },
    });

    const after = await admin.client.call(api.clusters.createCassandra, {
      params: { accountId },
      body: cassandraBody('after-demotion'),
    });
    expect(after.status).toBe(403);
    const me = await admin.client.ok(api.auth.me);
    expect(me.accounts.find((a) => a.id === accountId)?.role).toBe('READ_ONLY');
  });

  it('an unlinked user loses the account at once, their API key with it', async () => {
    const accountId = await createAccount(app.context.db);
    const owner = await member(app, accountId, 'OWNER');
    const other = await member(app, accountId, 'OWNER');
    const headers = await userManagementKey(other, accountId);
    const script = new ApiClient(app.url);
    await script.ok(api.linkedUsers.list, { params: { accountId }, headers });

    await owner.client.ok(api.linkedUsers.unlink, { params: { accountId, username: other.username } });

    expect((await other.client.call(api.linkedUsers.list, { params: { accountId } })).status).toBe(404);
    expect((await other.client.call(api.clusters.list, { params: { accountId } })).status).toBe(404);
    expect((await other.client.ok(api.auth.me)).accounts.map((a) => a.id)).not.toContain(accountId);
    expect((await script.call(api.linkedUsers.list, { params: { accountId }, headers })).status).toBe(401);
    expect(await app.context.db.select().from(apiKeys).where(eq(apiKeys.userId, other.id))).toEqual([]);
  });
});
