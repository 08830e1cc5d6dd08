import { api } from '@datadeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';

/** The standard SSO services (SSO_OIDC_PROVIDERS): what the sign-in page offers, and their sign-in flow. */
export function ssoServiceRoutes(bind: Bind, _server: FastifyInstance, ctx: CoreContext): void {
  bind(api.ssoSignIn.services, async () => ctx.config.standardSsoServices);
}
