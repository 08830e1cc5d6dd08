import { randomUUID } from 'node:crypto';
import { ERROR_CODES, ROLES, endpoint, needs, roleHasPermission, type Endpoint } from '@datadeck/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient, contractEndpoints, errorNames } from '../../../test/api-client.ts';
import { createAccount, createMember, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { recordUndeclaredStatuses } from '../../../test/declared-statuses.ts';
import { freshDatabase, startTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';
import { authRoutes } from '../../modules/auth/routes.ts';
import { SessionStore } from '../auth/sessions.ts';
import { ManualClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { createGuards } from './guards.ts';
import { createBinder } from './binder.ts';
import { createHttpServer } from './server.ts';

/** Path parameters for any endpoint: the account under test, random ids for the rest. */
/** A query that passes validation, for endpoints whose query has required parts (monitoring's metrics). */
const queryFor = (e: Endpoint) =>
  e.query?.safeParse({}).success === false ? { metrics: 'n::cpuUtilization' } : undefined;

function paramsFor(e: Endpoint, accountId: string): Record<string, string> {
  const names = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, name === 'accountId' ? accountId : randomUUID()]));
}

describe('every endpoint of the contracts', () => {
  let app: TestApp;
  let accountId: string;
  beforeAll(async () => {
    app = await startTestApp();
    accountId = await createAccount(app.context.db);
  });
  afterAll(() => app.close());

  it.each(
    contractEndpoints.filter((e) => e.access.kind !== 'public').map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s refuses a caller without a session (401)', async (_name, e) => {
    const response = await new ApiClient(app.url).call(e, { params: paramsFor(e, accountId), query: queryFor(e) });
    expect(response.status).toBe(401);
    expect(errorNames(response.body)).toEqual([ERROR_CODES.unauthenticated]);
  });

  const accountEndpoints = contractEndpoints.filter((e) => e.access.kind === 'permission' && e.method === 'GET');

  it.each(accountEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers 404 to a user not linked to the account, even staff',
    async (_name, e) => {
      const outsider = await createUser(app.context.db, { isAdmin: true });
      const client = new ApiClient(app.url);
      await client.signIn(outsider.username, TEST_PASSWORD);
      const response = await client.call(e, { params: paramsFor(e, accountId), query: queryFor(e) });
      expect(response.status).toBe(404);
    },
  );

  it.each(accountEndpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s lets in exactly the roles whose permissions include its own',
    async (_name, e) => {
      if (e.access.kind !== 'permission') throw new Error('not a permission endpoint');
      for (const role of ROLES) {
        const member = await createMember(app.context.db, accountId, role);
        const client = new ApiClient(app.url);
        await client.signIn(member.username, TEST_PASSWORD);
        const response = await client.call(e, { params: paramsFor(e, accountId), query: queryFor(e) });
        // Allowed roles get past the guard: success, or 404 for a random sub-resource id.
        const expected = roleHasPermission(role, e.access.permission) ? [200, 404] : [403];
        expect(expected, `${role}: ${JSON.stringify(response.body)}`).toContain(response.status);
      }
    },
  );
});

/**
 * The guard on an endpoint needing a permission only some roles hold (EDIT_BILLING: OWNER and
 * BILLING), with a body to validate: the order of the checks and each answer.
 */
describe('the access guard', () => {
  const probe = endpoint({
    method: 'POST',
    path: '/v1/accounts/:accountId/probe',
    summary: 'test only',
    tag: 'accounts',
    access: needs('EDIT_BILLING'),
    params: z.object({ accountId: z.uuid() }),
    body: z.object({ amount: z.number().int().positive('amount must be positive') }),
    status: 200,
    response: z.object({ accountId: z.string(), role: z.string(), amount: z.number() }),
  });

  let database: Database;
  let dispose: () => Promise<void>;
  let server: FastifyInstance;
  let url: string;
  let accountId: string;
  const signedIn = async (role: (typeof ROLES)[number]) => {
    const member = await createMember(database.db, accountId, role);
    const client = new ApiClient(url);
    await client.signIn(member.username, TEST_PASSWORD);
    return client;
  };

  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
    const clock = new ManualClock();
    const context = { config: testConfig(), db: database.db, clock, sessions: new SessionStore(database.db, clock) };
    server = await createHttpServer(context.config);
    recordUndeclaredStatuses(server);
    const bind = createBinder(server, createGuards(database.db, clock, context.sessions));
    authRoutes(bind, context); // real sign-in, so the clients get sessions of this store
    bind(probe, async ({ account, body }) => ({ accountId: account.id, role: account.role, amount: body.amount }));
    url = await server.listen({ port: 0, host: '127.0.0.1' });
    accountId = await createAccount(database.db);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  it('hands the handler the account and the role once every check passed', async () => {
    for (const role of ['OWNER', 'BILLING'] as const) {
      const client = await signedIn(role);
      expect(await client.ok(probe, { params: { accountId }, body: { amount: 1 } })).toEqual({
        accountId,
        role,
        amount: 1,
      });
    }
  });

  it('answers 403 to a linked role without the permission', async () => {
    for (const role of ['CLUSTER_ADMIN', 'READ_ONLY'] as const) {
      const response = await (await signedIn(role)).call(probe, { params: { accountId }, body: { amount: 1 } });
      expect(response.status).toBe(403);
      expect(errorNames(response.body)).toEqual([ERROR_CODES.forbidden]);
    }
  });

  it('checks the session before it reads the body, and the CSRF token before the permission', async () => {
    const anonymous = await new ApiClient(url).call(probe, { params: { accountId }, body: { amount: -1 } });
    expect(anonymous.status).toBe(401);
    const client = await signedIn('READ_ONLY');
    const noToken = await client.call(probe, { params: { accountId }, body: { amount: 1 }, withoutCsrf: true });
    expect(noToken.status).toBe(403);
    expect(errorNames(noToken.body)).toEqual([ERROR_CODES.csrf]);
  });

  it('names the invalid field once the caller is in', async () => {
    const response = await (await signedIn('OWNER')).call(probe, { params: { accountId }, body: { amount: -1 } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: [{ name: 'amount', message: 'amount must be positive' }] });
  });

  it('answers 400 for a malformed account id and 404 for an account of others', async () => {
    const client = await signedIn('OWNER');
    const malformed = await client.call(probe, { params: { accountId: 'not-a-uuid' }, body: { amount: 1 } });
    expect(malformed.status).toBe(400);
    expect(errorNames(malformed.body)).toEqual(['accountId']);
    const otherAccount = await createAccount(database.db);
    const foreign = await client.call(probe, { params: { accountId: otherAccount }, body: { amount: 1 } });
    expect(foreign.status).toBe(404);
  });
});
