import { api, AUDIT_PAGE_SIZE, LIMITS } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const login = (username: string, password: string) =>
  new ApiClient(app.url).call(api.auth.login, { body: { username, password } });

async function ownerOf(accountId: string) {
  const owner = await createMember(app.context.db, accountId, 'OWNER');
  const client = new ApiClient(app.url);
  await client.signIn(owner.username, TEST_PASSWORD);
  return { owner, client };
}

describe('audit log', () => {
  it("shows the account's users' sign-ins, failures and lockout, newest first, with the source IP", async () => {
    const accountId = await createAccount(app.context.db, { failedLoginEnabled: true });
    const member = await createMember(app.context.db, accountId, 'READ_ONLY');
    for (let i = 0; i < LIMITS.failedLoginLimit; i++) await login(member.username, 'wrong-password');
    const { owner, client } = await ownerOf(accountId);
    const log = await client.ok(api.audit.list, { params: { accountId }, query: { page: 1 } });
    expect(log.events.map((e) => [e.type, e.actor, e.detail])).toEqual([
      ['SIGN_IN', owner.username, ''],
      ['LOCKED_OUT', member.username, `${LIMITS.failedLoginLimit} consecutive failed sign-ins`],
      ...Array.from({ length: LIMITS.failedLoginLimit }, () => ['SIGN_IN_FAILED', member.username, 'wrong password']),
    ]);
    expect(log.events.every((e) => e.sourceIp === '127.0.0.1' && e.impersonator === null)).toBe(true);
  });

  it('keeps other accounts’ events out', async () => {
    const mine = await createAccount(app.context.db);
    const theirs = await createAccount(app.context.db);
    const stranger = await createMember(app.context.db, theirs, 'OWNER');
    await login(stranger.username, TEST_PASSWORD);
    const { client } = await ownerOf(mine);
    const log = await client.ok(api.audit.list, { params: { accountId: mine }, query: { page: 1 } });
    expect(log.events.map((e) => e.actor)).not.toContain(stranger.username);
  });

  it('records a security settings change with what changed', async () => {
    const accountId = await createAccount(app.context.db);
    const { client } = await ownerOf(accountId);
    const settings = await client.ok(api.security.get, { params: { accountId } });
    await client.ok(api.security.update, { params: { accountId }, body: { ...settings, failedLoginEnabled: true } });
    const [latest] = (await client.ok(api.audit.list, { params: { accountId }, query: { page: 1 } })).events;
    expect(latest).toMatchObject({ type: 'SECURITY_SETTINGS_UPDATED', accountId, detail: 'failedLoginEnabled on' });
  });

  it('pages by 25 and answers the total', async () => {
    const accountId = await createAccount(app.context.db);
    // Failures spread over members: the sign-in throttle lets one username fail only so often.
    const members = await Promise.all([1, 2, 3].map(() => createMember(app.context.db, accountId, 'CLUSTER_ADMIN')));
    for (let i = 0; i < AUDIT_PAGE_SIZE + 4; i++)
      await login(members[i % members.length]?.username ?? '', 'wrong-password');
    const { client } = await ownerOf(accountId);
    const first = await client.ok(api.audit.list, { params: { accountId }, query: { page: 1 } });
    const second = await client.ok(api.audit.list, { params: { accountId }, query: { page: 2 } });
    expect([first.total, first.events.length, second.events.length]).toEqual([AUDIT_PAGE_SIZE + 5, AUDIT_PAGE_SIZE, 5]);
    expect(new Set([...first.events, ...second.events].map((e) => e.id)).size).toBe(AUDIT_PAGE_SIZE + 5);
  });

  it('is for owners only', async () => {
    const accountId = await createAccount(app.context.db);
    const admin = await createMember(app.context.db, accountId, 'CLUSTER_ADMIN');
    const client = new ApiClient(app.url);
    await client.signIn(admin.username, TEST_PASSWORD);
    expect((await client.call(api.audit.list, { params: { accountId }, query: { page: 1 } })).status).toBe(403);
  });
});
