import { MESSAGES, ROLE_API_KEY_TYPES, serviceUserProfilesFor, type ApiKeyType, type Role } from '@datadeck/contracts';
import type { Db } from '../../platform/db/database.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import type { AuditActor } from '../../platform/audit.ts';
import { activeServiceUser, administers } from './queries.ts';

// Who may do what to a service user (SPEC §2, §6), one place for every change.

/**
 * Who acts on an account's service users: a signed-in user with their role on the path's account,
 * or a USER_MANAGEMENT key's user on the key's account.
 */
export interface ServiceUserCaller {
  accountId: string;
  role: Role;
  userId: string;
  actor: AuditActor;
}

export const serviceUserNotFound = () => notFound(MESSAGES.serviceUsers.notFound);

/** SPEC §6 profile choices: the caller's role bounds the profiles it may give (or take away). */
export function assertProfileAllowed(caller: ServiceUserCaller, profile: Role): void {
  if (!serviceUserProfilesFor(caller.role).includes(profile)) {
    throw new HttpError(403, [{ name: 'profile', message: MESSAGES.serviceUsers.profileNotAllowed }]);
  }
}

/**
 * A key acts with its service user's profile, so whoever hands one out could act with it: the
 * caller generates or rotates only the types their own role may hold (a Cluster Administrator
 * administering an OWNER service user mints it no USER_MANAGEMENT key to raise his own role).
 */
export function assertKeyTypeAllowed(caller: ServiceUserCaller, type: ApiKeyType): void {
  if (!ROLE_API_KEY_TYPES[caller.role].includes(type)) {
    throw new HttpError(403, [{ name: 'apiKeyType', message: MESSAGES.serviceUsers.keyTypeAboveRole }]);
  }
}

/** SPEC §2: an owner changes any service user; anyone else only those they administer. */
export async function assertMayChange(db: Db, caller: ServiceUserCaller, serviceUserId: string): Promise<void> {
  if (caller.role === 'OWNER') return;
  if (!(await administers(db, serviceUserId, caller.userId))) throw forbidden(MESSAGES.serviceUsers.notAdministrator);
}

/**
 * The active service user the caller may change, locked for the rest of the transaction: 404 for
 * an unknown or deactivated one, 403 for one the caller does not administer.
 */
export async function serviceUserToChange(db: Db, caller: ServiceUserCaller, username: string) {
  const row = await activeServiceUser(db, caller.accountId, username, true);
  if (!row) throw serviceUserNotFound();
  await assertMayChange(db, caller, row.id);
  return row;
}
