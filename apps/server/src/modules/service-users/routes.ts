import { api, type Role } from '@datadeck/contracts';
import type { FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Caller } from '../../platform/auth/sessions.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { serviceUserKeyService } from './keys.ts';
import type { ServiceUserCaller } from './rules.ts';
import { serviceUserService } from './service.ts';

/**
 * Who acts, on which account: the path's for a console session, the key's for an API key (the
 * binder guarantees both, and that a console path's account is the key's).
 */
const callerOf = (input: {
  caller: Caller;
  account: { id: string; role: Role };
  request: FastifyRequest;
}): ServiceUserCaller => ({
  accountId: input.account.id,
  role: input.account.role,
  userId: input.caller.userId,
  actor: actorOf(input.caller, input.request),
});

/**
 * Service users, bound twice to one service: under the account for the console (and its
 * USER_MANAGEMENT keys), and at SPEC §7's own paths for a USER_MANAGEMENT key.
 */
export function serviceUserRoutes(bind: Bind, ctx: Pick<CoreContext, 'db' | 'clock'>): void {
  const people = serviceUserService(ctx);
  const keys = serviceUserKeyService(ctx);

  for (const table of [api.serviceUsers, api.publicServiceUsers]) {
    bind(table.list, (input) => people.list(callerOf(input)));
    bind(table.get, (input) => people.view(callerOf(input), input.params.username));
    bind(table.create, (input) => people.create(callerOf(input), input.body));
    bind(table.update, (input) => people.update(callerOf(input), input.params.username, input.body));
    bind(table.deactivate, async (input) => {
      await people.deactivate(callerOf(input), input.params.username);
      return null;
    });
    bind(table.generateKey, (input) => keys.generate(callerOf(input), input.params.username, input.body.apiKeyType));
    bind(table.rotateKey, (input) => keys.rotate(callerOf(input), input.params.username, input.params.apiKeyType));
    bind(table.updateKeyAllowList, (input) =>
      keys.updateAllowList(callerOf(input), input.params.username, input.params.apiKeyType, input.body.cidrAllowList),
    );
    bind(table.deleteKey, async (input) => {
      await keys.remove(callerOf(input), input.params.username, input.query.apiKeyType);
      return null;
    });
  }
}
