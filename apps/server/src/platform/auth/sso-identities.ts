import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { userSsoIdentities, users } from '../db/schema.ts';

/**
 * People's identities at the standard SSO services (user_sso_identities): recorded when an
 * invitation allowing the service is accepted with it, looked up by every later sign-in.
 */

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'insert'>;

/** The person a service's subject signs in as, if any (a service user never signs in). */
export async function personOfIdentity(db: Reader, service: string, subject: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, mfaEnabled: users.mfaEnabled, isAdmin: users.isAdmin })
    .from(userSsoIdentities)
    .innerJoin(users, eq(users.id, userSsoIdentities.userId))
    .where(
      and(eq(userSsoIdentities.service, service), eq(userSsoIdentities.subject, subject), eq(users.kind, 'person')),
    );
  return row;
}

/** The subject a user is known by at a service, if any (a user has at most one per service). */
export async function subjectOfUser(db: Reader, service: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ subject: userSsoIdentities.subject })
    .from(userSsoIdentities)
    .where(and(eq(userSsoIdentities.service, service), eq(userSsoIdentities.userId, userId)));
  return row?.subject;
}

/**
 * Records that the service's subject is the user. Whether it now is: false when the subject is
 * another user's, or the user has another subject at the service (neither is replaced).
 */
export async function recordIdentity(db: Writer & Reader, service: string, subject: string, userId: string) {
  await db.insert(userSsoIdentities).values({ userId, service, subject }).onConflictDoNothing();
  return (await subjectOfUser(db, service, userId)) === subject;
}
