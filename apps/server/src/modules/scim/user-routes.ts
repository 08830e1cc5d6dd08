import {
  SCIM_PATHS,
  SCIM_URNS,
  scimListQuerySchema,
  scimPatchRequestSchema,
  scimUserRequestSchema,
  type ScimListResponse,
  type ScimUser,
} from '@datadeck/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { AuditActor } from '../../platform/audit.ts';
import { parseScim, sendScim } from './answers.ts';
import type { ScimProvider } from './queries.ts';
import { toScimUser } from './resource.ts';
import { scimUserService } from './service.ts';

/** Out of the console's OpenAPI document; no HEAD twins. */
const OPTIONS = { exposeHeadRoute: false, schema: { hide: true } } as const;

type ById = { Params: { id: string } };

/** Who the audit log names for a provisioning change: the provider, from the request's address. */
const actorOf = (provider: ScimProvider, request: FastifyRequest): AuditActor => ({
  userId: null,
  username: `SCIM (${provider.displayName})`,
  impersonator: null,
  sourceIp: request.ip,
});

/** /Users (RFC 7644 §3.3–3.6): list with a filter and paging, create, read, replace, patch, delete. */
export function userRoutes(
  scim: FastifyInstance,
  ctx: CoreContext,
  providerOf: (request: FastifyRequest) => ScimProvider,
): void {
  const users = scimUserService(ctx);
  const { publicUrl } = ctx.config;
  const byId = `${SCIM_PATHS.users}/:id`;

  scim.get(SCIM_PATHS.users, OPTIONS, async (request, reply) => {
    const query = parseScim(scimListQuerySchema, request.query, 'query');
    const page = await users.list(providerOf(request), query);
    const body: ScimListResponse<ScimUser> = {
      schemas: [SCIM_URNS.listResponse],
      totalResults: page.total,
      startIndex: query.startIndex,
      itemsPerPage: page.users.length,
      Resources: page.users.map((user) => toScimUser(user, publicUrl)),
    };
    return sendScim(reply, 200, body);
  });

  scim.post(SCIM_PATHS.users, OPTIONS, async (request, reply) => {
    const body = parseScim(scimUserRequestSchema, request.body, 'body');
    const provider = providerOf(request);
    const user = toScimUser(await users.create(provider, body, actorOf(provider, request)), publicUrl);
    void reply.header('Location', user.meta.location);
    return sendScim(reply, 201, user);
  });

  scim.get<ById>(byId, OPTIONS, async (request, reply) => {
    const user = await users.get(providerOf(request), request.params.id);
    return sendScim(reply, 200, toScimUser(user, publicUrl));
  });

  scim.put<ById>(byId, OPTIONS, async (request, reply) => {
    const body = parseScim(scimUserRequestSchema, request.body, 'body');
    const provider = providerOf(request);
    const user = await users.replace(provider, request.params.id, body, actorOf(provider, request));
    return sendScim(reply, 200, toScimUser(user, publicUrl));
  });

  // 200 with the resource rather than 204 (RFC 7644 §3.5.2 allows both): clients see the result.
  scim.patch<ById>(byId, OPTIONS, async (request, reply) => {
    const body = parseScim(scimPatchRequestSchema, request.body, 'body');
    const provider = providerOf(request);
    const user = await users.patch(provider, request.params.id, body, actorOf(provider, request));
    return sendScim(reply, 200, toScimUser(user, publicUrl));
  });

  scim.delete<ById>(byId, OPTIONS, async (request, reply) => {
    const provider = providerOf(request);
    await users.remove(provider, request.params.id, actorOf(provider, request));
    return reply.code(204).send();
  });
}
