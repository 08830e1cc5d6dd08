import {
  BACKGROUND_READ_HEADER,
  buildPath,
  CSRF_HEADER,
  ERROR_CODES,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type Me,
} from '@datadeck/contracts';
import { searchString } from '../url/search-string.ts';
import { ApiError } from './api-error.ts';
import type { ApiRoute } from './api-route.ts';
import { isBackgroundRead } from './background-reads.ts';
import { queryClient } from './query-client.ts';
import { sessionKeys } from './query-keys.ts';
import { reportUnauthenticated } from './unauthenticated.ts';

/** The parts of EndpointInput the endpoint declares (params, query, body), plus an abort signal. */
export type RequestInput<E extends Endpoint> = {
  [K in keyof EndpointInput<E> as EndpointInput<E>[K] extends undefined ? never : K]: EndpointInput<E>[K];
} & { signal?: AbortSignal };

/** The input may be left out when the endpoint declares nothing to send (e.g. GET /v1/me). */
type RequestArgs<E extends Endpoint> =
  Record<never, never> extends Omit<RequestInput<E>, 'signal'> ? [input?: RequestInput<E>] : [input: RequestInput<E>];

interface UntypedInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

/** The session query holds the token; every signed-in screen has loaded it before it can act. */
function csrfToken(): string | undefined {
  return queryClient.getQueryData<Me>(sessionKeys.me())?.csrfToken;
}

/**
 * Calls one endpoint of the console's `api` table (api-routes.ts): method and path come from
 * the route, input and answer are typed by the contracts' endpoint it stands for. Throws ApiError
 * on non-2xx. The answer is not parsed again here: the server writes every answer from that same
 * contract's response schema (fast-json-stringify, defaults filled), and checking it in the
 * browser would put zod and every schema into the console's first load.
 */
export function apiRequest<E extends Endpoint>(
  route: ApiRoute<E>,
  ...args: RequestArgs<E>
): Promise<EndpointResponse<E>>;
export async function apiRequest(route: ApiRoute, input: UntypedInput = {}): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  if (input.body !== undefined) headers.set('Content-Type', 'application/json');
  // State-changing calls made with the session cookie must prove they come from the console.
  if (route.method !== 'GET' && !route.public) {
    const token = csrfToken();
    if (token !== undefined) headers.set(CSRF_HEADER, token);
  }

  // A read the console makes by itself (polling) does not keep the session alive.
  if (route.method === 'GET' && isBackgroundRead()) headers.set(BACKGROUND_READ_HEADER, '1');

  const response = await fetch(buildPath(route.path, input.params) + searchString(input.query ?? {}), {
    method: route.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    credentials: 'same-origin',
    signal: input.signal,
  });

  // A public endpoint's 401 (wrong password at sign-in) is an answer, not a lost session.
  if (response.status === 401 && !route.public) reportUnauthenticated();
  if (!response.ok) {
    const error = await ApiError.fromResponse(response);
    // An account of the user began enforcing MFA during this session: the session, read again,
    // says MFA must be set up, and the console layout takes the user to the set-up page.
    if (error.status === 403 && error.errors.some((e) => e.name === ERROR_CODES.mfaSetupRequired)) {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    }
    throw error;
  }
  return response.status === 204 ? null : await response.json();
}
