import { ROLE_API_KEY_TYPES, type ApiKey, type ApiKeyType, type ServiceUserApiKey } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { apiKeyService, type KeyOwner } from '../api-keys/service.ts';
import { assertKeyTypeAllowed, serviceUserToChange, type ServiceUserCaller } from './rules.ts';

/** SPEC §3 service user API key: the key with its holder's name and account. */
const asServiceUserKey = (owner: KeyOwner, key: ApiKey): ServiceUserApiKey => ({
  name: owner.holderName ?? '',
  account: owner.accountId,
  ...key,
});

/**
 * A service user's API keys (SPEC §2): the account keys' own implementation, with the service user
 * as the holder, its profile's key types, and the caller as the actor. Only an owner or one of its
 * administrators reaches them, and only for the types the caller's own role may hold (rules.ts);
 * each change re-reads and holds the service user in its transaction, so no key is made for one
 * deactivated meanwhile.
 */
export function serviceUserKeyService(ctx: Pick<CoreContext, 'db' | 'clock'>) {
  const keys = apiKeyService(ctx);

  async function ownerOf(caller: ServiceUserCaller, username: string): Promise<KeyOwner> {
    const row = await serviceUserToChange(ctx.db, caller, username);
    return {
      accountId: caller.accountId,
      holderUserId: row.id,
      allowedTypes: ROLE_API_KEY_TYPES[row.profile],
      actor: caller.actor,
      holderName: row.username,
      lockHolder: async (tx: Db) => {
        await serviceUserToChange(tx, caller, username);
      },
    };
  }

  return {
    async generate(caller: ServiceUserCaller, username: string, type: ApiKeyType) {
      const owner = await ownerOf(caller, username);
      assertKeyTypeAllowed(caller, type);
      return asServiceUserKey(owner, await keys.generate(owner, type));
    },
    async rotate(caller: ServiceUserCaller, username: string, type: ApiKeyType) {
      const owner = await ownerOf(caller, username);
      assertKeyTypeAllowed(caller, type);
      return asServiceUserKey(owner, await keys.rotate(owner, type));
    },
    async updateAllowList(caller: ServiceUserCaller, username: string, type: ApiKeyType, cidrAllowList: string[]) {
      const owner = await ownerOf(caller, username);
      return asServiceUserKey(owner, await keys.updateAllowList(owner, type, cidrAllowList));
    },
    async remove(caller: ServiceUserCaller, username: string, type: ApiKeyType) {
      await keys.remove(await ownerOf(caller, username), type);
    },
  };
}
