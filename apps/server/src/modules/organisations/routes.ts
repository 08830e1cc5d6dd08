import { api } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { organisationService } from './service.ts';

/** The organisation pages' calls; the binder lets in only the organisation's owners. */
export function organisationRoutes(bind: Bind, ctx: Pick<CoreContext, 'db' | 'clock'>): void {
  const service = organisationService(ctx);
  bind(api.organisations.list, ({ caller }) => service.list(caller));
  bind(api.organisations.get, ({ params }) => service.view(params.organisationId));
  bind(api.organisations.update, ({ params, caller, request, body }) =>
    service.update(params.organisationId, actorOf(caller, request), body),
  );
  bind(api.organisations.linkAccount, ({ params, caller, request, body }) =>
    service.linkAccount(params.organisationId, caller.userId, actorOf(caller, request), body.accountId),
  );
  bind(api.organisations.unlinkAccount, ({ params, caller, request }) =>
    service.unlinkAccount(params.organisationId, actorOf(caller, request), params.accountId),
  );
}
