import type { z } from 'zod';
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
 * - apiKey: the public (Instaclustr-compatible) API: HTTP basic authentication with a user name
 *   and an API key whose type covers the scope; the account is the key's.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'permission'; readonly permission: Permission; readonly keyScope?: ApiScope }
  | { readonly kind: 'staff' }
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

export const apiKey = <const S extends ApiScope>(scope: S) => ({ kind: 'apiKey', scope }) as const satisfies Access;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type ObjectSchema = z.ZodObject;

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
  readonly tag: string;
  readonly access: Access;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  /** Status code of success and the schema of its body (`z.null()` for no body). */
  readonly status: 200 | 201 | 202 | 204;
  readonly response: z.ZodType;
}

/** Declares an endpoint, keeping its literal types for inference. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

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
