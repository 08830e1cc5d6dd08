import {
  accountIdParamsSchema,
  allowListAdmits,
  api,
  BACKGROUND_READ_HEADER,
  callerHasPermission,
  CSRF_HEADER,
  ERROR_CODES,
  fileMediaTypeOf,
  findUnsafeText,
  heldDuringMaintenance,
  impersonationRefusal,
  keyTypeAllows,
  MESSAGES,
  ROLE_API_KEY_TYPES,
  SESSION_COOKIE,
  type ApiScope,
  type HttpMethod,
  type Access,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type Role,
  bodyAsMeant,
} from '@datadeck/contracts';
import { acceptedEncoding, COMPRESSION_THRESHOLD_BYTES } from '@datadeck/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { basicCredentials, type ApiKeyLookup } from '../auth/api-key-store.ts';
import type { OrganisationOwnerLookup } from '../auth/organisation-owners.ts';
import type { Authentication, Caller, SessionStore } from '../auth/sessions.ts';
import { secretsEqual } from '../auth/tokens.ts';
import { maintenanceRefusal } from '../feature-switches.ts';
import { forbidden, HttpError, notFound, unauthenticated } from './errors.ts';
import { refuseUnlessOrganisationOwner } from './organisation-owner-guard.ts';
import type { RateLimiter } from './rate-limit.ts';
import { routeSchema } from './route-schema.ts';
import { SerializedAnswer } from './serialized-answer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session or API key behind the request (set before validation; null when signed out). */
    authentication: Authentication | null;
  }
}

/** What the guard needs: console sessions, API keys, organisation owners and the per-user limit of key calls. */
export interface Guards {
  sessions: SessionStore;
  apiKeys: ApiKeyLookup;
  organisationOwners: OrganisationOwnerLookup;
  rateLimiter: RateLimiter;
  /** Whether scheduled database maintenance is on (the staff's feature switch, read per change). */
  maintenance(): Promise<boolean>;
}

/** What the access rule guarantees the handler: a caller, and for permissions the account and role. */
type AccessContext<A extends Access> = A extends { kind: 'permission' } | { kind: 'apiKey' }
  ? { caller: Caller; account: { id: string; role: Role } }
  : A extends { kind: 'authenticated' } | { kind: 'staff' } | { kind: 'organisationOwner' }
    ? { caller: Caller }
    : Record<never, never>;

export type HandlerInput<E extends Endpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  request: FastifyRequest;
  reply: FastifyReply;
} & AccessContext<E['access']>;

export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => Promise<EndpointResponse<E> | SerializedAnswer<EndpointResponse<E>>>;

/** Binds a contract endpoint to its handler; the only way the API registers a route. */
export type Bind = <E extends Endpoint>(endpoint: E, handler: Handler<NoInfer<E>>) => void;

/** What Fastify names the JSON it serialises; a pre-serialised answer goes out under the same. */
const JSON_MEDIA_TYPE = 'application/json; charset=utf-8';

/**
 * Already the response's JSON (a kept answer): Fastify sends a Buffer as it is, compressed once per
 * encoding by the answer itself; the compression plugin leaves an answer with a Content-Encoding alone.
 */
async function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer<unknown>) {
  reply.type(JSON_MEDIA_TYPE);
  if (answer.json.byteLength < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.json);
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary === undefined ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(answer.json);
  return reply.header('Content-Encoding', encoding).send(await answer.encoded(encoding));
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every answer of the API, errors included, is kept by no cache, browser or shared: nearly all
 * depend on the session or API key (a signed-in user's data must not outlive the sign-out in a
 * cache), and the public ones are sign-ins (they answer the user), one-off confirmations and the
 * health probes, none of which may come from a cache either. One rule, so no endpoint forgets it.
 */
export const API_CACHE_CONTROL = 'no-store';

/**
 * The `:accountId` of the path as routed, by the contracts' own rule; the route's validation
 * comes later, and a malformed id is not looked up.
 */
function pathAccountId(request: FastifyRequest): string | null {
  const parsed = accountIdParamsSchema.safeParse(request.params);
  return parsed.success ? parsed.data.accountId : null;
}

const csrfError = () => new HttpError(403, [{ name: ERROR_CODES.csrf, message: MESSAGES.auth.csrf }]);

/** Bad or missing basic credentials: one answer whatever was wrong, with the challenge. */
function keyUnauthenticated(reply: FastifyReply): HttpError {
  void reply.header('WWW-Authenticate', 'Basic realm="Datadeck API", charset="UTF-8"');
  return new HttpError(401, [{ name: ERROR_CODES.unauthenticated, message: MESSAGES.auth.apiKeyRequired }]);
}

/** A valid key that may not make this call (type, allow-list or account): one answer for all. */
const keyForbidden = () => new HttpError(403, [{ name: ERROR_CODES.forbidden, message: MESSAGES.apiKeys.forbidden }]);

/**
 * Until MFA is set up (an account of the user enforces it, or staff), a session may read and
 * change only the user's own profile: account and staff endpoints are refused. A staff user
 * impersonating such a user is not held up by the user's missing MFA.
 */
function refuseUntilMfaSetUp(authentication: Authentication | null): void {
  if (authentication?.mfaSetupPending && authentication.caller.impersonator === null) {
    throw new HttpError(403, [{ name: ERROR_CODES.mfaSetupRequired, message: MESSAGES.mfa.setupRequired }]);
  }
}

/**
 * The staff rule. A session confined to one account never carries staff powers: one an account's
 * identity provider began (SAML) reaches that account only, even when the person is staff, and an
 * impersonation (a staff user's session confined to the impersonated account) may only be stopped.
 * Administrators always get the strictest policy, so staff sessions wait for MFA first.
 */
function refuseUnlessStaff(endpoint: Endpoint, authentication: Authentication | null): void {
  refuseUntilMfaSetUp(authentication);
  const caller = authentication?.caller;
  if (caller?.impersonator) {
    if (endpoint === api.staff.stopImpersonation) return;
    throw forbidden(MESSAGES.staff.alreadyImpersonating);
  }
  if (caller !== undefined && caller.ssoAccountId !== null) throw forbidden(MESSAGES.staff.ssoSession);
  if (!caller?.isAdmin) throw forbidden(MESSAGES.staff.notStaff);
}

/**
 * Requests whose access was decided in onRequest. The decision waits for validation only when
 * the path's parameters fail the route's schema: validation then answers 400 for the params
 * alone (Fastify checks them before the body), and a path's shape reveals nothing.
 */
const accessDecided = new WeakSet<FastifyRequest>();

/**
 * Refuses text no endpoint can store (a NUL, an unpaired surrogate) in any part the endpoint
 * declares, before its schemas run: 400 naming the field as a validation error would. One rule for
 * every string of every route, so no handler or query ever sees such text.
 */
function refuseUnsafeText(endpoint: Endpoint, request: FastifyRequest): void {
  const parts = [
    ['params', endpoint.params, request.params],
    ['querystring', endpoint.query, request.query],
    ['body', endpoint.body, request.body],
  ] as const;
  for (const [part, schema, value] of parts) {
    const field = schema === undefined ? null : findUnsafeText(value, part);
    if (field !== null) throw new HttpError(400, [{ name: field, message: MESSAGES.requestText.unsafe }]);
  }
}

/**
 * A file response (an invoice's PDF): the handler's bytes as they are, under the endpoint's media
 * type. Bytes are never serialised, so the route's schema for them only documents the file; the
 * handler names the download itself (`attachment`).
 */
function sendFile(reply: FastifyReply, mediaType: string, bytes: unknown): FastifyReply {
  if (!(bytes instanceof Uint8Array)) throw new Error(`a ${mediaType} response must be bytes`);
  return reply.type(mediaType).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * `Content-Disposition` of a download named `filename`. The name is reduced to characters that
 * need no quoting or encoding, so no header can be split or spoofed by it.
 */
export function attachment(reply: FastifyReply, filename: string): void {
  const safe = filename.replace(/[^A-Za-z0-9._-]/g, '_');
  void reply.header('Content-Disposition', `attachment; filename="${safe}"`);
}

/** The scope under which an endpoint accepts API keys, if it does. */
function keyScopeOf(access: Access): ApiScope | null {
  if (access.kind === 'apiKey') return access.scope;
  if (access.kind === 'permission') return access.keyScope ?? null;
  return null;
}

/**
 * The access guard and route registration of the API. Every endpoint of the contracts is bound
 * here with its own access rule, decided in onRequest, before the body is even parsed, so a
 * caller the rule refuses never learns the body's schema from a 400:
 * - the session cookie, one query that also finds the caller's role on the path's account; 401
 *   without a valid session, 403 when a cookie-authenticated state-changing request lacks the
 *   session's CSRF token;
 * - then the rule: a user not linked to the account gets 404 (the account's existence is not
 *   revealed), a role without the endpoint's permission 403; a user who does not own the path's
 *   organisation gets 404 too; staff endpoints need staff in an unconfined session; account and
 *   staff endpoints wait for MFA set-up;
 * - then scheduled database maintenance: a change the contracts hold (`heldDuringMaintenance`) is
 *   refused with 409 while it is on, for every caller, before any module sees it.
 * Only then the unsafe-text refusal (preValidation) and the schemas.
 */
export function createBinder(app: FastifyInstance, guards: Guards): Bind {
  app.decorateRequest('authentication', null);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /**
   * HTTP basic `username:apiKey`: the key must exist and be the user's, its type must cover the
   * scope and method, the client address must be inside its allow-list, and on a console path
   * the key's account must be the path's. No CSRF token: a browser never sends these on its own.
   */
  async function authenticateKey(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: ApiScope,
  ): Promise<Authentication> {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials) throw keyUnauthenticated(reply);
    const holder = await guards.apiKeys(credentials.username, credentials.key);
    if (!holder) throw keyUnauthenticated(reply);
    if (!guards.rateLimiter.take(holder.userId)) {
      void reply.header('Retry-After', '60');
      throw new HttpError(429, [{ name: ERROR_CODES.rateLimited, message: MESSAGES.apiKeys.rateLimited }]);
    }
    const pathAccount = pathAccountId(request);
    if (
      // A key whose type the user's role no longer allows (the role changed) stops working.
      !ROLE_API_KEY_TYPES[holder.role].includes(holder.keyType) ||
      !keyTypeAllows(holder.keyType, scope, request.method as HttpMethod) ||
      !allowListAdmits(holder.cidrAllowList, request.ip) ||
      (pathAccount !== null && pathAccount !== holder.accountId)
    ) {
      throw keyForbidden();
    }
    return {
      caller: {
        userId: holder.userId,
        username: holder.username,
        isAdmin: holder.isAdmin,
        impersonator: null,
        // A key call has no session: nothing to sign out of, and no CSRF token to check.
        sessionDigest: '',
        csrfToken: '',
        ssoAccountId: null,
      },
      accountId: holder.accountId,
      accountRole: holder.role,
      // Keys are for scripts, which cannot answer a second factor; MFA guards the console.
      mfaSetupPending: false,
    };
  }

  return (endpoint, handler) => {
    const { access } = endpoint;
    const keyScope = keyScopeOf(access);
    const fileMediaType = fileMediaTypeOf(endpoint.response);
    const held = heldDuringMaintenance(endpoint);

    /** The endpoint's access rule over an authenticated request; throws its refusal. */
    async function decideAccess(request: FastifyRequest): Promise<void> {
      const authentication = request.authentication;
      if (access.kind === 'staff') return refuseUnlessStaff(endpoint, authentication);
      if (access.kind === 'organisationOwner') {
        // Ownership first, as an account's link is: a stranger learns nothing, not even about MFA.
        await refuseUnlessOrganisationOwner(guards.organisationOwners, authentication, request.params);
        return refuseUntilMfaSetUp(authentication);
      }
      if (access.kind !== 'permission') return;
      const role = authentication?.accountRole ?? null;
      if (role === null) throw notFound('Account not found');
      refuseUntilMfaSetUp(authentication);
      const impersonating = (authentication?.caller.impersonator ?? null) !== null;
      if (!callerHasPermission(role, access.permission, impersonating)) {
        const refusal = impersonating ? impersonationRefusal(access.permission) : undefined;
        throw refusal === undefined
          ? forbidden()
          : new HttpError(403, [{ name: ERROR_CODES.impersonating, message: refusal }]);
      }
    }

    /** Access, then whether maintenance holds the change: a caller let in learns of it first. */
    async function decide(request: FastifyRequest): Promise<void> {
      await decideAccess(request);
      if (held && (await guards.maintenance())) throw maintenanceRefusal();
    }

    /** Decides now unless the path's parameters are malformed (validation answers those). */
    async function decideUnlessMalformedPath(request: FastifyRequest): Promise<void> {
      if (endpoint.params !== undefined && !endpoint.params.safeParse(request.params).success) return;
      await decide(request);
      accessDecided.add(request);
    }
    typed.route({
      method: endpoint.method,
      url: endpoint.path,
      // The contracts declare no HEAD variants; Fastify's automatic ones would carry no schemas.
      exposeHeadRoute: false,
      // Input validated, the success and every declared error response, and the OpenAPI operation.
      schema: routeSchema(endpoint),
      onRequest: async (request, reply) => {
        // First, so the refusals below carry it too.
        void reply.header('Cache-Control', API_CACHE_CONTROL);
        if (access.kind === 'public') return;
        const usesKey = access.kind === 'apiKey' || (keyScope !== null && request.headers.authorization !== undefined);
        if (usesKey && keyScope !== null) {
          request.authentication = await authenticateKey(request, reply, keyScope);
          return decideUnlessMalformedPath(request);
        }
        const token = request.cookies[SESSION_COOKIE];
        // Only a read can be background; whatever changes something is the user's doing.
        const activity = request.method !== 'GET' || request.headers[BACKGROUND_READ_HEADER] === undefined;
        request.authentication = token
          ? await guards.sessions.authenticate(token, pathAccountId(request), { activity })
          : null;
        if (request.authentication === null) throw unauthenticated();
        if (UNSAFE_METHODS.has(request.method)) {
          const sent = request.headers[CSRF_HEADER];
          if (typeof sent !== 'string' || !secretsEqual(sent, request.authentication.caller.csrfToken)) {
            throw csrfError();
          }
        }
        await decideUnlessMalformedPath(request);
      },
      preValidation: async (request) => {
        // The Instaclustr-compatible API takes its clients' JSON conventions (public-requests.ts).
        request.body = bodyAsMeant(endpoint, request.body);
        refuseUnsafeText(endpoint, request);
      },
      preHandler: async (request) => {
        // Decided in onRequest but for a malformed path, which validation refused: never reached.
        if (access.kind !== 'public' && !accessDecided.has(request)) await decide(request);
      },
      handler: async (request, reply) => {
        const authentication = request.authentication;
        // The casts restate what the validator already proved: the parts match the endpoint's schemas.
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
          caller: authentication?.caller,
          account:
            authentication?.accountRole && authentication.accountId
              ? { id: authentication.accountId, role: authentication.accountRole }
              : undefined,
        } as unknown as HandlerInput<typeof endpoint>;
        const result = await handler(input);
        reply.code(endpoint.status);
        if (endpoint.status === 204) return reply.send();
        if (result instanceof SerializedAnswer) return sendSerialized(request, reply, result);
        return fileMediaType === undefined ? result : sendFile(reply, fileMediaType, result);
      },
    });
  };
}
