import { api, API_KEY_TYPE_RULES, ROLE_API_KEY_TYPES, type Role } from '@datadeck/contracts';
import type { FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Caller } from '../../platform/auth/sessions.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { apiKeyService, type KeyOwner } from './service.ts';

/** The keys a request works on: the caller's own, on the path's account, of its role's types. */
const ownerOf = (input: {
  caller: Caller;
  account: { id: string; role: Role };
  request: FastifyRequest;
}): KeyOwner => ({
  accountId: input.account.id,
  holderUserId: input.caller.userId,
  allowedTypes: ROLE_API_KEY_TYPES[input.account.role],
  actor: actorOf(input.caller, input.request),
  holderName: null,
});

export function apiKeyRoutes(bind: Bind, ctx: Pick<CoreContext, 'db' | 'clock'>): void {
  const keys = apiKeyService(ctx);
  bind(api.apiKeys.list, async (input) => {
    const owner = ownerOf(input);
    return {
      apiKeys: await keys.list(owner),
      allowedApiKeyTypes: owner.allowedTypes.map((name) => ({
        name,
        displayName: API_KEY_TYPE_RULES[name].displayName,
      })),
    };
  });
  bind(api.apiKeys.generate, (input) => keys.generate(ownerOf(input), input.body.apiKeyType));
  bind(api.apiKeys.rotate, (input) => keys.rotate(ownerOf(input), input.params.apiKeyType));
  bind(api.apiKeys.updateAllowList, (input) =>
    keys.updateAllowList(ownerOf(input), input.params.apiKeyType, input.body.cidrAllowList),
  );
  bind(api.apiKeys.delete, async (input) => {
    await keys.remove(ownerOf(input), input.query.apiKeyType);
    return null;
  });
  bind(api.apiKeys.clientIp, async ({ request }) => ({ ip: request.ip }));
}
