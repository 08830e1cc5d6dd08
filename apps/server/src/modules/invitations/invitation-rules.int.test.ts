import { api, LIMITS, MESSAGES } from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createUser, linkUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { invitations } from '../../platform/db/schema.ts';
import { member, userManagementKey } from '../../../test/people.ts';
import { ApiClient } from '../../../test/api-client.ts';
import { invitationJobs } from './jobs.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    SSO_OIDC_PROVIDERS: JSON.stringify([
      {
        name: 'google',
        displayName: 'Google',
        issuer: 'https://google.example',
        clientId: 'datadeck',
        clientSecret: 'secret',
      },
    ]),
  });
});
afterAll(() => app.close());

async function ownerOfNewAccount() {
  const accountId = await createAccount(app.context.db);
  return { accountId, owner: await member(app, accountId, 'OWNER') };
}

const refused = (name: string, message: string) => ({ errors: [{ name, message }] });

describe('the invitation rules', () => {
  it('allows one open invitation per address, case-insensitive', async () => {
    const { accountId, owner } = await ownerOfNewAccount();
    const params = { accountId };
    await owner.client.ok(api.invitations.create, { params, body: { email: 'gil@example.com', profile: 'READ_ONLY' } });
    const again = await owner.client.call(api.invitations.create, {
      params,
      body: { email: 'GIL@example.com', profile: 'OWNER' },
    });
    expect([again.status, again.body]).toEqual([409, refused('email', MESSAGES.invitations.exists('GIL@example.com'))]);
  });

  it('keeps at most 10 open; a revoked one makes room', async () => {
    const { accountId, owner } = await ownerOfNewAccount();
    const params = { accountId };
    for (let i = 0; i < LIMITS.maxOpenInvitations; i++) {
      await owner.client.ok(api.invitations.create, {
        params,
        body: { email: `p${i}@example.com`, profile: 'READ_ONLY' },
      });
    }
    const eleventh = await owner.client.call(api.invitations.create, {
      params,
      body: { email: 'p10@example.com', profile: 'READ_ONLY' },
    });
    expect([eleventh.status, eleventh.body]).toEqual([409, refused('email', MESSAGES.invitations.maxReached)]);
    await owner.client.ok(api.invitations.revoke, { params, query: { email: 'p0@example.com' } });
    await owner.client.ok(api.invitations.create, { params, body: { email: 'p10@example.com', profile: 'READ_ONLY' } });
  });

  it('refuses an address whose person is linked already', async () => {
    const { accountId, owner } = await ownerOfNewAccount();
    const linked = await createUser(app.context.db, { email: 'Hal@Example.com' });
    await linkUser(app.context.db, accountId, linked.id, 'BILLING');
    const response = await owner.client.call(api.invitations.create, {
      params: { accountId },
      body: { email: 'hal@example.com', profile: 'READ_ONLY' },
    });
    expect([response.status, response.body]).toEqual([409, refused('email', MESSAGES.invitations.alreadyLinked)]);
  });

  it('refuses an SSO service the server does not offer', async () => {
    const { accountId, owner } = await ownerOfNewAccount();
    const response = await owner.client.call(api.invitations.create, {
      params: { accountId },
      body: { email: 'ivy@example.com', profile: 'READ_ONLY', allowedStandardSsoServices: ['google', 'myspace'] },
    });
    expect([response.status, response.body]).toEqual([
      400,
      refused('allowedStandardSsoServices', MESSAGES.invitations.unknownSsoService),
    ]);
  });
});

describe('expiry after 3 days', () => {
  it('is decided by the clock alone: the list drops it and the address can be invited again', async () => {
    const { accountId, owner } = await ownerOfNewAccount();
    // A script's key: a console session would time out over the days the clock moves.
    const headers = await userManagementKey(owner, accountId);
    const script = new ApiClient(app.url);
    const params = { accountId };
    await script.ok(api.invitations.create, {
      params,
      body: { email: 'jo@example.com', profile: 'READ_ONLY' },
      headers,
    });
    app.clock.advance(LIMITS.invitationLifetimeMs - 1);
    expect((await script.ok(api.invitations.list, { params, headers })).invitations).toHaveLength(1);
    app.clock.advance(1);
    expect((await script.ok(api.invitations.list, { params, headers })).invitations).toEqual([]);
    const revoke = await script.call(api.invitations.revoke, { params, query: { email: 'jo@example.com' }, headers });
    expect(revoke.status).toBe(404);
    await script.ok(api.invitations.create, { params, body: { email: 'jo@example.com', profile: 'OWNER' }, headers });
    const rows = await app.context.db.select().from(invitations).where(eq(invitations.accountId, accountId));
    expect(rows.map((r) => r.status).toSorted()).toEqual(['EXPIRED', 'OPEN']);
  });

  it('is written by the job for every account', async () => {
    const { accountId, owner } = await ownerOfNewAccount();
    await owner.client.ok(api.invitations.create, {
      params: { accountId },
      body: { email: 'kim@example.com', profile: 'READ_ONLY' },
    });
    const [job] = invitationJobs(app.context);
    expect(job?.cron).toBe('* * * * *');
    await job?.run(app.server.log, {});
    const open = () => app.context.db.select().from(invitations).where(eq(invitations.accountId, accountId));
    expect((await open()).map((r) => r.status)).toEqual(['OPEN']);
    app.clock.advance(LIMITS.invitationLifetimeMs);
    await job?.run(app.server.log, {});
    const [row] = await open();
    expect(row?.status).toBe('EXPIRED');
    expect(row?.closedAt).toEqual(app.clock.now());
  });
});
