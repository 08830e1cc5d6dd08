import { DEMO_SERVICE_USER } from '@datadeck/contracts';
import { newApiKey } from '../../platform/auth/api-key-store.ts';
import type { Db } from '../../platform/db/database.ts';
import { accountUsers, apiKeys, serviceUserAdministrators, users } from '../../platform/db/schema.ts';
import { NO_PASSWORD } from '../service-users/queries.ts';

/**
 * The Demo Account's service user, so the Service Users page has one to show: its profile, its
 * administrator and its keys. The keys are random and their values dropped: only digests are
 * stored, as for any key, and the demo does not need to call with them.
 */
export async function seedDemoServiceUsers(
  tx: Db,
  accountId: string,
  idOf: ReadonlyMap<string, string>,
): Promise<void> {
  const administratorId = idOf.get(DEMO_SERVICE_USER.administrator);
  if (administratorId === undefined) throw new Error('the demo service user has no administrator');
  const [serviceUser] = await tx
    .insert(users)
    .values({
      username: DEMO_SERVICE_USER.username,
      displayName: DEMO_SERVICE_USER.displayName,
      email: DEMO_SERVICE_USER.email,
      passwordHash: NO_PASSWORD,
      kind: 'service',
    })
    .returning({ id: users.id });
  if (!serviceUser) throw new Error('the demo service user was not created');
  await tx.insert(accountUsers).values({ accountId, userId: serviceUser.id, role: DEMO_SERVICE_USER.profile });
  await tx
    .insert(serviceUserAdministrators)
    .values({ serviceUserId: serviceUser.id, administratorUserId: administratorId });
  await tx.insert(apiKeys).values(
    DEMO_SERVICE_USER.keyTypes.map((type) => {
      const { digest, hint } = newApiKey();
      return { accountId, userId: serviceUser.id, type, keyDigest: digest, keyHint: hint };
    }),
  );
}
