import { api, ERROR_CODES, LIMITS, MESSAGES } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accounts, accountUsers, users } from '../../platform/db/schema.ts';
import { revokeInactiveUsers } from '../auth/inactivity.ts';
import { staffUser } from '../../../test/staff.ts';
import { NO_PASSWORD } from './queries.ts';
import { addServiceUser, member } from './service-users-test-kit.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** An OWNER service user of a fresh account, with its users row; its e-mail is its owner's if asked. */
async function serviceUser(sharesOwnersEmail = false) {
  const owner = await member(app, 'OWNER');
  const email = sharesOwnersEmail
    ? `${owner.user.username}@test.example`
    : `bot-of-${owner.user.username}@test.example`;
  const bot = await addServiceUser(owner, { profile: 'OWNER', email });
  const [row] = await app.context.db.select().from(users).where(eq(users.username, bot.username));
  if (!row) throw new Error('service user not stored');
  return { owner, bot, row };
}

describe('what a service user can never do', () => {
  it('signs in nowhere: by username or e-mail it is answered as an unknown user', async () => {
    const { bot, row } = await serviceUser();
    expect(row).toMatchObject({ kind: 'service', passwordHash: NO_PASSWORD });
    const client = new ApiClient(app.url);
    for (const login of [bot.username, bot.email]) {
      for (const password of [NO_PASSWORD, 'Correct-horse-battery-1']) {
        const response = await client.call(api.auth.login, { body: { username: login, password } });
        expect(response.status).toBe(401);
        expect(response.body).toEqual({
          errors: [{ name: ERROR_CODES.invalidCredentials, message: MESSAGES.auth.invalidCredentials }],
        });
      }
    }
  });

  it('leaves a person who shares its e-mail address able to sign in by that address', async () => {
    const { owner } = await serviceUser(true);
    const client = new ApiClient(app.url);
    const me = await client.signIn(`${owner.user.username}@test.example`, 'Correct-horse-battery-1');
    expect(me.username).toBe(owner.user.username);
  });

  it('cannot be impersonated by staff', async () => {
    const { owner, row } = await serviceUser();
    const staff = await staffUser(app);
    const response = await staff.client.call(api.staff.startImpersonation, {
      body: { accountId: owner.accountId, userId: row.id },
    });
    // It is no linked user of the account (those are people), so there is no one to act as.
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      errors: [{ name: 'userId', message: MESSAGES.staff.userNotLinked }],
    });
  });

  it('is never revoked for inactivity, and does not count as an owner who keeps the account', async () => {
    const { owner, row } = await serviceUser();
    const { db } = app.context;
    await db
      .update(users)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, row.id));
    const idle = await member(app, 'OWNER', owner.accountId);
    const longAgo = new Date(app.clock.now().getTime() - LIMITS.inactivityRevocationMs - 1);
    await db.update(users).set({ lastLoginAt: longAgo }).where(eq(users.id, idle.user.id));
    await db.update(users).set({ lastLoginAt: app.clock.now() }).where(eq(users.id, owner.user.id));
    await db.update(accounts).set({ inactivityRevocation: true }).where(eq(accounts.id, owner.accountId));

    await revokeInactiveUsers(db, app.clock.now());
    const linked = async (userId: string) =>
      (
        await db
          .select()
          .from(accountUsers)
          .where(and(eq(accountUsers.accountId, owner.accountId), eq(accountUsers.userId, userId)))
      ).length === 1;
    // The idle owner goes (the active owner remains), the service user stays.
    expect(await linked(idle.user.id)).toBe(false);
    expect(await linked(row.id)).toBe(true);

    // With the active owner idle too, they are the last person owner: the OWNER service user does not count.
    await db.update(users).set({ lastLoginAt: longAgo }).where(eq(users.id, owner.user.id));
    await revokeInactiveUsers(db, app.clock.now());
    expect(await linked(owner.user.id)).toBe(true);
    expect(await linked(row.id)).toBe(true);
  });
});
