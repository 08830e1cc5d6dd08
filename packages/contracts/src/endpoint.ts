import type { z } from 'zod';
import type { ApiTag } from './api-tags.ts';
import type { Permission } from './permissions.ts';

/**
 * Who may call an endpoint. Every endpoint names exactly one rule; the server's guard
 * enforces it and no handler decides access on its own.
 * - public: anyone (sign-in, health probes).
 * - authenticated: any signed-in user (their own profile, sign-out).
 * - permission: the caller must be linked to the `:accountId` in the path with a role that
 *   holds the permission (roles -> permissions table in permissions.ts). With `keyScope`, scripts
 *   may also call it with HTTP basic authentication and an API key of that account whose type
 *   covers the scope; without it, only the signed-in console may.
 * - staff: the signed-in user must be staff (isAdmin), impersonating or not.
 * - organisationOwner: the signed-in user must own the `:organisationId` of the path (organisation
 *   owners are a role of their own, on the organisation, not on its accounts); any other caller
 *   gets 404, so an organisation's existence is not revealed.
 * - apiKey: the public (Instaclustr-compatible) API: HTTP basic authentication with a user name
 *   and an API key whose type covers the scope; the account is the key's.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'permission'; readonly permission: Permission; readonly keyScope?: ApiScope }
  | { readonly kind: 'staff' }
  | { readonly kind: 'organisationOwner' }
  | { readonly kind: 'apiKey'; readonly scope: ApiScope };

/** What the public API's endpoints are grouped into for API key types. */
export const API_SCOPES = ['CLUSTER_MANAGEMENT', 'MONITORING', 'USER_MANAGEMENT'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const publicAccess = { kind: 'public' } as const satisfies Access;
export const authenticated = { kind: 'authenticated' } as const satisfies Access;
export const needs = <const P extends Permission>(permission: P) =>
  ({ kind: 'permission', permission }) as const satisfies Access;
/** A console endpoint that scripts may call too, with an API key of the scope. */
export const needsOrKey = <const P extends Permission, const S extends ApiScope>(permission: P, keyScope: S) =>
  ({ kind: 'permission', permission, keyScope }) as const satisfies Access;
export const staffOnly = { kind: 'staff' } as const satisfies Access;
export const organisationOwner = { kind: 'organisationOwner' } as const satisfies Access;

export const apiKey = <const S extends ApiScope>(scope: S) => ({ kind: 'apiKey', scope }) as const satisfies Access;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ObjectSchema = z.ZodObject;

/**
 * Every error status the API answers, with what it means; the OpenAPI document describes each
 * declared error response with it. The body is always the one error shape (`apiErrorSchema`).
 */
export const ERROR_STATUSES = {
  400: 'Invalid request: each error names the field or parameter at fault, or the rule it breaks',
  401: 'Not authenticated: no valid session or API key, or the credentials were refused',
  403: 'Not allowed: the role lacks the permission, the CSRF token is missing, or a rule refuses this caller',
  404: 'Not found; an account the caller is not linked to is not found either',
  409: 'Conflicts with the current state: it exists already, is under way, or waits for scheduled maintenance to end',
  413: 'The request body is too large',
  415: 'The request body is not JSON',
  429: 'Too many API key calls this minute, or too many sign-in attempts: retry after the seconds of Retry-After',
  502: 'A service the call depends on (the card payment provider) could not be reached or failed; nothing was changed',
  503: 'The database cannot be reached',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** Success statuses, with what the answer's body is. */
export const SUCCESS_STATUSES = {
  200: 'Success: the body is what the summary names, or the outcome of the call',
  201: 'Created: the body is the new resource',
  202: 'Accepted: the change goes on in the background; the body is the resource as it is now',
  204: 'Done: there is no body',
} as const;
export type SuccessStatus = keyof typeof SUCCESS_STATUSES;

/**
 * One HTTP endpoint, declared once. Paths use `:name` parameters (Fastify syntax; the
 * OpenAPI document shows them as `{name}`). Schemas are zod; the server validates input and
 * serialises output with them, the web client derives its types from them, and the OpenAPI
 * document is generated from them.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: ApiTag;
  readonly access: Access;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  /** Status code of success and the schema of its body (`z.null()` for no body). */
  readonly status: SuccessStatus;
  readonly response: z.ZodType;
  /**
   * Every error status it can answer, ascending: the ones its access rule and parts imply
   * (`impliedErrorStatuses`) and its handler's own. The server registers exactly these in the
   * route's response schema, so the OpenAPI document lists them and the tests hold the server to them.
   */
  readonly errors: readonly ErrorStatus[];
  /**
   * A state-changing method that changes nothing the account keeps (a signed download link): it
   * stays open during scheduled database maintenance (`heldDuringMaintenance`).
   */
  readonly changesNothing?: true;
  /**
   * Error statuses answered with a body of their own instead of the API's one error shape: what
   * an Instaclustr client expects of that path (the Terraform export's list of `{message}`).
   */
  readonly errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
}

/**
 * What a declaration states: an endpoint without the implied error statuses. `ownErrors` are the
 * ones only its handler's rules answer (409 for a conflict, 401 of a refused sign-in, …).
 */
export type EndpointDeclaration = Omit<Endpoint, 'errors'> & { readonly ownErrors?: readonly ErrorStatus[] };

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The areas whose changes wait while scheduled database maintenance is on (SPEC §6): every
 * settings tab of an account and every cluster resource.
 */
const HELD_DURING_MAINTENANCE: ReadonlySet<ApiTag> = new Set<ApiTag>([
  'account-details',
  'notification-preferences',
  'security',
  'api-keys',
  'linked-users',
  'invitations',
  'service-users',
  'sso',
  'account-webhooks',
  'billing',
  'organisations',
  'tags',
  'encryption-keys',
  'oidc-providers',
  'terraform',
  'private-cloud',
  'zia-gateways',
]);

/**
 * Whether the endpoint is refused (409, MAINTENANCE) while scheduled database maintenance is on:
 * a change to an account's settings or cluster resources, from the console or a script's API key.
 * One rule, applied by the server's binder to every endpoint; the web app reads the same switch.
 */
export function heldDuringMaintenance(e: EndpointDeclaration): boolean {
  return (
    UNSAFE_METHODS.has(e.method) &&
    (e.access.kind === 'permission' || e.access.kind === 'apiKey') &&
    HELD_DURING_MAINTENANCE.has(e.tag) &&
    e.changesNothing !== true
  );
}

/**
 * The error statuses every endpoint of its kind answers, by the binder's and Fastify's rules:
 * 400 when there is input to validate; 413 and 415 when a body is read; 401 without the session or
 * key its access rule asks for; 403 when a role, a key's type or allow-list, the MFA set-up or a
 * CSRF token (state-changing session calls) can refuse it; 404 for an account the caller is not
 * linked to or a resource named in the path; 429 once an API key exceeds its calls per minute;
 * 409 during scheduled database maintenance for the changes it holds.
 */
export function impliedErrorStatuses(e: EndpointDeclaration): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>();
  if (e.params || e.query || e.body) statuses.add(400);
  if (e.body) {
    statuses.add(413);
    statuses.add(415);
  }
  const { access } = e;
  if (access.kind !== 'public') statuses.add(401);
  if (access.kind !== 'public' && (access.kind !== 'authenticated' || UNSAFE_METHODS.has(e.method))) {
    statuses.add(403);
  }
  if (access.kind === 'permission' || access.kind === 'organisationOwner' || e.params) statuses.add(404);
  if (access.kind === 'apiKey' || (access.kind === 'permission' && access.keyScope)) statuses.add(429);
  if (heldDuringMaintenance(e)) statuses.add(409);
  return [...statuses];
}

type Declared<D extends EndpointDeclaration> = Omit<D, 'ownErrors'> & { readonly errors: readonly ErrorStatus[] };

/** Declares an endpoint, keeping its literal types for inference, with all its error statuses. */
export function endpoint<const D extends EndpointDeclaration>(declaration: D): Declared<D> {
  const { ownErrors = [], ...rest } = declaration;
  const errors = [...new Set([...impliedErrorStatuses(declaration), ...ownErrors])].toSorted((a, b) => a - b);
  return { ...rest, errors };
}

type InferOr<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

export type EndpointParams<E extends Endpoint> = InferOr<E['params'], undefined>;
export type EndpointQuery<E extends Endpoint> = InferOr<E['query'], undefined>;
export type EndpointBody<E extends Endpoint> = InferOr<E['body'], undefined>;
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** What a caller (the web client, tests) passes: schema inputs, before defaults apply. */
export interface EndpointInput<E extends Endpoint> {
  params: InputOr<E['params'], undefined>;
  query: InputOr<E['query'], undefined>;
  body: InputOr<E['body'], undefined>;
}

/** Fills `:name` placeholders of a path with encoded values. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
