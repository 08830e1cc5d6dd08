import { api, toPublicEncryptionKey } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { encryptionKeyService } from './service.ts';

/**
 * Encryption keys, bound twice to one service: under the account for the console, and at the
 * Instaclustr public API's paths (AWS Encryption Key V2) for a CLUSTER_MANAGEMENT key.
 */
export function encryptionKeyRoutes(bind: Bind, ctx: Pick<AppContext, 'db' | 'clock' | 'driver'>): void {
  const keys = encryptionKeyService(ctx);

  bind(api.encryptionKeys.list, ({ account }) => keys.list(account.id));
  bind(api.encryptionKeys.providerAccounts, ({ account }) => keys.providerAccounts(account.id));
  bind(api.encryptionKeys.add, ({ account, caller, request, body }) =>
    keys.add(account.id, actorOf(caller, request), body),
  );
  bind(api.encryptionKeys.delete, async ({ account, caller, request, params }) => {
    await keys.remove(account.id, actorOf(caller, request), params.keyId);
    return null;
  });
  bind(api.encryptionKeys.validate, async ({ account, caller, request, params }) => {
    const { isValid, message } = await keys.validate(account.id, actorOf(caller, request), params.keyId);
    return { isValid, message };
  });

  const pub = api.publicEncryptionKeys;
  bind(pub.list, async ({ account }) => [
    { accountId: account.id, encryptionKeys: (await keys.list(account.id)).map(toPublicEncryptionKey) },
  ]);
  bind(pub.get, async ({ account, params }) =>
    toPublicEncryptionKey(await keys.get(account.id, params.encryptionKeyId)),
  );
  bind(pub.add, async ({ account, caller, request, body }) =>
    toPublicEncryptionKey(await keys.addByProviderName(account.id, actorOf(caller, request), body)),
  );
  bind(pub.delete, async ({ account, caller, request, params }) => {
    await keys.remove(account.id, actorOf(caller, request), params.encryptionKeyId);
    return null;
  });
  bind(pub.validate, async ({ account, caller, request, params }) => {
    const { isValid, message, key } = await keys.validate(account.id, actorOf(caller, request), params.encryptionKeyId);
    return { isValid, message, regions: toPublicEncryptionKey(key).regions };
  });
}
