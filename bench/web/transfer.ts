import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, buildPath, DEMO_ACCOUNT_NAME, DEMO_PASSWORD, SESSION_COOKIE } from '@datadeck/contracts';
import { fetchRaw } from '@datadeck/service-kit/testing';
import { startChildServer } from '../api/server.ts';
import { kilobytes, percent, type Table } from '../format.ts';
import { TARGETS, verdict, type Check } from '../targets.ts';

/** Files smaller than this the build leaves uncompressed (apps/web/build/precompress.ts). */
const COMPRESSED_FROM_BYTES = 1024;

export interface RouteFiles {
  /** The route as a browser opens it. */
  route: string;
  /** Paths inside dist: index.html first, then what it and the route's chunk load. */
  files: string[];
}

export interface ServedFile {
  file: string;
  /** Bytes on the wire by what the request accepted. */
  identity: number;
  br: number;
  gzip: number;
  /** The Content-Encoding answered to `Accept-Encoding: br` (null: none). */
  brEncoding: string | null;
}

export interface RouteTransfer {
  route: string;
  files: ServedFile[];
  identity: number;
  br: number;
  gzip: number;
}

/** One signed-in API answer as sent: bytes by encoding and its Cache-Control. */
export interface ServedJson {
  path: string;
  identity: number;
  br: number;
  brEncoding: string | null;
  cacheControl: string | null;
}

export interface TransferResults {
  routes: RouteTransfer[];
  json: ServedJson[];
  checks: Check[];
}

async function served(url: string, file: string): Promise<ServedFile> {
  // index.html is what every deep link answers; the bench asks for it as a browser does.
  const target = file === 'index.html' ? `${url}/accounts/bench` : `${url}/${file}`;
  const get = async (accept: string | null) => {
    const answer = await fetchRaw(target, { headers: accept === null ? {} : { 'Accept-Encoding': accept } });
    if (answer.status !== 200) throw new Error(`GET /${file} answered ${answer.status}`);
    return answer;
  };
  const [identity, br, gzip] = [await get(null), await get('br'), await get('gzip')];
  return {
    file,
    identity: identity.wire.length,
    br: br.wire.length,
    gzip: gzip.wire.length,
    brEncoding: br.headers['content-encoding'] ?? null,
  };
}

/**
 * Signed in as the demo owner, what the console's first API calls answer: the user and the
 * demo account's first page of clusters, with `Accept-Encoding: br` and without.
 */
async function signedInJson(url: string): Promise<ServedJson[]> {
  const login = await fetch(`${url}${api.auth.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-owner', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`the demo owner's sign-in answered ${login.status}`);
  const me = api.auth.login.response.parse(await login.json());
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  const account = me.accounts.find((linked) => linked.name === DEMO_ACCOUNT_NAME);
  if (session === undefined || account === undefined) throw new Error('no session or no demo account after sign-in');
  const cookie = session.split(';')[0] ?? '';
  const endpoints = [api.auth.me, api.clusters.list];
  return Promise.all(
    endpoints.map(async (endpoint): Promise<ServedJson> => {
      const route = buildPath(endpoint.path, { accountId: account.id });
      const identity = await fetchRaw(`${url}${route}`, { headers: { cookie } });
      const br = await fetchRaw(`${url}${route}`, { headers: { cookie, 'Accept-Encoding': 'br' } });
      if (identity.status !== 200 || br.status !== 200) throw new Error(`GET ${route} answered ${br.status}`);
      return {
        path: endpoint.path,
        identity: identity.wire.length,
        br: br.wire.length,
        brEncoding: br.headers['content-encoding'] ?? null,
        cacheControl: br.headers['cache-control'] ?? null,
      };
    }),
  );
}

/**
 * What the console server sends for each route's files, as a browser that accepts brotli (or only
 * gzip, or nothing) receives them: the server runs as a child process on the build (PGlite in a
 * temporary DATA_DIR, with the demo data) and every file is fetched three times over node:http,
 * which counts the bytes on the wire as sent; then two signed-in API answers. Targets: every file
 * of at least a kilobyte goes brotli; signed-in JSON is `no-store`, and brotli from a kilobyte.
 */
export async function measureTransfer(distDir: string, routes: RouteFiles[]): Promise<TransferResults> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'datadeck-bench-transfer-'));
  const server = await startChildServer('', {
    env: { DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST_DIR: distDir, SEED_DEMO: 'true' },
  });
  try {
    const measured: RouteTransfer[] = [];
    for (const { route, files } of routes) {
      const answers: ServedFile[] = [];
      for (const file of files) answers.push(await served(server.url, file));
      const total = (key: 'identity' | 'br' | 'gzip') => answers.reduce((sum, f) => sum + f[key], 0);
      measured.push({ route, files: answers, identity: total('identity'), br: total('br'), gzip: total('gzip') });
    }
    const eligible = measured.flatMap((r) => r.files).filter((f) => f.identity >= COMPRESSED_FROM_BYTES);
    const compressed = eligible.filter((f) => f.brEncoding === 'br').length;
    const share = eligible.length === 0 ? 0 : compressed / eligible.length;
    const json = await signedInJson(server.url);
    const jsonRight = json.filter(
      (answer) =>
        answer.cacheControl === 'no-store' &&
        (answer.identity < COMPRESSED_FROM_BYTES ? answer.brEncoding === null : answer.brEncoding === 'br'),
    ).length;
    return {
      routes: measured,
      json,
      checks: [
        {
          name: `route files >= 1 kB sent brotli to Accept-Encoding: br (${compressed} of ${eligible.length}), share`,
          value: share,
          limit: `>= ${TARGETS.servedBrotliShare}`,
          verdict: verdict(eligible.length > 0 && share >= TARGETS.servedBrotliShare),
        },
        {
          name: `signed-in JSON no-store, and brotli from 1 kB (${jsonRight} of ${json.length}), share`,
          value: jsonRight / json.length,
          limit: '>= 1',
          verdict: verdict(jsonRight === json.length),
        },
      ],
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The report's table of the signed-in API answers. */
export function signedInJsonTable(json: ServedJson[]): Table {
  return {
    title: 'Signed-in API answers (demo owner) as sent',
    headers: ['GET', 'identity', 'br', 'br answer', 'Cache-Control'],
    align: ['left'],
    rows: json.map((answer) => [
      answer.path,
      kilobytes(answer.identity),
      kilobytes(answer.br),
      answer.brEncoding ?? 'none',
      answer.cacheControl ?? '-',
    ]),
  };
}

/** The bytes on the wire of a route's JavaScript alone. */
const jsBytes = (route: RouteTransfer, key: 'identity' | 'br') =>
  route.files.filter((f) => f.file.endsWith('.js')).reduce((sum, f) => sum + f[key], 0);

/** The report's table: per route, the bytes on the wire by what the browser accepts (files in the JSON). */
export function transferTable(transfer: TransferResults): Table {
  return {
    title: 'Served by the console server: bytes on the wire by Accept-Encoding',
    headers: ['route', 'files', 'sent br', 'identity', 'gzip', 'br', 'br / identity', 'JS identity', 'JS br'],
    align: ['left'],
    rows: transfer.routes.map((route) => [
      route.route,
      String(route.files.length),
      String(route.files.filter((f) => f.brEncoding === 'br').length),
      kilobytes(route.identity),
      kilobytes(route.gzip),
      kilobytes(route.br),
      percent(route.br / route.identity),
      kilobytes(jsBytes(route, 'identity')),
      kilobytes(jsBytes(route, 'br')),
    ]),
    notes: [
      'kB = 1000 bytes. The server runs on the build as a child process; each file is fetched over node:http as',
      'sent: index.html as a deep link answers it, then what it and the route chunk load (cold cache).',
      `Files under ${COMPRESSED_FROM_BYTES} bytes are sent as they are (the build does not compress them).`,
    ],
  };
}
