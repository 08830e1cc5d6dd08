import {
  maskedApiKey,
  MESSAGES,
  serviceUserKeyTypes,
  serviceUserProfilesFor,
  type CreateServiceUserBody,
  type ServiceUser,
  type UpdateServiceUserBody,
} from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import type { CoreContext } from '../../app-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { accountUsers, apiKeys, serviceUserAdministrators, users } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { recordAudit } from '../../platform/audit.ts';
import {
  activeServiceUser,
  activeServiceUsers,
  administratorsOf,
  keysOf,
  NO_PASSWORD,
  replaceAdministrators,
  usernameHolder,
  type ServiceUserRow,
} from './queries.ts';
import { assertProfileAllowed, serviceUserNotFound, serviceUserToChange, type ServiceUserCaller } from './rules.ts';
import { updateServiceUser } from './update.ts';

const usernameTaken = () => new HttpError(409, [{ name: 'username', message: MESSAGES.serviceUsers.usernameTaken }]);

/** SPEC §3 ServiceUser of each row, as the caller sees it: keys masked, profiles it may give. */
async function views(db: Db, caller: ServiceUserCaller, rows: ServiceUserRow[]): Promise<ServiceUser[]> {
  const ids = rows.map((row) => row.id);
  const administrators = await administratorsOf(db, ids);
  const keys = await keysOf(db, caller.accountId, ids);
  return rows.map((row) => ({
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    profile: row.profile,
    allowedProfiles: [...serviceUserProfilesFor(caller.role)],
    administrators: administrators.get(row.id) ?? [],
    apiKeys: {
      allowedApiKeyTypes: serviceUserKeyTypes(row.profile),
      apiKeys: keys
        .filter((key) => key.userId === row.id)
        .map((key) => ({
          name: row.username,
          account: caller.accountId,
          apiKeyType: key.type,
          key: maskedApiKey(key.keyHint),
          cidrAllowList: key.cidrAllowList,
        })),
    },
  }));
}

/**
 * Service users (SPEC §2, §3): identities for scripts, one account each, with a profile (their
 * role there) and administrators. Stored as users of kind 'service' linked to the account with
 * the profile as role, so the key guard, the permissions and the public API treat their keys
 * exactly like a person's. Every change is audited in its own transaction.
 */
export function serviceUserService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  async function view(caller: ServiceUserCaller, username: string): Promise<ServiceUser> {
    const row = await activeServiceUser(db, caller.accountId, username);
    const [found] = row ? await views(db, caller, [row]) : [];
    if (!found) throw serviceUserNotFound();
    return found;
  }

  async function list(caller: ServiceUserCaller): Promise<ServiceUser[]> {
    return views(db, caller, await activeServiceUsers(db, caller.accountId));
  }

  /**
   * Adds a service user, the caller its administrator. The username is one namespace with
   * people's: taken is 409, except by a deactivated service user of this account, which the add
   * reactivates with the new details (SPEC §4 lifecycle) and the caller as its only administrator.
   */
  async function create(caller: ServiceUserCaller, body: CreateServiceUserBody): Promise<ServiceUser> {
    assertProfileAllowed(caller, body.profile);
    try {
      await db.transaction(async (tx) => {
        const holder = await usernameHolder(tx, caller.accountId, body.username);
        const reactivates =
          holder !== undefined && holder.kind === 'service' && holder.deactivatedAt !== null && holder.linkedHere;
        if (holder !== undefined && !reactivates) throw usernameTaken();
        let serviceUserId: string;
        if (holder === undefined) {
          const [created] = await tx
            .insert(users)
            .values({
              username: body.username,
              displayName: body.displayName,
              email: body.email,
              passwordHash: NO_PASSWORD,
              kind: 'service',
            })
            .returning({ id: users.id });
          if (!created) throw new Error('service user insert returned no row');
          serviceUserId = created.id;
          await tx
            .insert(accountUsers)
            .values({ accountId: caller.accountId, userId: serviceUserId, role: body.profile });
        } else {
          serviceUserId = holder.id;
          await tx
            .update(users)
            .set({ displayName: body.displayName, email: body.email, deactivatedAt: null })
            .where(eq(users.id, serviceUserId));
          await tx.update(accountUsers).set({ role: body.profile }).where(eq(accountUsers.userId, serviceUserId));
          await tx.delete(serviceUserAdministrators).where(eq(serviceUserAdministrators.serviceUserId, serviceUserId));
        }
        await replaceAdministrators(tx, serviceUserId, [caller.userId]);
        await recordAudit(tx, clock, caller.actor, {
          type: holder === undefined ? 'SERVICE_USER_CREATED' : 'SERVICE_USER_REACTIVATED',
          accountId: caller.accountId,
          detail: `${body.username} (${body.profile})`,
        });
      });
    } catch (err) {
      // Two adds of one new username at once: the unique index decides, the loser hears 409.
      if (isUniqueViolation(err, 'users_username_lower_key')) throw usernameTaken();
      throw err;
    }
    return view(caller, body.username);
  }

  async function update(caller: ServiceUserCaller, username: string, body: UpdateServiceUserBody) {
    return db.transaction((tx) => updateServiceUser(tx, clock, caller, username, body));
  }

  /** Deactivates it: its keys are deleted in the same commit, and refused by the key guard from it on. */
  async function deactivate(caller: ServiceUserCaller, username: string): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await serviceUserToChange(tx, caller, username);
      await tx.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.id, row.id));
      await tx.delete(apiKeys).where(eq(apiKeys.userId, row.id));
      await recordAudit(tx, clock, caller.actor, {
        type: 'SERVICE_USER_DEACTIVATED',
        accountId: caller.accountId,
        detail: row.username,
      });
    });
  }

  return { list, view, create, update, deactivate };
}
