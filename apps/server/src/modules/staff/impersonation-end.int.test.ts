import { api, LIMITS } from '@datadeck/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client.ts';
import { createAccount, createMember, TEST_PASSWORD } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { base32Decode, hotp, totpStep } from '../../platform/auth/totp.ts';
import { auditEvents, users } from '../../platform/db/schema.ts';
import { authJobs, PURGE_EXPIRED_SESSIONS } from '../auth/jobs.ts';
import { staffUser } from '../../../test/staff.ts';

/**
 * Issue 31, N10: however an impersonating session ends (the explicit stop, signing out, a password
 * change that ends it, a timeout), the audit log says the impersonation stopped, exactly once and
 * in the same shape.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A staff user impersonating a new owner of a new account. */
async function impersonating() {
  const accountId = await createAccount(app.context.db);
  const target = await createMember(app.context.db, accountId, 'OWNER');
  const staff = await staffUser(app);
  await staff.client.ok(api.staff.startImpersonation, { body: { accountId, userId: target.id } });
  return { accountId, target, staff };
}

/** The account's IMPERSONATION_STOPPED entries, as the audit log keeps them. */
const stopsOf = (accountId: string) =>
  app.context.db
    .select({
      actor: auditEvents.actor,
      actorUserId: auditEvents.actorUserId,
      impersonator: auditEvents.impersonator,
      detail: auditEvents.detail,
      sourceIp: auditEvents.sourceIp,
      at: auditEvents.at,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.accountId, accountId), eq(auditEvents.type, 'IMPERSONATION_STOPPED')))
    .orderBy(asc(auditEvents.at));

/** The entry of a stop by the staff user, of the target, from the test's own address. */
const stopBy = (staff: { id: string; username: string }, target: { username: string }) => ({
  actor: staff.username,
  actorUserId: staff.id,
  impersonator: null,
  detail: target.username,
  sourceIp: expect.stringMatching(/127\.0\.0\.1|::1/),
  at: app.clock.now(),
});

async function purgeExpiredSessions() {
  const job = authJobs(app.context).find((j) => j.name === PURGE_EXPIRED_SESSIONS);
  await job?.run(app.server.log, {});
}

describe('the end of an impersonation', () => {
  it('is recorded as the explicit stop is when the staff user signs out', async () => {
    const { accountId, target, staff } = await impersonating();
    await staff.client.ok(api.staff.stopImpersonation);
    const explicit = await stopsOf(accountId);
    expect(explicit).toEqual([stopBy(staff, target)]);

    const again = await impersonating();
    await again.staff.client.ok(api.auth.logout);
    expect(await stopsOf(again.accountId)).toEqual([stopBy(again.staff, again.target)]);
  });

  it('is recorded once when the stop and the sign-out arrive together, or one after the other', async () => {
    const { accountId, target, staff } = await impersonating();
    await Promise.all([staff.client.call(api.staff.stopImpersonation), staff.client.call(api.auth.logout)]);
    expect(await stopsOf(accountId)).toEqual([stopBy(staff, target)]);

    const again = await impersonating();
    await again.staff.client.ok(api.staff.stopImpersonation);
    await again.staff.client.ok(api.auth.logout);
    await purgeExpiredSessions();
    expect(await stopsOf(again.accountId)).toEqual([stopBy(again.staff, again.target)]);
  });

  it('is recorded at the moment the session timed out, once, when the expired session is purged', async () => {
    const { accountId, target, staff } = await impersonating();
    const timedOutAt = new Date(app.clock.now().getTime() + LIMITS.sessionShortTimeoutMs);
    app.clock.advance(LIMITS.sessionShortTimeoutMs + 60_000);
    expect((await staff.client.call(api.auth.me)).status).toBe(401);

    await purgeExpiredSessions();
    await purgeExpiredSessions();
    expect(await stopsOf(accountId)).toEqual([{ ...stopBy(staff, target), sourceIp: '', at: timedOutAt }]);
  });

  it('is recorded when the staff user changes their password in another session, which ends it', async () => {
    const { accountId, target, staff } = await impersonating();
    const [row] = await app.context.db.select({ secret: users.mfaSecret }).from(users).where(eq(users.id, staff.id));
    const secret = app.context.secrets.open(row?.secret ?? '');
    const other = new ApiClient(app.url);
    // The next step's code: the enrolment used this one.
    await other.signIn(staff.username, TEST_PASSWORD, hotp(base32Decode(secret), totpStep(app.clock.now()) + 1));
    await other.ok(api.auth.changePassword, {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Another-password-2026' },
    });
    expect((await staff.client.call(api.auth.me)).status).toBe(401);
    expect(await stopsOf(accountId)).toEqual([stopBy(staff, target)]);
  });
});
