import { api, ERROR_CODES, LIMITS, MESSAGES, PASSWORD_CHALLENGE_COOKIE } from '@datadeck/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames, type ApiResponse } from '../../../test/api-client.ts';
import { createAccount, createUser, linkUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { challengeHeaders } from '../../../test/password-challenge.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../platform/auth/password-hashing.ts';
import { base32Decode, hotp, totpStep } from '../../platform/auth/totp.ts';
import { auditEvents } from '../../platform/db/schema.ts';

/**
 * The "at most N" rules of sign-in, under requests that arrive together: the lockout, the
 * throttle, one-time codes and the expired-password challenge. Requests come through a trusted
 * proxy, so each test signs in from addresses of its own (X-Forwarded-For).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
});
afterAll(() => app.close());

const WRONG = 'not-the-password';
let lastAddress = 0;
/** A client address no other test uses (past 255 of them, the next /24 on). */
const newAddress = () => {
  lastAddress += 1;
  return `198.51.${100 + Math.floor(lastAddress / 256)}.${lastAddress % 256}`;
};

function login(username: string, password: string, from: string, mfaCode?: string): Promise<ApiResponse> {
  return new ApiClient(app.url).call(api.auth.login, {
    body: { username, password, ...(mfaCode === undefined ? {} : { mfaCode }) },
    headers: { 'x-forwarded-for': from },
  });
}

/** `n` sign-ins sent at the same moment. */
const burst = (n: number, send: (i: number) => Promise<ApiResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));

const statuses = (responses: readonly ApiResponse[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};

/** How many of the user's refused sign-ins had this reason in the audit log (a checked password says 'wrong password'). */
async function refusals(userId: string, detail: string): Promise<number> {
  const rows = await app.context.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.actorUserId, userId), eq(auditEvents.type, 'SIGN_IN_FAILED'), eq(auditEvents.detail, detail)),
    );
  return rows.length;
}

async function userWithLockout(values: Parameters<typeof createUser>[1] = {}) {
  const accountId = await createAccount(app.context.db, { failedLoginEnabled: true });
  const user = await createUser(app.context.db, { passwordChangedAt: app.clock.now(), ...values });
  await linkUser(app.context.db, accountId, user.id, 'CLUSTER_ADMIN');
  return user;
}

describe('the lockout under a burst (failedLoginEnabled)', () => {
  it('checks at most 5 guesses of a burst, and refuses the right password while locked', async () => {
    const { id, username } = await userWithLockout();
    // From many addresses, so no address bucket cuts the burst.
    const answers = await burst(30, () => login(username, WRONG, newAddress()));
    expect(answers.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(await refusals(id, 'wrong password')).toBe(LIMITS.failedLoginLimit);

    // Once the throttle lets attempts through again, the lock still holds: the right password is
    // refused unchecked, with the answer of a wrong one.
    app.clock.advance(LIMITS.failedLoginLockMs / 2);
    const whileLocked = await burst(5, (i) => login(username, i === 0 ? TEST_PASSWORD : WRONG, newAddress()));
    expect(whileLocked.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(errorNames(whileLocked[0]?.body)).toEqual([ERROR_CODES.invalidCredentials]);
    expect(await refusals(id, 'wrong password')).toBe(LIMITS.failedLoginLimit);
    expect(await refusals(id, 'locked')).toBeGreaterThanOrEqual(5);

    app.clock.advance(LIMITS.failedLoginLockMs / 2);
    expect((await login(username, TEST_PASSWORD, newAddress())).status).toBe(200);
  });
});

describe('the lockout under a burst with the right password in it', () => {
  it('checks at most 5 wrong guesses between successes, whatever the order they come in', async () => {
    const { id, username } = await userWithLockout();
    const answers = await burst(31, (i) => login(username, i === 15 ? TEST_PASSWORD : WRONG, newAddress()));
    expect(answers.every((r) => [200, 401, 429].includes(r.status))).toBe(true);
    const signedIn = answers.filter((r) => r.status === 200).length;
    // The right one signs in only if it came before the lock; a success starts the count over.
    expect(await refusals(id, 'wrong password')).toBeLessThanOrEqual(LIMITS.failedLoginLimit * (1 + signedIn));
  });
});

describe('sign-in throttling (always on)', () => {
  it('answers a burst of wrong passwords 429 with Retry-After once the username has used its attempts', async () => {
    const user = await createUser(app.context.db, { passwordChangedAt: app.clock.now() });
    const from = newAddress();
    const answers = await burst(150, () => login(user.username, WRONG, from));
    const { perUsername, perAddress } = LIMITS.signInThrottle;
    expect(statuses(answers)).toEqual({ 401: perUsername.burst, 429: 150 - perUsername.burst });
    // The username's bucket counts failures once checked; the address's bounds how many are.
    expect(await refusals(user.id, 'wrong password')).toBe(perAddress.burst);
    const throttled = answers.find((r) => r.status === 429);
    expect(throttled?.body).toEqual({ errors: [{ name: ERROR_CODES.rateLimited, message: MESSAGES.auth.throttled }] });
    const retryAfter = Number(throttled?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);

    // The address that sent them waits; the right password from anywhere else gets through at once.
    expect((await login(user.username, TEST_PASSWORD, from)).status).toBe(429);
    expect((await login(user.username, TEST_PASSWORD, newAddress())).status).toBe(200);
    app.clock.advance(retryAfter * 1000);
    expect((await login(user.username, TEST_PASSWORD, from)).status).toBe(200);
  });

  it('backs off exponentially while failures go on, up to a bound', async () => {
    const user = await createUser(app.context.db, { passwordChangedAt: app.clock.now() });
    const { perUsername } = LIMITS.signInThrottle;
    await burst(perUsername.burst, () => login(user.username, WRONG, newAddress()));
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await login(user.username, WRONG, newAddress());
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      app.clock.advance(wait * 1000);
      expect((await login(user.username, WRONG, newAddress())).status).toBe(401);
    }
    const bound = perUsername.maxRefillMs / 1000;
    expect(waits).toEqual([120, 240, 480, 480, 480].map((w) => Math.min(w, bound)));
    // When the failures stop, the bucket fills up again and the back-off is forgotten.
    app.clock.advance(perUsername.burst * perUsername.maxRefillMs);
    expect((await login(user.username, TEST_PASSWORD, newAddress())).status).toBe(200);
  });

  it('throttles a client address trying many usernames', async () => {
    const from = newAddress();
    const { perAddress } = LIMITS.signInThrottle;
    const answers = await burst(perAddress.burst + 10, (i) => login(`nobody-${i}`, WRONG, from));
    expect(statuses(answers)).toEqual({ 401: perAddress.burst, 429: 10 });
    // Another address is not held up by it.
    expect((await login('nobody-else', WRONG, newAddress())).status).toBe(401);
  });

  it('throttles guesses of the current password by a signed-in session', async () => {
    const user = await createUser(app.context.db, { passwordChangedAt: app.clock.now() });
    const client = new ApiClient(app.url);
    await client.signIn(user.username, TEST_PASSWORD);
    const answers = await burst(LIMITS.signInThrottle.perUsername.burst + 5, () =>
      client.call(api.auth.changePassword, { body: { currentPassword: WRONG, newPassword: 'A-new-password-2026' } }),
    );
    expect(statuses(answers)).toEqual({ 400: LIMITS.signInThrottle.perUsername.burst, 429: 5 });
  });
});

describe('the username throttle against other people’s failures', () => {
  it('always admits the right password while others send wrong ones from changing addresses', async () => {
    // No account of the user turns the lockout on, so nothing may keep the right password out.
    const user = await createUser(app.context.db, { passwordChangedAt: app.clock.now() });
    const home = newAddress();
    const { perUsername } = LIMITS.signInThrottle;
    await burst(perUsername.burst, () => login(user.username, WRONG, newAddress()));
    const attacker: number[] = [];
    const victim: number[] = [];
    // Ten minutes of one wrong attempt about every refill interval, each from an address of its
    // own, with the user signing in from home in between.
    for (let elapsed = 0; elapsed < 10 * 60_000; elapsed += 20_000) {
      attacker.push((await login(user.username, WRONG, newAddress())).status);
      victim.push((await login(user.username, TEST_PASSWORD, home)).status);
      app.clock.advance(20_000);
    }
    expect(victim).toEqual(victim.map(() => 200));
    // The wrong ones are still slowed down.
    expect(attacker.filter((status) => status === 429).length).toBeGreaterThan(attacker.length / 2);

    // Nor is the current password of a signed-in user refused while the username is throttled.
    expect((await login(user.username, WRONG, newAddress())).status).toBe(429);
    const client = new ApiClient(app.url);
    await client.signIn(user.username, TEST_PASSWORD);
    const changed = await client.call(api.auth.changePassword, {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'A-new-password-2026' },
    });
    expect(changed.status).toBe(204);
  });
});

/** What the user's authenticator app shows now. */
const codeFor = (secret: string) => hotp(base32Decode(secret), totpStep(app.clock.now()));

/** A staff user (always under the lockout rule) with MFA turned on, signed in once from `home`. */
async function staffWithMfa(home: string) {
  const user = await createUser(app.context.db, { isAdmin: true, passwordChangedAt: app.clock.now() });
  const client = new ApiClient(app.url);
  await client.signIn(user.username, TEST_PASSWORD);
  const { secret } = await client.ok(api.auth.startMfaEnrolment);
  const { recoveryCodes } = await client.ok(api.auth.confirmMfaEnrolment, { body: { code: codeFor(secret) } });
  app.clock.advance(30_000);
  expect((await login(user.username, TEST_PASSWORD, home, codeFor(secret))).status).toBe(200);
  app.clock.advance(30_000);
  return { ...user, secret, recoveryCodes };
}

describe('one-time codes under parallel sign-ins', () => {
  it('gives one session for one TOTP code sent by several sign-ins at once', async () => {
    const home = newAddress();
    const { username, secret } = await staffWithMfa(home);
    const code = codeFor(secret);
    const answers = await burst(6, () => login(username, TEST_PASSWORD, home, code));
    expect(statuses(answers)).toEqual({ 200: 1, 401: 5 });
  });

  it('gives one session for one recovery code sent by several sign-ins at once', async () => {
    const home = newAddress();
    const { username, recoveryCodes } = await staffWithMfa(home);
    const [code = ''] = recoveryCodes;
    const answers = await burst(6, () => login(username, TEST_PASSWORD, home, code));
    expect(statuses(answers)).toEqual({ 200: 1, 401: 5 });
  });
});

describe('a way in that others cannot lock', () => {
  it('lets staff in from an address where they passed the second factor, while locked elsewhere', async () => {
    const home = newAddress();
    const { id, username, secret } = await staffWithMfa(home);
    await burst(LIMITS.failedLoginLimit, () => login(username, WRONG, newAddress()));
    expect(await refusals(id, 'wrong password')).toBe(LIMITS.failedLoginLimit);
    // Locked (and throttled) for everyone else, with the right password and code too…
    const elsewhere = await login(username, TEST_PASSWORD, newAddress(), codeFor(secret));
    expect(elsewhere.status).toBe(401);
    // …but not from home, which has a bucket of its own too.
    await burst(LIMITS.signInThrottle.perUsername.burst, () => login(username, WRONG, newAddress()));
    expect((await login(username, TEST_PASSWORD, home, codeFor(secret))).status).toBe(200);
  });
});

/** A user whose password expired (passwordExpirationEnabled), and the answer of their sign-in. */
async function expiredUser() {
  const accountId = await createAccount(app.context.db, { passwordExpirationEnabled: true });
  // It expires in a minute: a session started before it does will still be there after.
  const changedAt = new Date(app.clock.now().getTime() - LIMITS.passwordMaxAgeMs + 60_000);
  const user = await createUser(app.context.db, { passwordChangedAt: changedAt });
  await linkUser(app.context.db, accountId, user.id, 'READ_ONLY');
  const before = new ApiClient(app.url);
  await before.signIn(user.username, TEST_PASSWORD);
  app.clock.advance(60_000);
  const expired = await login(user.username, TEST_PASSWORD, newAddress());
  expect(errorNames(expired.body)).toEqual([ERROR_CODES.passwordExpired]);
  return { ...user, expired, before };
}
const change = (username: string, headers: Record<string, string>) =>
  new ApiClient(app.url).call(api.auth.changeExpiredPassword, {
    body: { username, password: TEST_PASSWORD, newPassword: 'A-new-password-2026' },
    headers,
  });

describe('the expired-password step', () => {
  const refusedForChallenge = {
    errors: [{ name: ERROR_CODES.forbidden, message: MESSAGES.password.challengeRequired }],
  };

  it('refuses a password that has not expired, and a sign-in without the challenge', async () => {
    const fresh = await createUser(app.context.db, { passwordChangedAt: app.clock.now() });
    expect((await change(fresh.username, {})).body).toEqual(refusedForChallenge);
    const { username } = await expiredUser();
    expect((await change(username, {})).body).toEqual(refusedForChallenge);
    expect((await change(username, { cookie: `${PASSWORD_CHALLENGE_COOKIE}=made-up` })).body).toEqual(
      refusedForChallenge,
    );
  });

  it('keeps the challenge, and counts no failure, when a rule refuses the new password', async () => {
    const accountId = await createAccount(app.context.db, {
      passwordExpirationEnabled: true,
      cantReusePasswordsEnabled: true,
      failedLoginEnabled: true,
    });
    const old = 'An-older-password-2025';
    const user = await createUser(app.context.db, {
      passwordChangedAt: new Date(app.clock.now().getTime() - LIMITS.passwordMaxAgeMs),
      previousPasswordHashes: [await hashPassword(old)],
    });
    await linkUser(app.context.db, accountId, user.id, 'READ_ONLY');
    const headers = challengeHeaders(await login(user.username, TEST_PASSWORD, newAddress()));
    const client = new ApiClient(app.url);
    for (let i = 0; i <= LIMITS.failedLoginLimit; i++) {
      const reused = await client.call(api.auth.changeExpiredPassword, {
        body: { username: user.username, password: TEST_PASSWORD, newPassword: old },
        headers,
      });
      expect(reused.body).toEqual({ errors: [{ name: 'newPassword', message: MESSAGES.password.reused }] });
    }
    expect((await change(user.username, headers)).status).toBe(200);
  });

  it('takes a challenge of the same user only, for minutes, once, and ends the other sessions', async () => {
    const { username, expired, before } = await expiredUser();
    const other = await expiredUser();
    expect((await change(other.username, challengeHeaders(expired))).status).toBe(403);

    const headers = challengeHeaders(expired);
    const answers = await burst(3, () => change(username, headers));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await before.call(api.auth.me)).status).toBe(401);

    app.clock.advance(LIMITS.passwordChallengeMs);
    expect((await change(other.username, challengeHeaders(other.expired))).body).toEqual(refusedForChallenge);
  });
});
