import { api } from '@datadeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { samlDiscovery } from './saml/discovery.ts';
import { samlProtocolRoutes } from './saml/protocol-routes.ts';
import { identityProviderService } from './service.ts';

/** An account's SAML identity provider: its pages' endpoints, staff enabling, and the SAML service provider. */
export function identityProviderRoutes(bind: Bind, server: FastifyInstance, ctx: CoreContext): void {
  const providers = identityProviderService(ctx);
  bind(api.identityProviders.list, ({ account }) => providers.list(account.id));
  bind(api.identityProviders.get, ({ account, params }) => providers.get(account.id, params.idpId));
  bind(api.identityProviders.register, ({ account, caller, request, body }) =>
    providers.register(account.id, actorOf(caller, request), body),
  );
  bind(api.identityProviders.saveProgress, ({ account, params, body }) =>
    providers.saveProgress(account.id, params.idpId, body.progress),
  );
  bind(api.identityProviders.generateScimToken, ({ account, caller, request, params }) =>
    providers.generateScimToken(account.id, params.idpId, actorOf(caller, request)),
  );
  bind(api.identityProviders.staffList, ({ params }) => providers.list(params.accountId));
  bind(api.identityProviders.staffUpdate, ({ caller, request, params, body }) =>
    providers.staffUpdate(params.accountId, params.idpId, actorOf(caller, request), body),
  );
  const discover = samlDiscovery(ctx);
  bind(api.ssoSignIn.samlDiscovery, ({ query, request, reply }) => discover(query.email, request.ip, reply));

  samlProtocolRoutes(server, ctx);
}
