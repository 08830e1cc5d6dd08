import { api } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { oidcProviderService } from './service.ts';

/** OIDC providers of an account; the binder lets in VIEW_ / EDIT_OIDC_PROVIDERS as each endpoint says. */
export function oidcProviderRoutes(bind: Bind, ctx: Pick<CoreContext, 'db' | 'clock' | 'secrets'>): void {
  const providers = oidcProviderService(ctx);
  bind(api.oidcProviders.list, ({ account }) => providers.list(account.id));
  bind(api.oidcProviders.get, ({ account, params }) => providers.view(account.id, params.oidcId));
  bind(api.oidcProviders.add, ({ account, caller, request, body }) =>
    providers.add(account.id, actorOf(caller, request), body),
  );
  bind(api.oidcProviders.update, ({ account, caller, request, params, body }) =>
    providers.update(account.id, params.oidcId, actorOf(caller, request), body),
  );
  bind(api.oidcProviders.delete, async ({ account, caller, request, params }) => {
    await providers.remove(account.id, params.oidcId, actorOf(caller, request));
    return null;
  });
}
