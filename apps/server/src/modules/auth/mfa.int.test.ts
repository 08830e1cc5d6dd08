import { api, ERROR_CODES, LIMITS, MESSAGES } from '@datadeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, errorNames } from '../../../test/api-client.ts';
import { createAccount, createUser, linkUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { challengeHeaders } from '../../../test/password-challenge.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { base32Decode, hotp, totpStep } from '../../platform/auth/totp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** What the user's authenticator app shows now (or `steps` steps from now). */
const codeFor = (secret: string, steps = 0) => hotp(base32Decode(secret), totpStep(app.clock.now()) + steps);

async function signedInUser(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app.context.db, values);
  const client = new ApiClient(app.url);
  const me = await client.signIn(user.username, TEST_PASSWORD);
  return { client, me, ...user };
}

/** A user with MFA turned on; its secret and recovery codes. */
async function enrolledUser(values: Parameters<typeof createUser>[1] = {}) {
  const user = await signedInUser(values);
  const { secret, otpauthUri } = await user.client.ok(api.auth.startMfaEnrolment);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const { recoveryCodes } = await user.client.ok(api.auth.confirmMfaEnrolment, { body: { code: codeFor(secret) } });
  return { ...user, secret, recoveryCodes };
}

const login = (username: string, mfaCode?: string) =>
  new ApiClient(app.url).call(api.auth.login, {
    body: { username, password: TEST_PASSWORD, ...(mfaCode ? { mfaCode } : {}) },
  });

describe('multi-factor authentication (TOTP)', () => {
  it('enrols with a code from the app and shows the recovery codes once', async () => {
    const { client, secret, recoveryCodes } = await enrolledUser();
    expect(recoveryCodes).toHaveLength(LIMITS.mfaRecoveryCodes);
    expect(new Set(recoveryCodes).size).toBe(LIMITS.mfaRecoveryCodes);
    expect(await client.ok(api.auth.me)).toMatchObject({ mfaEnabled: true });
    // Neither a second enrolment nor a second look at the codes.
    expect((await client.call(api.auth.startMfaEnrolment)).status).toBe(409);
    expect((await client.call(api.auth.confirmMfaEnrolment, { body: { code: codeFor(secret, 1) } })).status).toBe(409);
  });

  it('refuses a wrong first code and keeps MFA off', async () => {
    const { client } = await signedInUser();
    await client.ok(api.auth.startMfaEnrolment);
    const response = await client.call(api.auth.confirmMfaEnrolment, { body: { code: '000000' } });
    expect(response.body).toEqual({ errors: [{ name: 'code', message: MESSAGES.mfa.invalidCode }] });
    expect(await client.ok(api.auth.me)).toMatchObject({ mfaEnabled: false });
  });

  it('asks for the code at sign-in, takes it once, and refuses a wrong one', async () => {
    const { username, secret } = await enrolledUser();
    const asked = await login(username);
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ errors: [{ name: ERROR_CODES.mfaRequired, message: MESSAGES.mfa.required }] });
    expect(errorNames((await login(username, '123456')).body)).toEqual(['mfaCode']);
    app.clock.advance(30_000);
    const code = codeFor(secret);
    expect((await login(username, code)).status).toBe(200);
    // The same code again is a replay.
    expect((await login(username, code)).status).toBe(401);
  });

  it('accepts each recovery code once', async () => {
    const { username, recoveryCodes } = await enrolledUser();
    const [first = ''] = recoveryCodes;
    expect((await login(username, first.toUpperCase())).status).toBe(200);
    expect((await login(username, first)).status).toBe(401);
  });

  it('asks for a new expired password before the code, and takes the code with the new password', async () => {
    const { username, id, secret } = await enrolledUser({ passwordChangedAt: app.clock.now() });
    const accountId = await createAccount(app.context.db, { passwordExpirationEnabled: true });
    await linkUser(app.context.db, accountId, id, 'READ_ONLY');
    app.clock.advance(LIMITS.passwordMaxAgeMs);
    const expired = await login(username);
    expect(errorNames(expired.body)).toEqual([ERROR_CODES.passwordExpired]);
    const client = new ApiClient(app.url);
    const headers = challengeHeaders(expired);
    const body = { username, password: TEST_PASSWORD, newPassword: 'A-new-password-2026' };
    expect(errorNames((await client.call(api.auth.changeExpiredPassword, { body, headers })).body)).toEqual([
      ERROR_CODES.mfaRequired,
    ]);
    expect(
      (await client.call(api.auth.changeExpiredPassword, { body: { ...body, mfaCode: codeFor(secret) }, headers }))
        .status,
    ).toBe(200);
  });

  it('says when an account requires MFA the user does not have', async () => {
    const accountId = await createAccount(app.context.db, { enforceMFA: true });
    const user = await createUser(app.context.db);
    await linkUser(app.context.db, accountId, user.id, 'READ_ONLY');
    const client = new ApiClient(app.url);
    expect(await client.signIn(user.username, TEST_PASSWORD)).toMatchObject({
      mfaEnabled: false,
      mfaSetupRequired: true,
    });
    const { secret } = await client.ok(api.auth.startMfaEnrolment);
    await client.ok(api.auth.confirmMfaEnrolment, { body: { code: codeFor(secret) } });
    expect(await client.ok(api.auth.me)).toMatchObject({ mfaEnabled: true, mfaSetupRequired: false });
  });
});
