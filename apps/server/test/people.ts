import { api, type Role } from '@datadeck/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ApiClient } from './api-client.ts';
import { createMember, TEST_PASSWORD } from './factories.ts';
import { basicAuth as sharedBasicAuth } from './members.ts';
import type { TestApp } from './test-app.ts';
import { auditEvents } from '../src/platform/db/schema.ts';

/** What the linked-user and invitation tests share: signed-in members, keys, their audit rows. */

export async function signedInAs(app: TestApp, username: string): Promise<ApiClient> {
  const client = new ApiClient(app.url);
  await client.signIn(username, TEST_PASSWORD);
  return client;
}

/** A new user holding `role` on the account, signed in. */
export async function member(app: TestApp, accountId: string, role: Role) {
  const user = await createMember(app.context.db, accountId, role);
  return { ...user, client: await signedInAs(app, user.username) };
}

export { basicAuth } from './members.ts';

/** An owner's USER_MANAGEMENT key as a script sends it (basic authentication headers). */
export async function userManagementKey(owner: { username: string; client: ApiClient }, accountId: string) {
  const { key } = await owner.client.ok(api.apiKeys.generate, {
    params: { accountId },
    body: { apiKeyType: 'USER_MANAGEMENT' },
  });
  return sharedBasicAuth(owner.username, key);
}

/** The account's audit events of the types, oldest first. */
export function eventsOf(app: TestApp, accountId: string, types: (typeof auditEvents.$inferSelect.type)[]) {
  return app.context.db
    .select({ type: auditEvents.type, actor: auditEvents.actor, detail: auditEvents.detail })
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, accountId), inArray(auditEvents.type, types)))
    .orderBy(asc(auditEvents.seq));
}
