import {
  api,
  ERROR_CODES,
  findUnsafeText,
  MESSAGES,
  ROLES,
  endpoint,
  needs,
  roleHasPermission,
  type Endpoint,
  type Role,
} from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient, contractEndpoints, errorNames, type ApiResponse } from '../../../test/api-client.ts';
import { createAccount, createMember, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { recordUndeclaredStatuses } from '../../../test/declared-statuses.ts';
import { prepareWalk, type Walk } from '../../../test/endpoint-walk.ts';
import { startPaySandbox, type PaySandbox } from '../../../test/pay-sandbox.ts';
import { freshDatabase, startTestApp, testConfig, type TestApp } from '../../../test/test-app.ts';
import { authRoutes } from '../../modules/auth/routes.ts';
import { startSsoSession } from '../../modules/auth/service.ts';
import { staffUser } from '../../../test/staff.ts';
import { users } from '../db/schema.ts';
import { SecretBox } from '../crypto/secret-box.ts';
import { SessionStore } from '../auth/sessions.ts';
import { ManualClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { createGuards } from './guards.ts';
import { createBinder } from './binder.ts';
import { createHttpServer } from './server.ts';

const call = (e: Endpoint) => [`${e.method} ${e.path}`, e] as const;
const withBody = (endpoints: readonly Endpoint[]) => endpoints.filter((e) => e.body !== undefined);

/**
 * What the guard made of a call: refused it (403 FORBIDDEN) or let it in (the endpoint's own
 * success: the walk calls with resources that exist, so a 404 never stands in for it); anything
 * else is shown as it came.
 */
/**
 * Answers only a handler gives, for endpoints whose success the test app's simulated driver cannot
 * give: the cluster's CA certificate exists only where a real driver made one (issue 34).
 */
const HANDLER_ANSWERS = new Map<Endpoint, string>([[api.clusters.caCertificate, MESSAGES.clusters.noCaCertificate]]);

function guardOutcome(e: Endpoint, response: ApiResponse): string {
  if (response.status === 403 && errorNames(response.body).join() === ERROR_CODES.forbidden) return 'refused';
  if (response.status === e.status) return 'let in';
  const handlerAnswer = HANDLER_ANSWERS.get(e);
  if (handlerAnswer !== undefined && JSON.stringify(response.body).includes(JSON.stringify(handlerAnswer))) {
    return 'let in';
  }
  return `${response.status} ${JSON.stringify(response.body)}`;
}

/**
 * The guard of every endpoint of the contracts, every method. Each call carries input that passes
 * validation (checked here against the endpoint's own schemas), so that a 400 can never stand in
 * for the answer under test; the guard decides before validation, which the invalid-body walks
 * below hold.
 */
describe('every endpoint of the contracts', () => {
  let app: TestApp;
  let walk: Walk;
  // The real provider sandbox, so the billing card calls of the roles let in succeed.
  let sandbox: PaySandbox;
  beforeAll(async () => {
    sandbox = await startPaySandbox();
    app = await startTestApp(sandbox.env);
    walk = await prepareWalk(app);
  });
  afterAll(async () => {
    await app.close();
    await sandbox.stop();
  });

  const permissionEndpoints = contractEndpoints.filter((e) => e.access.kind === 'permission');

  it.each(contractEndpoints.filter((e) => e.access.kind !== 'public').map(call))(
    '%s refuses a caller without a session (401)',
    async (_name, e) => {
      // The session is checked before the body is read: no body needed to be refused.
      const response = await new ApiClient(app.url).call(e, { params: walk.pathParams(e, null) });
      expect(response.status).toBe(401);
      expect(errorNames(response.body)).toEqual([ERROR_CODES.unauthenticated]);
    },
  );

  it.each(permissionEndpoints.map(call))(
    '%s answers 404 for the account to a user not linked to it, even staff',
    async (_name, e) => {
      const outsider = await createUser(app.context.db, { isAdmin: true });
      const response = await (await walk.signedIn(outsider)).call(e, walk.validInput(e, null));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ errors: [{ name: ERROR_CODES.notFound, message: 'Account not found' }] });
    },
  );

  it.each(permissionEndpoints.map(call))(
    '%s lets in exactly the roles whose permissions include its own',
    async (_name, e) => {
      const { access } = e;
      if (access.kind !== 'permission') throw new Error('not a permission endpoint');
      const outcomes: { role: Role; outcome: string }[] = [];
      for (const role of ROLES) {
        const client = await walk.signedIn(await createMember(app.context.db, walk.accountId, role));
        const input = walk.validInput(e, role, await walk.existingParams(e, role, client));
        outcomes.push({ role, outcome: guardOutcome(e, await client.call(e, input)) });
      }
      expect(outcomes).toEqual(
        ROLES.map((role) => ({ role, outcome: roleHasPermission(role, access.permission) ? 'let in' : 'refused' })),
      );
    },
  );

  /**
   * Bodies no endpoint accepts: a JSON value of the wrong type altogether, and an object with text
   * no column can hold. Sent by a caller the rule refuses, each must meet the refusal, never a 400
   * that teaches the body's schema to someone who may not call the endpoint at all.
   */
  const INVALID_BODIES: unknown[] = [42, { name: 'nul\u0000' }];

  it.each(withBody(permissionEndpoints).map(call))(
    '%s refuses a caller lacking the permission before it validates the body',
    async (_name, e) => {
      const { access } = e;
      if (access.kind !== 'permission') throw new Error('not a permission endpoint');
      const outsider = await walk.signedIn(await createUser(app.context.db));
      const lacking = [];
      for (const role of ROLES.filter((r) => !roleHasPermission(r, access.permission))) {
        lacking.push(await walk.signedIn(await createMember(app.context.db, walk.accountId, role)));
      }
      for (const body of INVALID_BODIES) {
        const invalid = !e.body?.safeParse(body).success || findUnsafeText(body, 'body') !== null;
        if (!invalid) throw new Error(`${e.path} accepts ${JSON.stringify(body)}`);
        const foreign = await outsider.call(e, { params: walk.pathParams(e, null), body });
        expect([foreign.status, foreign.body]).toEqual([
          404,
          { errors: [{ name: ERROR_CODES.notFound, message: 'Account not found' }] },
        ]);
        for (const client of lacking) {
          const refused = await client.call(e, { params: walk.pathParams(e, null), body });
          expect([refused.status, errorNames(refused.body)]).toEqual([403, [ERROR_CODES.forbidden]]);
        }
      }
    },
  );

  it.each(withBody(contractEndpoints.filter((e) => e.access.kind === 'staff')).map(call))(
    '%s refuses a caller who is not staff before it validates the body',
    async (_name, e) => {
      const client = await walk.signedIn(await createMember(app.context.db, walk.accountId, 'OWNER'));
      for (const body of INVALID_BODIES) {
        const response = await client.call(e, { params: walk.pathParams(e, null), body });
        expect([response.status, errorNames(response.body)]).toEqual([403, [ERROR_CODES.forbidden]]);
      }
    },
  );

  const staffEndpoints = contractEndpoints.filter((e) => e.access.kind === 'staff');

  it.each(staffEndpoints.map(call))(
    '%s refuses staff whose session an account’s identity provider began (403)',
    async (_name, e) => {
      // Begun as startSsoSession begins a SAML session; made staff afterwards, since SAML refuses staff.
      const user = await createMember(app.context.db, walk.accountId, 'OWNER');
      const { token, me } = await startSsoSession(app.context, user.id, '127.0.0.1', {
        kind: 'saml',
        accountId: walk.accountId,
        providerName: 'Walk IdP',
      });
      await app.context.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
      const client = new ApiClient(app.url);
      client.sessionToken = token;
      client.csrfToken = me.csrfToken;
      const response = await client.call(e, walk.validInput(e, null));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.staff.ssoSession }] });
    },
  );

  it('lets an impersonating session of staff stop, and nothing else staff do', async () => {
    const staff = await staffUser(app);
    const target = await createMember(app.context.db, walk.accountId, 'READ_ONLY');
    await staff.client.ok(api.staff.startImpersonation, { body: { accountId: walk.accountId, userId: target.id } });
    const outcomes = [];
    for (const e of staffEndpoints.filter((s) => s !== api.staff.stopImpersonation)) {
      const response = await staff.client.call(e, walk.validInput(e, null));
      outcomes.push([`${e.method} ${e.path}`, response.status, response.body]);
    }
    const refusal = { errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.staff.alreadyImpersonating }] };
    expect(outcomes).toEqual(outcomes.map(([name]) => [name, 403, refusal]));
    expect(await staff.client.ok(api.staff.stopImpersonation)).toMatchObject({ username: staff.username });
  });

  const organisationEndpoints = contractEndpoints.filter((e) => e.access.kind === 'organisationOwner');

  it('has organisation endpoints to walk', () => {
    expect(organisationEndpoints.length).toBeGreaterThan(0);
  });

  it.each(organisationEndpoints.map(call))(
    '%s answers 404 for the organisation to anyone not owning it: staff, any role on its account',
    async (_name, e) => {
      const callers = [await createUser(app.context.db, { isAdmin: true })];
      for (const role of ROLES) callers.push(await createMember(app.context.db, walk.accountId, role));
      for (const user of callers) {
        const response = await (await walk.signedIn(user)).call(e, walk.validInput(e, null));
        expect(response.status).toBe(404);
        expect(response.body).toEqual({
          errors: [{ name: ERROR_CODES.notFound, message: MESSAGES.organisations.notFound }],
        });
      }
    },
  );

  it.each(withBody(organisationEndpoints).map(call))(
    '%s refuses a caller not owning the organisation before it validates the body',
    async (_name, e) => {
      const client = await walk.signedIn(await createMember(app.context.db, walk.accountId, 'OWNER'));
      for (const body of INVALID_BODIES) {
        const response = await client.call(e, { params: walk.pathParams(e, null), body });
        expect([response.status, errorNames(response.body)]).toEqual([404, [ERROR_CODES.notFound]]);
      }
    },
  );

  it.each(organisationEndpoints.map(call))('%s lets in the organisation’s owner', async (_name, e) => {
    const input = walk.validInput(e, null, await walk.existingParams(e, 'OWNER', walk.owner));
    const body = e === api.organisations.linkAccount ? { accountId: await walk.ownersNewAccount() } : input.body;
    expect(guardOutcome(e, await walk.owner.call(e, { ...input, body }))).toBe('let in');
  });
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
    const config = testConfig();
    const context = {
      config,
      db: database.db,
      clock,
      sessions: new SessionStore(database.db, clock),
      secrets: new SecretBox(config.secretsKey ?? Buffer.alloc(32)),
    };
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

  it('decides access before it validates the body: a refused caller learns nothing of its schema', async () => {
    const readOnly = await (await signedIn('READ_ONLY')).call(probe, { params: { accountId }, body: { amount: -1 } });
    expect([readOnly.status, errorNames(readOnly.body)]).toEqual([403, [ERROR_CODES.forbidden]]);
    const stranger = await (await signedIn('OWNER')).call(probe, {
      params: { accountId: await createAccount(database.db) },
      body: { amount: -1 },
    });
    expect([stranger.status, errorNames(stranger.body)]).toEqual([404, [ERROR_CODES.notFound]]);
    // A malformed id is its own 400, of the params alone: its shape reveals nothing.
    const malformed = await (await signedIn('READ_ONLY')).call(probe, {
      params: { accountId: 'not-a-uuid' },
      body: { amount: -1 },
    });
    expect([malformed.status, errorNames(malformed.body)]).toEqual([400, ['accountId']]);
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
