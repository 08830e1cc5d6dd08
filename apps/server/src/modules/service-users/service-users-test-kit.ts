import { randomUUID } from 'node:crypto';
import { api, type ApiKeyType, type CreateServiceUserBody, type Role } from '@datadeck/contracts';
import type { ApiClient } from '../../../test/api-client.ts';
import { signedInMember } from '../../../test/members.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** What the service user tests share: signed-in members, bodies, basic credentials, audit rows. */

export { basicAuth as basic } from '../../../test/members.ts';

/** A user with the role on the account (a fresh one unless given), signed in to the console. */
export const member = (app: TestApp, role: Role = 'OWNER', accountId?: string) => signedInMember(app, role, accountId);

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

export { auditOf } from '../../../test/audit.ts';
