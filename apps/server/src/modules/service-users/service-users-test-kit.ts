import { randomUUID } from 'node:crypto';
import { api, type ApiKeyType, type CreateServiceUserBody, type Role } from '@datadeck/contracts';
import { asc, eq } from 'drizzle-orm';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { auditEvents } from '../../platform/db/schema.ts';

/** What the service user tests share: signed-in members, bodies, basic credentials, audit rows. */

export const basic = (username: string, key: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${key}`).toString('base64')}`,
});

/** A user with the role on the account (a fresh one unless given), signed in to the console. */
export async function member(app: TestApp, role: Role = 'OWNER', accountId?: string) {
  const account = accountId ?? (await createAccount(app.context.db));
  const user = await createMember(app.context.db, account, role);
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD);
  return { accountId: account, user, client };
}

export const serviceUserBody = (values: Partial<CreateServiceUserBody> = {}): CreateServiceUserBody => ({
  username: `bot-${randomUUID().slice(0, 8)}`,
  displayName: 'Deploy Bot',
  email: 'deploy-bot@test.example',
  profile: 'CLUSTER_ADMIN',
  ...values,
});

/** Adds a service user as the member, and generates its key of the type when one is asked for. */
export async function addServiceUser(
  m: { accountId: string; client: ApiClient },
  values: Partial<CreateServiceUserBody> = {},
  keyType?: ApiKeyType,
) {
  const added = await m.client.ok(api.serviceUsers.create, {
    params: { accountId: m.accountId },
    body: serviceUserBody(values),
  });
  if (keyType === undefined) return { ...added, key: null };
  const generated = await m.client.ok(api.serviceUsers.generateKey, {
    params: { accountId: m.accountId, username: added.username },
    body: { apiKeyType: keyType },
  });
  return { ...added, key: generated.key };
}

/** The account's audit events, oldest first. */
export function auditOf(app: TestApp, accountId: string) {
  return app.context.db
    .select({ type: auditEvents.type, actor: auditEvents.actor, detail: auditEvents.detail })
    .from(auditEvents)
    .where(eq(auditEvents.accountId, accountId))
    .orderBy(asc(auditEvents.seq));
}
