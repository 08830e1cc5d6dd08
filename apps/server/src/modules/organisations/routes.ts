import { api } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { organisationService } from './service.ts';

/** The organisation pages' calls; the binder lets in only the organisation's owners. */
export function organisationRoutes(bind: Bind, ctx: Pick<CoreContext, 'db'>): void {
  const service = organisationService(ctx);
  bind(api.organisations.list, ({ caller }) => service.list(caller.userId));
  bind(api.organisations.get, ({ params }) => service.view(params.organisationId));
  bind(api.organisations.update, ({ params, body }) => service.update(params.organisationId, body));
  bind(api.organisations.linkAccount, ({ params, caller, body }) =>
    service.linkAccount(params.organisationId, caller.userId, body.accountId),
  );
  bind(api.organisations.unlinkAccount, ({ params }) => service.unlinkAccount(params.organisationId, params.accountId));
}
