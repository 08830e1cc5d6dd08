import { api, SESSION_COOKIE } from '@datadeck/contracts';
import { BENCH_USER } from './seed.ts';

export interface Session {
  /** The Cookie header value carrying the session. */
  cookie: string;
  /** The session's CSRF token, sent as CSRF_HEADER on every state-changing request. */
  csrfToken: string;
}

/** Signs the bench user in: the session cookie and, from the answer (the /v1/me shape), its CSRF token. */
export async function signIn(baseUrl: string): Promise<Session> {
  const response = await fetch(`${baseUrl}${api.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER.username, password: BENCH_USER.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (cookie === undefined) throw new Error('sign-in set no session cookie');
  const me = (await response.json()) as { csrfToken?: unknown };
  if (typeof me.csrfToken !== 'string') throw new Error('sign-in answered no csrfToken');
  return { cookie, csrfToken: me.csrfToken };
}

/** Signs the bench user in; returns the Cookie header value carrying the session. */
export async function logIn(baseUrl: string): Promise<string> {
  return (await signIn(baseUrl)).cookie;
}

export const clusterListPath = (accountId: string, search = '') => {
  const path = api.clusters.list.path.replace(':accountId', accountId);
  return search === '' ? path : `${path}?${new URLSearchParams({ search })}`;
};

export interface ListCheck {
  path: string;
  /** Clusters on the page and matches in all. */
  results: number;
  total: number;
  bytes: number;
}

/** One request before the load, so a broken endpoint fails loudly instead of measuring errors. */
export async function checkList(baseUrl: string, cookie: string, path: string): Promise<ListCheck> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
  const parsed = JSON.parse(body) as { results?: unknown[]; total?: number };
  return { path, results: parsed.results?.length ?? 0, total: parsed.total ?? 0, bytes: Buffer.byteLength(body) };
}
