import {
  MESSAGES,
  ROLE_API_KEY_TYPES,
  serviceUserProfilesFor,
  type Role,
  type ServiceUser,
  type UpdateServiceUserBody,
} from '@datadeck/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { accountUsers, apiKeys, users } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { recordAudit } from '../../platform/audit.ts';
import { administratorRoles, administratorsOf, linkedPeopleNamed, replaceAdministrators } from './queries.ts';
import { assertProfileAllowed, serviceUserToChange, type ServiceUserCaller } from './rules.ts';

/**
 * The administrators named, as ids in the order given: each must be a person linked to the
 * account (a service user or a stranger administers nothing), else 400 naming the first who is not.
 */
async function administratorIds(db: Db, accountId: string, usernames: string[]): Promise<string[]> {
  const people = await linkedPeopleNamed(db, accountId, usernames);
  const idOf = new Map(people.map((person) => [person.username.toLowerCase(), person.id]));
  const ids: string[] = [];
  for (const username of usernames) {
    const id = idOf.get(username.toLowerCase());
    if (id === undefined) {
      throw new HttpError(400, [
        { name: 'administrators', message: MESSAGES.serviceUsers.administratorNotLinked(username) },
      ]);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * Removes the administrators whose role may not give the service user `profile` (SPEC §6 profile
 * choices), and answers the audit detail naming them, or null when none go. An administrator acts
 * through the service user's keys, so one a promotion outranks would hold a role above their own.
 */
async function dropOutrankedAdministrators(tx: Db, accountId: string, serviceUserId: string, profile: Role) {
  const administrators = await administratorRoles(tx, accountId, serviceUserId);
  const mayGive = (role: Role | null) => role !== null && serviceUserProfilesFor(role).includes(profile);
  const outranked = administrators.filter((administrator) => !mayGive(administrator.role));
  if (outranked.length === 0) return null;
  const kept = administrators.filter((administrator) => mayGive(administrator.role));
  await replaceAdministrators(
    tx,
    serviceUserId,
    kept.map((administrator) => administrator.id),
  );
  return MESSAGES.serviceUsers.administratorsOutranked(
    profile,
    outranked.map((administrator) => administrator.username),
  );
}

/**
 * Changes a service user's display name, profile and/or administrators (SPEC §7 update), in the
 * caller's transaction. A profile change must stay within what the caller's role may give, for
 * the old profile as for the new one; keys of types the new profile may not hold are deleted with
 * it, so the key list never shows a key that cannot work, and so are the administrators whose role
 * may not give the new profile (an administrators list in the same body is the caller's last word).
 */
export async function updateServiceUser(
  tx: Db,
  clock: Clock,
  caller: ServiceUserCaller,
  username: string,
  body: UpdateServiceUserBody,
): Promise<Pick<ServiceUser, 'displayName' | 'profile' | 'administrators'>> {
  const row = await serviceUserToChange(tx, caller, username);
  const changes: string[] = [];

  if (body.displayName !== undefined && body.displayName !== row.displayName) {
    await tx.update(users).set({ displayName: body.displayName }).where(eq(users.id, row.id));
    changes.push(`display name "${body.displayName}"`);
  }
  if (body.profile !== undefined && body.profile !== row.profile) {
    assertProfileAllowed(caller, row.profile);
    assertProfileAllowed(caller, body.profile);
    await tx
      .update(accountUsers)
      .set({ role: body.profile })
      .where(and(eq(accountUsers.userId, row.id), eq(accountUsers.accountId, caller.accountId)));
    await tx
      .delete(apiKeys)
      .where(and(eq(apiKeys.userId, row.id), notInArray(apiKeys.type, [...ROLE_API_KEY_TYPES[body.profile]])));
    changes.push(`profile ${row.profile} → ${body.profile}`);
    const dropped = await dropOutrankedAdministrators(tx, caller.accountId, row.id, body.profile);
    if (dropped !== null) changes.push(dropped);
  }
  if (body.administrators !== undefined) {
    const before = (await administratorsOf(tx, [row.id])).get(row.id) ?? [];
    await replaceAdministrators(tx, row.id, await administratorIds(tx, caller.accountId, body.administrators));
    const after = (await administratorsOf(tx, [row.id])).get(row.id) ?? [];
    if (after.join() !== before.join()) changes.push(`administrators ${after.join(', ')}`);
  }

  if (changes.length > 0) {
    await recordAudit(tx, clock, caller.actor, {
      type: 'SERVICE_USER_UPDATED',
      accountId: caller.accountId,
      detail: `${row.username}: ${changes.join('; ')}`,
    });
  }
  const administrators = (await administratorsOf(tx, [row.id])).get(row.id) ?? [];
  return { displayName: body.displayName ?? row.displayName, profile: body.profile ?? row.profile, administrators };
}
