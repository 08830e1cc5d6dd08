import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';
import { displayNameOf, freeUsername, type NameClaims } from './sso-person-fields.ts';

/**
 * A person created by a SAML sign-in the provider may create users for: their username and
 * display name made from the address and the asserted names, and no password anyone knows — the
 * hash is of random bytes — so they sign in only as they came.
 */
export async function createSsoPerson(
  db: Pick<Db, 'select' | 'insert'>,
  person: { email: string } & NameClaims,
  now: Date,
): Promise<{ id: string; username: string }> {
  const [user] = await db
    .insert(users)
    .values({
      username: await freeUsername(db, person.email),
      displayName: displayNameOf(person, person.email),
      email: person.email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      passwordChangedAt: now,
    })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error('user insert returned no row');
  return user;
}
