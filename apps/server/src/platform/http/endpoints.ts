import {
  accountIdParamsSchema,
  apiErrorSchema,
  CSRF_HEADER,
  ERROR_CODES,
  MESSAGES,
  roleHasPermission,
  SESSION_COOKIE,
  type Access,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type Role,
} from '@datadeck/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Authentication, Caller, SessionStore } from '../auth/sessions.ts';
import { secretsEqual } from '../auth/tokens.ts';
import { forbidden, HttpError, notFound, unauthenticated } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the request (set before validation; null when signed out). */
    authentication: Authentication | null;
  }
}

/** What the access rule guarantees the handler: a caller, and for permissions the account and role. */
type AccessContext<A extends Access> = A extends { kind: 'permission' } | { kind: 'apiKey' }
  ? { caller: Caller; account: { id: string; role: Role } }
  : A extends { kind: 'authenticated' }
    ? { caller: Caller }
    : Record<never, never>;

export type HandlerInput<E extends Endpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  request: FastifyRequest;
  reply: FastifyReply;
} & AccessContext<E['access']>;

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<EndpointResponse<E>>;

/** Binds a contract endpoint to its handler; the only way the API registers a route. */
export type Bind = <E extends Endpoint>(endpoint: E, handler: Handler<NoInfer<E>>) => void;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The `:accountId` of the path as routed, by the contracts' own rule; the route's validation
 * comes later, and a malformed id is not looked up.
 */
function pathAccountId(request: FastifyRequest): string | null {
  const parsed = accountIdParamsSchema.safeParse(request.params);
  return parsed.success ? parsed.data.accountId : null;
}

const csrfError = () => new HttpError(403, [{ name: ERROR_CODES.csrf, message: MESSAGES.auth.csrf }]);

/** Error statuses an endpoint can answer, for the OpenAPI document. */
function errorResponses(endpoint: Endpoint) {
  const statuses = [400];
  if (endpoint.access.kind !== 'public') statuses.push(401, 403);
  if (endpoint.access.kind === 'permission' || endpoint.params) statuses.push(404);
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}

/**
 * The access guard and route registration of the API. Every endpoint of the contracts is bound
 * here with its own access rule, checked in two steps:
 * - onRequest (before the body is even parsed): the session cookie, one query that also finds
 *   the caller's role on the path's account; 401 without a valid session, 403 when a
 *   cookie-authenticated state-changing request lacks the session's CSRF token;
 * - preHandler (after validation): a user not linked to the account gets 404 (the account's
 *   existence is not revealed), a role without the endpoint's permission 403.
 */
export function createBinder(app: FastifyInstance, sessions: SessionStore): Bind {
  app.decorateRequest('authentication', null);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  return (endpoint, handler) => {
    const { access } = endpoint;
    typed.route({
      method: endpoint.method,
      url: endpoint.path,
      // The contracts declare no HEAD variants; Fastify's automatic ones would carry no schemas.
      exposeHeadRoute: false,
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.tag],
        ...(access.kind === 'public' ? {} : { security: [access.kind === 'apiKey' ? { basicApiKey: [] } : { session: [] }] }),
        // Only the parts the endpoint declares: Fastify warns about parts given as undefined.
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        response: { [endpoint.status]: endpoint.response, ...errorResponses(endpoint) },
      },
      onRequest: async (request, reply) => {
        if (access.kind === 'public') return;
        if (access.kind === 'apiKey') {
          // API keys and their basic authentication arrive with the identity issue; until then
          // no credential can be valid, and the answer says how to authenticate.
          void reply.header('WWW-Authenticate', 'Basic realm="Datadeck API", charset="UTF-8"');
          throw new HttpError(401, [{ name: ERROR_CODES.unauthenticated, message: MESSAGES.auth.apiKeyRequired }]);
        }
        const token = request.cookies[SESSION_COOKIE];
        request.authentication = token ? await sessions.authenticate(token, pathAccountId(request)) : null;
        if (request.authentication === null) throw unauthenticated();
        if (UNSAFE_METHODS.has(request.method)) {
          const sent = request.headers[CSRF_HEADER];
          if (typeof sent !== 'string' || !secretsEqual(sent, request.authentication.caller.csrfToken)) {
            throw csrfError();
          }
        }
      },
      preHandler: async (request) => {
        if (access.kind !== 'permission') return;
        const role = request.authentication?.accountRole ?? null;
        if (role === null) throw notFound('Account not found');
        if (!roleHasPermission(role, access.permission)) throw forbidden();
      },
      handler: async (request, reply) => {
        const authentication = request.authentication;
        const params = request.params as { accountId?: string };
        // The casts restate what the validator already proved: the parts match the endpoint's schemas.
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
          caller: authentication?.caller,
          account:
            authentication?.accountRole && params.accountId
              ? { id: params.accountId, role: authentication.accountRole }
              : undefined,
        } as unknown as HandlerInput<typeof endpoint>;
        const result = await handler(input);
        reply.code(endpoint.status);
        return endpoint.status === 204 ? reply.send() : result;
      },
    });
  };
}
