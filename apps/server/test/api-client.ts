import {
  buildPath,
  CSRF_HEADER,
  api,
  SESSION_COOKIE,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type Me,
} from '@datadeck/contracts';

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

type Input<E extends Endpoint> = Partial<EndpointInput<E>> & {
  /** Leave out the CSRF header even when signed in (default: sent on state-changing calls). */
  withoutCsrf?: boolean;
  headers?: Record<string, string>;
};

/**
 * A script-like caller of the API over real HTTP: calls endpoints of the contracts by their
 * declaration, keeps the session cookie and CSRF token as a browser would.
 */
export class ApiClient {
  sessionToken: string | null = null;
  csrfToken: string | null = null;

  constructor(readonly baseUrl: string) {}

  async call<E extends Endpoint>(endpoint: E, input: Input<E> = {}): Promise<ApiResponse> {
    const query = new URLSearchParams(
      Object.entries((input.query ?? {}) as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]): [string, string] => [name, String(value)]),
    ).toString();
    const path = buildPath(endpoint.path, input.params as Record<string, string> | undefined);
    return this.raw(endpoint.method, `${path}${query ? `?${query}` : ''}`, {
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      headers: {
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(endpoint.method !== 'GET' && !input.withoutCsrf && this.csrfToken ? { [CSRF_HEADER]: this.csrfToken } : {}),
        ...input.headers,
      },
    });
  }

  /** Any request, with the session cookie when there is one. */
  async raw(
    method: string,
    path: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body: init.body,
      headers: { ...(this.sessionToken ? { cookie: `${SESSION_COOKIE}=${this.sessionToken}` } : {}), ...init.headers },
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
  }

  /** Calls the endpoint, expects its success status and returns the body parsed by its schema. */
  async ok<E extends Endpoint>(endpoint: E, input: Input<E> = {}): Promise<EndpointResponse<E>> {
    const response = await this.call(endpoint, input);
    if (response.status !== endpoint.status) {
      throw new Error(
        `${endpoint.method} ${endpoint.path}: expected ${endpoint.status}, got ${response.status} ${JSON.stringify(response.body)}`,
      );
    }
    return endpoint.response.parse(endpoint.status === 204 ? null : response.body) as EndpointResponse<E>;
  }

  async signIn(username: string, password: string, mfaCode?: string): Promise<Me> {
    const response = await this.call(api.auth.login, { body: { username, password, mfaCode } });
    if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(response.body)}`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    this.sessionToken = cookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1) ?? null;
    const me = api.auth.login.response.parse(response.body);
    this.csrfToken = me.csrfToken;
    return me;
  }
}

/** Every endpoint of the contracts' table, flattened. */
export const contractEndpoints: readonly Endpoint[] = Object.values(api).flatMap(
  (group) => Object.values(group) as Endpoint[],
);

/** The error names of an `{errors:[…]}` body. */
export function errorNames(body: unknown): string[] {
  const errors = (body as { errors?: { name: string }[] }).errors ?? [];
  return errors.map((e) => e.name);
}
