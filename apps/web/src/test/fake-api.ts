import {
  api,
  apiErrorSchema,
  BACKGROUND_READ_HEADER,
  ERROR_CODES,
  type Endpoint,
  fileMediaTypeOf,
  privateCloudDownloadEndpoint,
} from '@datadeck/contracts';
import { onTestFinished, vi } from 'vitest';
import { z } from 'zod';

/** What a fake endpoint sees of a request. */
export type FakeRequest = {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};

/**
 * A fake's answer: a JSON body, or the bytes of a file for an endpoint that answers one; or
 * `html`, a page of a proxy in front of the API (a bad gateway), which the API never answers.
 */
export type Reply = { status: number; body?: unknown; html?: string };

/** What the fake server matches a request by. */
type Callable = Pick<Endpoint, 'method' | 'path'>;

/**
 * A route of the fake server, by an endpoint of the contracts or the console's table (both have
 * method and path); a promised reply is an answer that takes its time (the test says when).
 */
export type FakeRoute = readonly [Callable, (request: FakeRequest) => Reply | Promise<Reply>];

export const ok = (body: unknown): Reply => ({ status: 200, body });

/** The answer of an endpoint whose success has no body (204). */
export const noContent = (): Reply => ({ status: 204 });

export const failure = (status: number, name: string, message: string): Reply => ({
  status,
  body: { errors: [{ name, message }] },
});

/** What the API answers for a resource it does not have. */
export const notFound = (): Reply => failure(404, ERROR_CODES.notFound, 'Not found');

/** Not the API's answer: a proxy in front of it failing with an HTML page of its own. */
export const gatewayPage = (status: number, html: string): Reply => ({ status, html });

/** Every endpoint of the contracts: the `api` table and the routes declared beside it. */
const CONTRACT_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(api).flatMap((group): Endpoint[] => Object.values(group)),
  privateCloudDownloadEndpoint,
];

const describeEndpoint = (e: Callable) => `${e.method} ${e.path}`;

/** The contracts' endpoint a fake route stands for; throws, naming the route, when none is declared. */
export function contractEndpoint(route: Callable): Endpoint {
  const found = CONTRACT_ENDPOINTS.find((e) => e.method === route.method && e.path === route.path);
  if (found === undefined) {
    throw new Error(`The fake API serves ${describeEndpoint(route)}, which no endpoint of the contracts declares`);
  }
  return found;
}

const problemsOf = (error: z.ZodError) => z.prettifyError(error).replaceAll('\n', '\n  ');

/** Why a request the code under test sent does not parse with its endpoint's body schema; null when it does. */
export function requestDrift(endpoint: Endpoint, body: unknown): string | null {
  if (endpoint.body === undefined) {
    return body === undefined ? null : `${describeEndpoint(endpoint)} was sent a body, but declares none`;
  }
  const parsed = endpoint.body.safeParse(body);
  return parsed.success
    ? null
    : `${describeEndpoint(endpoint)} was sent a body its contract refuses:\n  ${problemsOf(parsed.error)}`;
}

/**
 * Why a fake's reply is not what the endpoint answers; null when it is. A success must have the
 * endpoint's success status and a body its response schema parses (bytes for a file); any other
 * status must be the contracts' one error shape.
 */
export function replyDrift(endpoint: Endpoint, reply: Reply): string | null {
  const name = describeEndpoint(endpoint);
  if (reply.html !== undefined) {
    return reply.status >= 500 && reply.body === undefined
      ? null
      : `The fake of ${name} answers a proxy's page with ${reply.status}; a proxy's page is a failure (5xx) without a body`;
  }
  if (reply.status < 200 || reply.status > 299) {
    const parsed = apiErrorSchema.safeParse(reply.body);
    return parsed.success
      ? null
      : `The fake of ${name} answers ${reply.status} with a body that is not the contracts' error shape:\n  ${problemsOf(parsed.error)}`;
  }
  if (reply.status !== endpoint.status) {
    return `The fake of ${name} answers ${reply.status}; the endpoint answers ${endpoint.status} on success`;
  }
  const parsed = endpoint.response.safeParse(reply.body ?? null);
  return parsed.success
    ? null
    : `The fake of ${name} answers a body its response schema refuses:\n  ${problemsOf(parsed.error)}`;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

function responseOf(endpoint: Endpoint, reply: Reply): Response {
  if (reply.html !== undefined) {
    return new Response(reply.html, { status: reply.status, headers: { 'Content-Type': 'text/html' } });
  }
  const mediaType = fileMediaTypeOf(endpoint.response);
  if (reply.body instanceof Uint8Array && mediaType !== undefined) {
    return new Response(new Blob([new Uint8Array(reply.body)], { type: mediaType }), {
      status: reply.status,
      headers: { 'Content-Type': mediaType },
    });
  }
  return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Fails the running test, once it ends, with every drift the fake found. */
function failTheTestOnDrift(): (drift: string) => void {
  const drifts: string[] = [];
  onTestFinished(() => {
    if (drifts.length > 0) throw new Error(`The fake API drifted from the contracts:\n${drifts.join('\n')}`);
  });
  return (drift) => drifts.push(drift);
}

/**
 * Replaces `fetch` with a fake server: the HTTP boundary is the only thing tests stub. Routes
 * are matched by the contracts' endpoint method and path; anything else answers 404.
 *
 * The fake is held to the contracts: each route must be an endpoint they declare, each request
 * body the code sends must parse with that endpoint's body schema, and each reply must be what
 * the endpoint answers (its response schema on success, the error shape otherwise). A drift
 * rejects that fetch and fails the test, naming the endpoint (`onDrift` replaces the failing,
 * for the helper's own test).
 */
export function stubApi(routes: readonly FakeRoute[], onDrift?: (drift: string) => void) {
  const served = routes.map(([route, respond]) => ({ route, endpoint: contractEndpoint(route), respond }));
  const report = onDrift ?? failTheTestOnDrift();
  const drifted = (drift: string) => {
    report(drift);
    return new Error(drift);
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    for (const { route, endpoint, respond } of served) {
      const params = route.method === method ? matchPath(route.path, url.pathname) : null;
      if (params === null) continue;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const requestProblem = requestDrift(endpoint, body);
      if (requestProblem !== null) throw drifted(requestProblem);
      const reply = await respond({ params, query: url.searchParams, body, headers: new Headers(init?.headers) });
      const replyProblem = replyDrift(endpoint, reply);
      if (replyProblem !== null) throw drifted(replyProblem);
      return responseOf(endpoint, reply);
    }
    const { body } = notFound();
    return new Response(JSON.stringify(body), { status: 404, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs the fake server was asked for, e.g. to see which query string a search sent. */
export function requestedUrls(fetchMock: ReturnType<typeof stubApi>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin));
}

/** For each call of the endpoint, in order: whether it went as a background read (polling). */
export function backgroundReads(fetchMock: ReturnType<typeof stubApi>, endpoint: Callable): boolean[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === endpoint.method &&
        matchPath(endpoint.path, new URL(String(input), window.location.origin).pathname) !== null,
    )
    .map(([, init]) => new Headers(init?.headers).has(BACKGROUND_READ_HEADER));
}
