import {
  api,
  DEFAULT_SECURITY_SETTINGS,
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  SESSION_COOKIE,
  TIME,
  withPci,
  type SecuritySettings,
} from '@datadeck/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createUser, linkUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { challengeHeaders } from '../../../test/password-challenge.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { accountUsers, users } from '../../platform/db/schema.ts';
import { revokeInactiveUsers } from './inactivity.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const NEW_PASSWORD = 'A-new-password-2026';
const login = (username: string, password = TEST_PASSWORD) =>
  new ApiClient(app.url).call(api.auth.login, { body: { username, password } });

/** A user linked to a fresh account whose security settings turn on `settings`. */
async function userUnder(settings: Partial<SecuritySettings>, userValues: Parameters<typeof createUser>[1] = {}) {
  const accountId = await createAccount(app.context.db, settings);
  const user = await createUser(app.context.db, { passwordChangedAt: app.clock.now(), ...userValues });
  await linkUser(app.context.db, accountId, user.id, 'CLUSTER_ADMIN');
  return { accountId, ...user };
}

describe('failed sign-ins (failedLoginEnabled)', () => {
  it('locks the user for 30 minutes after 5 failures in a row, with the same answer as a wrong password', async () => {
    const { username } = await userUnder({ failedLoginEnabled: true });
    for (let i = 0; i < LIMITS.failedLoginLimit; i++)
      expect((await login(username, 'wrong-password')).status).toBe(401);
    const locked = await login(username);
    expect(locked.status).toBe(401);
    expect(errorNames(locked.body)).toEqual([ERROR_CODES.invalidCredentials]);
    const unknown = await login('nobody-at-all', 'wrong-password');
    expect(unknown.body).toEqual(locked.body);
    app.clock.advance(LIMITS.failedLoginLockMs + 1);
    expect((await login(username)).status).toBe(200);
  });

  it('counts only consecutive failures, and never locks without the setting', async () => {
    const strict = await userUnder({ failedLoginEnabled: true });
    for (let i = 0; i < LIMITS.failedLoginLimit - 1; i++) await login(strict.username, 'wrong-password');
    expect((await login(strict.username)).status).toBe(200);
    for (let i = 0; i < LIMITS.failedLoginLimit - 1; i++) await login(strict.username, 'wrong-password');
    expect((await login(strict.username)).status).toBe(200);

    const lax = await userUnder({});
    for (let i = 0; i < LIMITS.failedLoginLimit + 2; i++) await login(lax.username, 'wrong-password');
    expect((await login(lax.username)).status).toBe(200);
  });

  it('applies to administrators whatever their accounts say', async () => {
    const admin = await createUser(app.context.db, { isAdmin: true, passwordChangedAt: app.clock.now() });
    for (let i = 0; i < LIMITS.failedLoginLimit; i++) await login(admin.username, 'wrong-password');
    expect((await login(admin.username)).status).toBe(401);
  });
});

describe('password expiry (passwordExpirationEnabled)', () => {
  it('asks for a new password after 90 days, and signs in with it', async () => {
    const old = new Date(app.clock.now().getTime() - LIMITS.passwordMaxAgeMs);
    const { username } = await userUnder({ passwordExpirationEnabled: true }, { passwordChangedAt: old });
    const expired = await login(username);
    expect(expired.status).toBe(403);
    expect(expired.body).toEqual({
      errors: [{ name: ERROR_CODES.passwordExpired, message: MESSAGES.password.expired }],
    });

    const client = new ApiClient(app.url);
    const headers = challengeHeaders(expired);
    const tooShort = await client.call(api.auth.changeExpiredPassword, {
      body: { username, password: TEST_PASSWORD, newPassword: 'short' },
      headers,
    });
    expect(errorNames(tooShort.body)).toEqual(['newPassword']);
    const changed = await client.call(api.auth.changeExpiredPassword, {
      body: { username, password: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      headers,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ username });
    expect(changed.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    expect((await login(username, NEW_PASSWORD)).status).toBe(200);
    expect((await login(username)).status).toBe(401);
  });

  it('lets an old password through when the setting is off', async () => {
    const old = new Date(app.clock.now().getTime() - 2 * LIMITS.passwordMaxAgeMs);
    const { username } = await userUnder({}, { passwordChangedAt: old });
    expect((await login(username)).status).toBe(200);
  });

  it('takes the strictest setting among the accounts of a user linked to several', async () => {
    const old = new Date(app.clock.now().getTime() - LIMITS.passwordMaxAgeMs);
    const user = await userUnder({}, { passwordChangedAt: old });
    const strict = await createAccount(app.context.db, { passwordExpirationEnabled: true });
    await linkUser(app.context.db, strict, user.id, 'READ_ONLY');
    expect((await login(user.username)).status).toBe(403);
  });
});

/** A user under `settings`, signed in. */
async function signedIn(settings: Partial<SecuritySettings>) {
  const user = await userUnder(settings);
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD);
  return { client, ...user };
}

describe('changing the password', () => {
  it('checks the current password, changes it and ends the other sessions', async () => {
    const { client, username } = await signedIn({});
    const other = new ApiClient(app.url);
    await other.signIn(username, TEST_PASSWORD);
    const wrong = await client.call(api.auth.changePassword, {
      body: { currentPassword: 'not-it', newPassword: NEW_PASSWORD },
    });
    expect(wrong.body).toEqual({ errors: [{ name: 'currentPassword', message: MESSAGES.password.wrongCurrent }] });
    expect(
      (
        await client.call(api.auth.changePassword, {
          body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
        })
      ).status,
    ).toBe(204);
    expect((await client.call(api.auth.me)).status).toBe(200);
    expect((await other.call(api.auth.me)).status).toBe(401);
    expect((await login(username, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses the last 5 passwords with cantReusePasswordsEnabled, and the 6th back is allowed', async () => {
    const { client } = await signedIn({ cantReusePasswordsEnabled: true });
    const passwords = [TEST_PASSWORD, ...Array.from({ length: 5 }, (_, i) => `Rotation-password-${i}`)];
    for (let i = 1; i < passwords.length; i++) {
      const body = { currentPassword: passwords[i - 1] ?? '', newPassword: passwords[i] ?? '' };
      expect((await client.call(api.auth.changePassword, { body })).status).toBe(204);
    }
    // Current is passwords[5]; the last 5 are passwords[1..5].
    for (const reused of passwords.slice(2, 5)) {
      const response = await client.call(api.auth.changePassword, {
        body: { currentPassword: passwords[5] ?? '', newPassword: reused ?? '' },
      });
      expect(response.body).toEqual({ errors: [{ name: 'newPassword', message: MESSAGES.password.reused }] });
    }
    expect(
      (
        await client.call(api.auth.changePassword, {
          body: { currentPassword: passwords[5] ?? '', newPassword: TEST_PASSWORD },
        })
      ).status,
    ).toBe(204);
  }, 30_000);

  it('allows reuse when the setting is off', async () => {
    const { client } = await signedIn({});
    await client.call(api.auth.changePassword, { body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(
      (
        await client.call(api.auth.changePassword, {
          body: { currentPassword: NEW_PASSWORD, newPassword: TEST_PASSWORD },
        })
      ).status,
    ).toBe(204);
  });
});

describe('session timeout (shortTimeoutOnSessionInactivity)', () => {
  it('ends a session after 15 minutes without use instead of 8 hours', async () => {
    const strict = await userUnder({ shortTimeoutOnSessionInactivity: true });
    const lax = await userUnder({});
    const [strictClient, laxClient] = [new ApiClient(app.url), new ApiClient(app.url)];
    await strictClient.signIn(strict.username, TEST_PASSWORD);
    await laxClient.signIn(lax.username, TEST_PASSWORD);
    // Used within the window, the short session slides on.
    app.clock.advance(LIMITS.sessionShortTimeoutMs - 60_000);
    expect((await strictClient.call(api.auth.me)).status).toBe(200);
    app.clock.advance(LIMITS.sessionShortTimeoutMs - 60_000);
    expect((await strictClient.call(api.auth.me)).status).toBe(200);
    app.clock.advance(LIMITS.sessionShortTimeoutMs + 1);
    expect((await strictClient.call(api.auth.me)).status).toBe(401);
    expect((await laxClient.call(api.auth.me)).status).toBe(200);
  });
});

describe('inactivity revocation (inactivityRevocation)', () => {
  it('removes access after 90 days without signing in, keeping an account its last owner', async () => {
    const { db } = app.context;
    const now = app.clock.now();
    const longAgo = new Date(now.getTime() - LIMITS.inactivityRevocationMs - TIME.DAY_MS);
    const accountId = await createAccount(db, { inactivityRevocation: true });
    const lax = await createAccount(db);
    const idle = await createUser(db, { lastLoginAt: longAgo });
    const active = await createUser(db, { lastLoginAt: now });
    const soleOwner = await createUser(db, { lastLoginAt: longAgo });
    await linkUser(db, accountId, idle.id, 'CLUSTER_ADMIN');
    await linkUser(db, lax, idle.id, 'CLUSTER_ADMIN');
    await linkUser(db, accountId, active.id, 'READ_ONLY');
    await linkUser(db, accountId, soleOwner.id, 'OWNER');

    expect(await revokeInactiveUsers(db, now)).toBeGreaterThanOrEqual(1);
    const links = await db
      .select({ userId: accountUsers.userId })
      .from(accountUsers)
      .where(eq(accountUsers.accountId, accountId));
    expect(links.map((l) => l.userId).toSorted()).toEqual([active.id, soleOwner.id].toSorted());
    // The account without the setting keeps the idle user.
    const kept = await db.select().from(accountUsers).where(eq(accountUsers.accountId, lax));
    expect(kept.map((l) => l.userId)).toEqual([idle.id]);
  });

  it('keeps every owner of an account whose owners are all inactive, and only then', async () => {
    const { db } = app.context;
    const now = app.clock.now();
    const longAgo = new Date(now.getTime() - LIMITS.inactivityRevocationMs - TIME.DAY_MS);
    // The setting needs two owners (SPEC §4); both idle, the account must not end up with none.
    const idleOwners = await createAccount(db, { inactivityRevocation: true });
    const owners = [await createUser(db, { lastLoginAt: longAgo }), await createUser(db, { lastLoginAt: longAgo })];
    for (const owner of owners) await linkUser(db, idleOwners, owner.id, 'OWNER');
    const idleAdmin = await createUser(db, { lastLoginAt: longAgo });
    await linkUser(db, idleOwners, idleAdmin.id, 'CLUSTER_ADMIN');
    // With an owner who signs in, an idle owner loses access like anyone.
    const oneActive = await createAccount(db, { inactivityRevocation: true });
    const [active, idle] = [await createUser(db, { lastLoginAt: now }), await createUser(db, { lastLoginAt: longAgo })];
    await linkUser(db, oneActive, active.id, 'OWNER');
    await linkUser(db, oneActive, idle.id, 'OWNER');

    await revokeInactiveUsers(db, now);
    const linked = async (accountId: string) =>
      (await db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId)))
        .map((l) => l.userId)
        .toSorted();
    expect(await linked(idleOwners)).toEqual(owners.map((owner) => owner.id).toSorted());
    expect(await linked(oneActive)).toEqual([active.id]);
  });
});

describe('PCI settings turn every rule on at once', () => {
  it('applies the strictest policy to the users of a PCI account', async () => {
    const settings = withPci(DEFAULT_SECURITY_SETTINGS, true);
    const { username, id } = await userUnder(settings);
    for (let i = 0; i < LIMITS.failedLoginLimit; i++) await login(username, 'wrong-password');
    const [row] = await app.context.db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, id));
    expect(row?.lockedUntil).not.toBeNull();
    const strict = new ApiClient(app.url);
    app.clock.advance(LIMITS.failedLoginLockMs + 1);
    await strict.signIn(username, TEST_PASSWORD);
    // The short timeout applies too.
    app.clock.advance(LIMITS.sessionShortTimeoutMs + 1);
    expect((await strict.call(api.auth.me)).status).toBe(401);
  });
});
