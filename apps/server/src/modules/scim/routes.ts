import type { FastifyInstance } from 'fastify';
import type { CoreContext } from '../../app-context.ts';

/** SCIM 2.0 provisioning (RFC 7643/7644) under /scim/v2, authorised by an identity provider's bearer token. */
export function scimRoutes(_server: FastifyInstance, _ctx: CoreContext): void {}
