import { api, type Role } from '@datadeck/contracts';
import type { FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import { actorOf } from '../../platform/audit.ts';
import { confinedToOneAccount, type Caller } from '../../platform/auth/sessions.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { accountDetailsService, type AccountDetailsCaller } from './service.ts';

const callerOf = (input: {
  caller: Caller;
  account: { id: string; role: Role };
  request: FastifyRequest;
}): AccountDetailsCaller => ({
  accountId: input.account.id,
  role: input.account.role,
  userId: input.caller.userId,
  reachesOrganisations: !confinedToOneAccount(input.caller),
  actor: actorOf(input.caller, input.request),
});

/** The Details tab's calls, and creating an organisation from the account. */
export function accountDetailsRoutes(bind: Bind, ctx: Pick<CoreContext, 'db' | 'clock'>): void {
  const service = accountDetailsService(ctx);
  bind(api.accountDetails.get, (input) => service.view(callerOf(input)));
  bind(api.accountDetails.update, (input) => service.update(callerOf(input), input.body));
  bind(api.accountDetails.createOrganisation, (input) => service.createOrganisation(callerOf(input), input.body.name));
}
