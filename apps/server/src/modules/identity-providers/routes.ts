import type { FastifyInstance } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';

/** An account's SAML identity provider: its pages' endpoints, staff enabling, and the SAML service provider. */
export function identityProviderRoutes(_bind: Bind, _server: FastifyInstance, _ctx: CoreContext): void {}
