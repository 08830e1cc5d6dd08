import { Buffer } from 'node:buffer';
import {
  api,
  apiErrorSchema,
  buildPath,
  CSRF_HEADER,
  findUnsafeText,
  keyTypeAllows,
  ROLE_API_KEY_TYPES,
  ROLES,
  roleHasPermission,
  type Endpoint,
  type Permission,
  type Role,
  bodyAsMeant,
} from '@datadeck/contracts';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, contractEndpoints, type ApiResponse } from '../../../test/api-client.ts';
import { prepareWalk, type Walk } from '../../../test/endpoint-walk.ts';
import { validBodies } from '../../../test/endpoint-walk-input.ts';
import { createMember } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { memberClient, staffUser } from '../../../test/staff.ts';
import { tableDigests } from '../../../test/table-digests.ts';

/**
 * Fuzzing the API's edge: for every endpoint of the contracts, generated invalid path parameters,
 * queries and bodies (wrong types, missing fields, huge and unicode strings, NUL, unpaired
 * surrogates, deep nesting, bodies of about 1 MB, bodies that are not JSON), sent by a caller the
 * endpoint lets in (a session of a role holding its permission, staff, or an API key of a type
 * that covers it). Each must be refused with a 4xx in the one error shape, never a 5xx, and write
 * nothing: a digest of every table's rows is the same after each endpoint's cases as before them,
 * but for a session's last-seen time and expiry, which the guard moves as a request arrives (see
 * test/table-digests.ts). A generated case the contracts would accept is not sent (a valid call
 * may write). Seeded, so a failure is the same on every run, and bounded (RUNS_PER_ENDPOINT).
 */
const SEED = 13_2026;
/** Generated cases per endpoint (the fixed large ones come on top). */
const RUNS_PER_ENDPOINT = 25;
/** Fastify's default body limit, which the server keeps. */
const BODY_LIMIT = 1_048_576;

/** A request as sent: path parameters, query (a repeated key is an array), and the body. */
interface Case {
  params: Record<string, string>;
  query: Record<string, string | string[]> | undefined;
  body: { json: unknown } | { raw: string; contentType: string } | undefined;
}

// ---------- values ----------

/** Strings that have broken APIs: control characters, unpaired surrogates, injections, numbers as text. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'trailing \ud83d',
  '\u202e\u0301\u200b',
  '🚀👩‍👩‍👧‍👦',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

/**
 * Strings for any field: the nasty ones, random unicode, and long ones. Long ones are rarer: a
 * URL past 16 KiB is refused by Node's parser before the API sees it (431), which says nothing
 * of the rest.
 */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map((s) => s.repeat(300)) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);

/** Arrays nested `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** A value of the wrong kind for almost any field. JSON.stringify recurses, so nesting stays moderate here. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  fc.integer({ min: 50, max: 2_000 }).map(nested),
);

/** Bodies that are not what any endpoint reads, as bytes on the wire. */
const RAW_BODIES: readonly { raw: string; contentType: string }[] = [
  { raw: '', contentType: 'application/json' },
  { raw: '{', contentType: 'application/json' },
  { raw: '{"a":', contentType: 'application/json' },
  { raw: 'nul', contentType: 'application/json' },
  { raw: 'null', contentType: 'application/json' },
  { raw: '"\\u0000"', contentType: 'application/json' },
  { raw: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { raw: '{}', contentType: 'text/plain' },
  { raw: 'a=b', contentType: 'application/x-www-form-urlencoded' },
  { raw: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
];

/** The large ones, sent to every endpoint with a body: deep nesting, and just under and over the limit. */
const LARGE_BODIES: readonly { raw: string; contentType: string }[] = [
  { raw: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, contentType: 'application/json' },
  { raw: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, contentType: 'application/json' },
  { raw: JSON.stringify({ x: 'x'.repeat(BODY_LIMIT - 20) }), contentType: 'application/json' },
  { raw: JSON.stringify({ x: 'x'.repeat(BODY_LIMIT) }), contentType: 'application/json' },
  { raw: `[${'"\\u0000",'.repeat(100_000)}1]`, contentType: 'application/json' },
];

// ---------- mutations ----------

/** A URL carries UTF-8: an unpaired surrogate cannot travel in one, so URL parts get U+FFFD instead. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** A path parameter the URL keeps as one (`.` and `..` would be resolved away by the URL itself). */
const pathValue = nastyString.map(wellFormed).filter((value) => !/^(\.|%2e){1,2}$/i.test(value));

/** Every place in a JSON value, as key paths (the value's own place is []). */
function placesIn(value: unknown, path: readonly string[] = []): string[][] {
  const children = Array.isArray(value) || (typeof value === 'object' && value !== null) ? Object.entries(value) : [];
  return [[...path], ...children.flatMap(([key, child]) => placesIn(child, [...path, key]))];
}

/** The value at a place. */
const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value);

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of `value` with the place at `path` set (or, with `remove`, deleted). */
function changedAt(value: unknown, path: readonly string[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1) ?? '';
  if (remove) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = replacement;
  }
  return copy;
}

/** The generated invalid requests of one endpoint, from input that passes its validation. */
function invalidCases(e: Endpoint, valid: Case): fc.Arbitrary<Case> {
  const mutations: fc.Arbitrary<Case>[] = [];
  const paramNames = Object.keys(valid.params);
  if (paramNames.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...paramNames), pathValue)
        .map(([name, value]) => ({ ...valid, params: { ...valid.params, [name]: value } })),
    );
  }
  if (e.query) {
    const keys = [...Object.keys(e.query.shape), 'unknown'];
    const queryValue = fc.oneof(
      nastyString.map(wellFormed),
      fc.array(nastyString.map(wellFormed), { minLength: 2, maxLength: 3 }),
    );
    mutations.push(
      fc
        .tuple(fc.constantFrom(...keys), queryValue)
        .map(([key, value]) => ({ ...valid, query: { ...valid.query, [key]: value } })),
    );
  }
  const validBody = valid.body !== undefined && 'json' in valid.body ? valid.body.json : undefined;
  if (e.body) {
    const places = placesIn(validBody);
    const withBody = (body: Case['body']): Case => ({ ...valid, body });
    mutations.push(
      fc
        .tuple(fc.constantFrom(...places), wrongValue)
        .map(([place, value]) => withBody({ json: changedAt(validBody, place, value) })),
      fc
        .constantFrom(...places.filter((place) => place.length > 0))
        .map((place) => withBody({ json: changedAt(validBody, place, undefined, true) })),
      fc
        .tuple(fc.constantFrom(...places.filter((place) => isObject(valueAt(validBody, place)))), nastyString)
        .map(([place, key]) => withBody({ json: changedAt(validBody, [...place, key], 1) })),
      wrongValue.map((json) => withBody({ json })),
      fc.constantFrom(...RAW_BODIES).map((raw) => withBody(raw)),
    );
  }
  return fc.oneof(...mutations);
}

/**
 * Whether the contracts refuse the request: a part fails its schema (after the public API's
 * reading of its clients' JSON, for its endpoints) or holds text no endpoint stores, or the body
 * is no JSON, too large or of another type. Generated cases the contracts
 * would accept (a mutation that happens to be valid) are not sent.
 */
function refusedByContracts(e: Endpoint, c: Case): boolean {
  let body: unknown;
  if (c.body !== undefined && 'raw' in c.body) {
    if (c.body.contentType !== 'application/json' || Buffer.byteLength(c.body.raw) > BODY_LIMIT) return true;
    try {
      body = JSON.parse(c.body.raw);
    } catch {
      return true;
    }
  } else {
    body = c.body?.json;
  }
  // The public API reads its clients' JSON first (null as absent, read-only state ignored), as the binder does.
  body = bodyAsMeant(e, body);
  const parts = [
    [e.params, c.params, 'params'],
    [e.query, c.query ?? {}, 'querystring'],
    [e.body, body, 'body'],
  ] as const;
  return parts.some(
    ([schema, value, name]) =>
      schema !== undefined && (findUnsafeText(value, name) !== null || !schema.safeParse(value).success),
  );
}

/**
 * Paths without parameters, by method: a case whose URL is one of them is that endpoint's own
 * request, not an invalid one of the endpoint it was made for (an empty username of
 * GET /v1/service-users/:username is GET /v1/service-users/, the list of SPEC §7).
 */
const fixedPaths = new Set(contractEndpoints.filter((o) => !o.path.includes(':')).map((o) => `${o.method} ${o.path}`));
const addressesAnother = (e: Endpoint, c: Case) =>
  e.path.includes(':') && fixedPaths.has(`${e.method} ${buildPath(e.path, c.params)}`);

// ---------- sending ----------

const encodeQuery = (query: Case['query']) =>
  Object.entries(query ?? {})
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`),
    )
    .join('&');

/** Who calls: a session (cookie and CSRF token) or an API key, as the endpoint's access rule wants. */
interface Caller {
  client: ApiClient;
  headers: Record<string, string>;
  /** The caller's role on the account (a key acts with its owner's). */
  role: Role;
}

async function send(e: Endpoint, c: Case, caller: Caller): Promise<ApiResponse> {
  const query = encodeQuery(c.query);
  const path = `${buildPath(e.path, c.params)}${query ? `?${query}` : ''}`;
  const body = c.body === undefined ? undefined : 'raw' in c.body ? c.body.raw : JSON.stringify(c.body.json);
  const headers: Record<string, string> = { ...caller.headers };
  if (c.body !== undefined) headers['content-type'] = 'raw' in c.body ? c.body.contentType : 'application/json';
  if (e.method !== 'GET' && caller.client.csrfToken) headers[CSRF_HEADER] = caller.client.csrfToken;
  return caller.client.raw(e.method, path, { body, headers });
}

/** The first role that holds the permission: the endpoint lets it in. */
const roleWith = (permission: Permission) => ROLES.find((role) => roleHasPermission(role, permission)) ?? 'OWNER';

const session = (client: ApiClient, role: Role = 'OWNER'): Caller => ({ client, headers: {}, role });

// ---------- the test ----------

describe('the API under generated invalid input', () => {
  let app: TestApp;
  let walk: Walk;
  const callers = new Map<Endpoint, Caller>();

  beforeAll(async () => {
    // Key calls are limited per minute; the fuzzing makes many, and the limit is not under test.
    app = await startTestApp({ API_REQUESTS_PER_MINUTE: '1000000' });
    walk = await prepareWalk(app);
    const byRole = new Map<Role, ApiClient>([['OWNER', walk.owner]]);
    for (const role of ROLES.filter((r) => r !== 'OWNER')) {
      byRole.set(role, await walk.signedIn(await createMember(app.context.db, walk.accountId, role)));
    }
    const staff = (await staffUser(app)).client;
    const someone = (await memberClient(app, walk.accountId, 'READ_ONLY')).client;
    const { username } = await walk.owner.ok(api.auth.me);
    const keys = new Map<string, string>();
    for (const apiKeyType of ROLE_API_KEY_TYPES.OWNER) {
      const generated = await walk.owner.ok(api.apiKeys.generate, {
        params: { accountId: walk.accountId },
        body: { apiKeyType },
      });
      keys.set(apiKeyType, generated.key);
    }
    const anonymous = new ApiClient(app.url);
    const script = new ApiClient(app.url);
    for (const e of contractEndpoints) {
      const { access } = e;
      if (access.kind === 'public') callers.set(e, session(anonymous));
      else if (access.kind === 'authenticated') callers.set(e, session(someone));
      else if (access.kind === 'staff') callers.set(e, session(staff));
      else if (access.kind === 'permission') {
        const role = roleWith(access.permission);
        callers.set(e, session(byRole.get(role) ?? walk.owner, role));
      } else if (access.kind === 'organisationOwner') {
        // The walk's owner owns the organisation its paths name: the guard lets the cases through.
        callers.set(e, session(walk.owner));
      } else {
        const keyType = ROLE_API_KEY_TYPES.OWNER.find((type) => keyTypeAllows(type, access.scope, e.method));
        const key = keyType === undefined ? undefined : keys.get(keyType);
        if (key === undefined) throw new Error(`no key type of the owner may call ${e.method} ${e.path}`);
        const basic = Buffer.from(`${username}:${key}`).toString('base64');
        callers.set(e, { client: script, headers: { authorization: `Basic ${basic}` }, role: 'OWNER' });
      }
    }
  });
  afterAll(() => app.close());

  it('refuses every case with a 4xx in the error shape, never a 5xx, and writes nothing', async () => {
    const statuses = new Map<number, number>();
    let cases = 0;
    const skipped: string[] = [];
    const before = await tableDigests(app.context.db);

    for (const [index, e] of contractEndpoints.entries()) {
      const caller = callers.get(e);
      if (caller === undefined) throw new Error(`no caller for ${e.method} ${e.path}`);
      if (!e.params && !e.query && !e.body) {
        // Nothing it reads can be invalid.
        skipped.push(`${e.method} ${e.path}`);
        continue;
      }
      const input = walk.validInput(e, caller.role);
      const valid: Case = {
        params: input.params,
        query: input.query,
        body: validBodies.has(e) ? { json: input.body } : undefined,
      };
      const check = async (c: Case) => {
        const response = await send(e, c, caller);
        cases++;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const answer = JSON.stringify(response.body).slice(0, 300);
        expect(
          response.status >= 400 && response.status < 500,
          `${e.method} ${e.path} answered ${response.status} ${answer}`,
        ).toBe(true);
        expect(
          response.headers.get('content-type'),
          `${e.method} ${e.path} answered ${response.status} ${answer}`,
        ).toMatch(/^application\/json/);
        expect(
          apiErrorSchema.safeParse(response.body).success,
          `${e.method} ${e.path} answered ${response.status} ${answer}`,
        ).toBe(true);
      };
      await fc.assert(
        fc.asyncProperty(
          invalidCases(e, valid).filter((c) => refusedByContracts(e, c) && !addressesAnother(e, c)),
          check,
        ),
        { seed: SEED + index, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
      );
      if (e.body) for (const raw of LARGE_BODIES) await check({ ...valid, body: raw });
      expect(await tableDigests(app.context.db), `${e.method} ${e.path} wrote something`).toEqual(before);
    }

    const summary = [...statuses].toSorted(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    process.stdout.write(
      `fuzzing: ${cases} invalid requests over ${contractEndpoints.length - skipped.length} endpoints (${summary.join(', ')}); ` +
        `${skipped.length} read no input: ${skipped.join(', ')}\n`,
    );
    expect(cases).toBeGreaterThan(contractEndpoints.length * RUNS_PER_ENDPOINT * 0.5);
  }, 120_000);
});
