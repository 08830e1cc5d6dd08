import { BACKGROUND_READ_HEADER, type Endpoint } from '@datadeck/contracts';
import { vi } from 'vitest';

/** What a fake endpoint sees of a request. */
export type FakeRequest = {
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};

export type Reply = { status: number; body?: unknown };

/** What the fake server matches a request by. */
type Callable = Pick<Endpoint, 'method' | 'path'>;

/**
 * A route of the fake server, by an endpoint of the contracts or the console's table (both have
 * method and path); a promised reply is an answer that takes its time (the test says when).
 */
export type FakeRoute = readonly [Callable, (request: FakeRequest) => Reply | Promise<Reply>];

export const ok = (body: unknown): Reply => ({ status: 200, body });

export const failure = (status: number, name: string, message: string): Reply => ({
  status,
  body: { errors: [{ name, message }] },
});

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

/**
 * Replaces `fetch` with a fake server: the HTTP boundary is the only thing tests stub. Routes
 * are matched by the contracts' endpoint method and path; anything else answers 404.
 */
export function stubApi(routes: readonly FakeRoute[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    for (const [endpoint, respond] of routes) {
      const params = endpoint.method === method ? matchPath(endpoint.path, url.pathname) : null;
      if (params === null) continue;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const reply = await respond({ params, query: url.searchParams, body, headers: new Headers(init?.headers) });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ errors: [{ name: 'NOT_FOUND', message: 'Not found' }] }), { status: 404 });
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
