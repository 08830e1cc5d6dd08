import { USER_FIELD_LIMITS, USERNAME_PATTERN } from '@datadeck/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { users } from '../../platform/db/schema.ts';

/**
 * The user fields of a person who arrives by single sign-on (accepting an invitation with a
 * standard service, or a SAML sign-in that creates the user): nobody types them, so they are made
 * from what the service or identity provider said and the address.
 */

/** What a service may say of the person's name (OpenID Connect standard claims). */
export interface NameClaims {
  name?: string;
  givenName?: string;
  familyName?: string;
}

/**
 * Text a column holds: no NUL or other control character, no unpaired surrogate (a `u` pattern
 * sees only those as surrogates), runs of spaces as one.
 */
const clean = (text: string): string => text.replace(/[\p{Cc}\p{Cs}\s]+/gu, ' ').trim();

/** The display name: the service's `name`, else given and family name, else the address's local part. */
export function displayNameOf(claims: NameClaims, email: string): string {
  const parts = [claims.givenName, claims.familyName].filter((part): part is string => part !== undefined);
  const candidates = [claims.name ?? '', parts.join(' '), email.split('@')[0] ?? '', email].map(clean);
  const chosen = candidates.find((candidate) => candidate !== '') ?? email;
  return [...chosen].slice(0, USER_FIELD_LIMITS.displayNameMaxLength).join('');
}

/** Room kept for a "-n" suffix that makes a taken stem unique. */
const SUFFIX_ROOM = 6;

/**
 * The username the address suggests: its local part in the characters a username may hold,
 * from its first to its last letter or digit, at least the shortest length.
 */
export function usernameStem(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .replace(/[^A-Za-z0-9._@+-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '')
    .slice(0, USER_FIELD_LIMITS.usernameMaxLength - SUFFIX_ROOM);
  const stem = local.length >= USER_FIELD_LIMITS.usernameMinLength ? local : `user-${local}`.replace(/-$/, '');
  return USERNAME_PATTERN.test(stem) ? stem : 'user';
}

/**
 * A username no user (person or service user: one namespace) has: the stem, else the stem with
 * the first free "-2", "-3", …. Taken by another request meanwhile, the insert's unique index
 * refuses it and the acceptance is tried again.
 */
export async function freeUsername(db: Pick<Db, 'select'>, email: string): Promise<string> {
  const stem = usernameStem(email);
  const lowerStem = stem.toLowerCase();
  const taken = new Set(
    (
      await db
        .select({ name: sql<string>`lower(${users.username})` })
        .from(users)
        .where(
          sql`lower(${users.username}) = ${lowerStem} or lower(${users.username}) like ${`${likeEscaped(lowerStem)}-%`}`,
        )
    ).map((row) => row.name),
  );
  if (!taken.has(lowerStem)) return stem;
  for (let n = 2; ; n++) {
    if (!taken.has(`${lowerStem}-${n}`)) return `${stem}-${n}`;
  }
}

/** A LIKE pattern's wildcards taken literally (the default escape character is the backslash). */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
