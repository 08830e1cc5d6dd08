import {
  ERROR_CODES,
  MESSAGES,
  passwordExpired,
  sessionTimeoutMs,
  type changePasswordBodySchema,
  type expiredPasswordBodySchema,
  type LoginBody,
  type Me,
  type SignInPolicy,
} from '@datadeck/contracts';
import type { z } from 'zod';
import type { CoreContext } from '../../app-context.ts';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords.ts';
import { HttpError, unauthenticated } from '../../platform/http/errors.ts';
import type { Caller } from '../../platform/auth/sessions.ts';
import { verifySecondFactor } from './mfa.ts';
import { setPassword } from './passwords.ts';
import { policyOf } from './policy.ts';
import { findUserById, findUserByLogin, linkedAccounts, recordFailure, recordLogin } from './queries.ts';

type ExpiredPasswordBody = z.output<typeof expiredPasswordBodySchema>;
type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

const invalidCredentials = () =>
  new HttpError(401, [{ name: ERROR_CODES.invalidCredentials, message: MESSAGES.auth.invalidCredentials }]);

/** The user summary of SPEC §3 with linked accounts and the session's CSRF token. */
export async function userSummary(ctx: CoreContext, userId: string, csrfToken: string): Promise<Me> {
  const user = await findUserById(ctx.db, userId);
  // The session outlived its user (deleted meanwhile): treat it as signed out.
  if (!user) throw unauthenticated();
  const policy = await policyOf(ctx.db, user);
  return {
    username: user.username,
    displayName: user.displayName,
    email: user.email,
    mfaEnabled: user.mfaEnabled,
    mfaSetupRequired: policy.mfaRequired && !user.mfaEnabled,
    isAdmin: user.isAdmin,
    accounts: await linkedAccounts(ctx.db, user.id),
    features: { databaseMaintenance: ctx.config.databaseMaintenance },
    csrfToken,
  };
}

/**
 * Checks the credentials under the user's sign-in policy (SPEC §9). Unknown user, wrong password
 * and a locked user get the same answer, after the same argon2 work, so neither the message nor
 * the timing tells whether the username exists. With the lockout rule, 5 consecutive failures
 * lock the user for 30 minutes.
 */
async function checkCredentials(ctx: CoreContext, login: string, password: string) {
  const user = await findUserByLogin(ctx.db, login);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user) throw invalidCredentials();
  const policy = await policyOf(ctx.db, user);
  const now = ctx.clock.now();
  const locked = policy.lockout && user.lockedUntil !== null && user.lockedUntil > now;
  if (!valid) {
    if (policy.lockout && !locked) await recordFailure(ctx.db, user.id, now);
    throw invalidCredentials();
  }
  if (locked) throw invalidCredentials();
  return { user, policy, now };
}

/**
 * The second factor, for users who have one; a wrong code counts towards the lockout too. Taken
 * last, once nothing else can refuse the sign-in, so a code is never used up by a refused one.
 */
async function checkSecondFactor(
  ctx: CoreContext,
  { user, policy, now }: Awaited<ReturnType<typeof checkCredentials>>,
  mfaCode: string | undefined,
): Promise<void> {
  if (!user.mfaEnabled) return;
  if (mfaCode === undefined) throw new HttpError(401, [{ name: ERROR_CODES.mfaRequired, message: MESSAGES.mfa.required }]);
  if (!(await verifySecondFactor(ctx, user, mfaCode))) {
    if (policy.lockout) await recordFailure(ctx.db, user.id, now);
    throw new HttpError(401, [{ name: 'mfaCode', message: MESSAGES.mfa.invalidCode }]);
  }
}

/** Starts a session by the policy's timeout and answers as sign-in does. */
async function startSession(ctx: CoreContext, userId: string, policy: SignInPolicy): Promise<{ token: string; me: Me }> {
  const { token, csrfToken } = await ctx.sessions.create(userId, sessionTimeoutMs(policy));
  await recordLogin(ctx.db, userId, ctx.clock.now());
  return { token, me: await userSummary(ctx, userId, csrfToken) };
}

/** Signs in; a password past its age under the policy must be changed first (PASSWORD_EXPIRED). */
export async function logIn(ctx: CoreContext, body: LoginBody): Promise<{ token: string; me: Me }> {
  const checked = await checkCredentials(ctx, body.username, body.password);
  const { user, policy, now } = checked;
  if (passwordExpired(policy, user.passwordChangedAt, now)) {
    throw new HttpError(403, [{ name: ERROR_CODES.passwordExpired, message: MESSAGES.password.expired }]);
  }
  await checkSecondFactor(ctx, checked, body.mfaCode);
  return startSession(ctx, user.id, policy);
}

/** Signs in with the current password and a new one, as the expired-password step does. */
export async function logInWithNewPassword(ctx: CoreContext, body: ExpiredPasswordBody): Promise<{ token: string; me: Me }> {
  const checked = await checkCredentials(ctx, body.username, body.password);
  const { user, policy } = checked;
  await checkSecondFactor(ctx, checked, body.mfaCode);
  await setPassword(ctx, user, body.newPassword, policy);
  return startSession(ctx, user.id, policy);
}

/** The signed-in user changes their password; their other sessions end. */
export async function changePassword(ctx: CoreContext, caller: Caller, body: ChangePasswordBody): Promise<void> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new HttpError(400, [{ name: 'currentPassword', message: MESSAGES.password.wrongCurrent }]);
  }
  await setPassword(ctx, user, body.newPassword, await policyOf(ctx.db, user));
  await ctx.sessions.endOthers(user.id, caller.sessionDigest);
}
