import { randomBytes } from 'node:crypto';
import { isUsername, USER_FIELD_LIMITS } from '@datadeck/contracts';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

type Writer = Pick<Db, 'select' | 'insert'>;

/**
 * A username for a person who arrives by single sign-on, from their e-mail address: the address
 * itself where it is a username and free (the usual case), else its local part made one, with a
 * number after it until it is free.
 */
async function freeUsername(db: Writer, email: string): Promise<string> {
  const taken = async (name: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, name.toLowerCase()))
    ).length > 0;
  const address = email.trim();
  if (isUsername(address) && !(await taken(address))) return address;
  const local = (address.split('@')[0] ?? '').replace(/[^A-Za-z0-9._+-]/g, '').replace(/^[^A-Za-z0-9]+/, '');
  const stem = (local.length >= USER_FIELD_LIMITS.usernameMinLength ? local : `user-${local}`).slice(0, 56);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? stem : `${stem}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * A person created by single sign-on (a SAML sign-in the provider may create users for): no
 * password anyone knows — the hash is of random bytes — so they sign in only as they came.
 */
export async function createSsoPerson(
  db: Writer,
  person: { email: string; displayName: string },
  now: Date,
): Promise<{ id: string; username: string }> {
  const username = await freeUsername(db, person.email);
  const [user] = await db
    .insert(users)
    .values({
      username,
      displayName: person.displayName.slice(0, USER_FIELD_LIMITS.displayNameMaxLength),
      email: person.email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      passwordChangedAt: now,
    })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error('user insert returned no row');
  return user;
}
