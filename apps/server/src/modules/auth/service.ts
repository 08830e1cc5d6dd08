import {
  ERROR_CODES,
  LIMITS,
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
import { decoyHash, verifyPassword } from '../../platform/auth/password-hashing.ts';
import { HttpError, unauthenticated } from '../../platform/http/errors.ts';
import type { Caller } from '../../platform/auth/sessions.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { readFeatureSwitches } from '../staff/feature-switches.ts';
import { verifySecondFactor } from './mfa.ts';
import { setPassword } from './password-change.ts';
import { policyOf } from './policy.ts';
import { findUserById, findUserByLogin, linkedAccounts, recordFailure, recordLogin } from './queries.ts';

type ExpiredPasswordBody = z.output<typeof expiredPasswordBodySchema>;
type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

const invalidCredentials = () =>
  new HttpError(401, [{ name: ERROR_CODES.invalidCredentials, message: MESSAGES.auth.invalidCredentials }]);

/** Who impersonates the user and in which account (the only one the session may act on). */
export interface ImpersonationScope {
  by: string;
  accountId: string | null;
}

/**
 * The user summary of SPEC §3 with linked accounts and the session's CSRF token. While
 * impersonating, the accounts are only the one the impersonation is confined to, as the guard
 * answers 404 for every other.
 */
export async function userSummary(
  ctx: CoreContext,
  userId: string,
  csrfToken: string,
  impersonation: ImpersonationScope | null = null,
): Promise<Me> {
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
    impersonatedBy: impersonation?.by ?? null,
    accounts: (await linkedAccounts(ctx.db, user.id)).filter(
      (account) => impersonation === null || account.id === impersonation.accountId,
    ),
    features: await readFeatureSwitches(ctx.db),
    csrfToken,
  };
}

/**
 * Checks the credentials under the user's sign-in policy (SPEC §9). Unknown user, wrong password
 * and a locked user get the same answer, after the same argon2 work, so neither the message nor
 * the timing tells whether the username exists. With the lockout rule, 5 consecutive failures
 * lock the user for 30 minutes.
 */
async function checkCredentials(ctx: CoreContext, login: string, password: string, sourceIp: string) {
  const user = await findUserByLogin(ctx.db, login);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user) {
    await auditFailure(ctx, { userId: null, username: login.slice(0, 320) }, sourceIp, 'unknown user');
    throw invalidCredentials();
  }
  const policy = await policyOf(ctx.db, user);
  const now = ctx.clock.now();
  const locked = policy.lockout && user.lockedUntil !== null && user.lockedUntil > now;
  if (!valid) {
    await countFailure(ctx, { user, policy, now }, sourceIp, locked ? 'wrong password while locked' : 'wrong password');
    throw invalidCredentials();
  }
  if (locked) {
    await auditFailure(ctx, { userId: user.id, username: user.username }, sourceIp, 'locked');
    throw invalidCredentials();
  }
  return { user, policy, now };
}

/** Records a refused sign-in in the audit log (the reason is for owners, never for the caller). */
async function auditFailure(
  ctx: CoreContext,
  who: { userId: string | null; username: string },
  sourceIp: string,
  detail: string,
): Promise<void> {
  await recordAudit(
    ctx.db,
    ctx.clock,
    { ...who, impersonator: null, sourceIp },
    { type: 'SIGN_IN_FAILED', accountId: null, detail },
  );
}

/** A failure of a known user: audited, and counted towards the lockout while the rule applies. */
async function countFailure(
  ctx: CoreContext,
  {
    user,
    policy,
    now,
  }: { user: { id: string; username: string; lockedUntil: Date | null }; policy: SignInPolicy; now: Date },
  sourceIp: string,
  detail: string,
): Promise<void> {
  const who = { userId: user.id, username: user.username };
  await auditFailure(ctx, who, sourceIp, detail);
  const locked = user.lockedUntil !== null && user.lockedUntil > now;
  if (!policy.lockout || locked) return;
  const { locked: lockedNow } = await recordFailure(ctx.db, user.id, now);
  if (lockedNow) {
    await recordAudit(
      ctx.db,
      ctx.clock,
      { ...who, impersonator: null, sourceIp },
      {
        type: 'LOCKED_OUT',
        accountId: null,
        detail: `${LIMITS.failedLoginLimit} consecutive failed sign-ins`,
      },
    );
  }
}

/**
 * The second factor, for users who have one; a wrong code counts towards the lockout too. Taken
 * last, once nothing else can refuse the sign-in, so a code is never used up by a refused one.
 */
async function checkSecondFactor(
  ctx: CoreContext,
  checked: Awaited<ReturnType<typeof checkCredentials>>,
  mfaCode: string | undefined,
  sourceIp: string,
): Promise<void> {
  const { user } = checked;
  if (!user.mfaEnabled) return;
  if (mfaCode === undefined)
    throw new HttpError(401, [{ name: ERROR_CODES.mfaRequired, message: MESSAGES.mfa.required }]);
  if (!(await verifySecondFactor(ctx, user, mfaCode))) {
    await countFailure(ctx, checked, sourceIp, 'wrong MFA code');
    throw new HttpError(401, [{ name: 'mfaCode', message: MESSAGES.mfa.invalidCode }]);
  }
}

/** Starts a session by the policy's timeout and answers as sign-in does. */
async function startSession(
  ctx: CoreContext,
  user: { id: string; username: string; mfaEnabled: boolean },
  policy: SignInPolicy,
  sourceIp: string,
): Promise<{ token: string; me: Me }> {
  const mfaSetupPending = policy.mfaRequired && !user.mfaEnabled;
  const { token, csrfToken } = await ctx.sessions.create(user.id, sessionTimeoutMs(policy), mfaSetupPending);
  await recordLogin(ctx.db, user.id, ctx.clock.now());
  const actor = { userId: user.id, username: user.username, impersonator: null, sourceIp };
  await recordAudit(ctx.db, ctx.clock, actor, { type: 'SIGN_IN', accountId: null });
  return { token, me: await userSummary(ctx, user.id, csrfToken) };
}

/** Signs in; a password past its age under the policy must be changed first (PASSWORD_EXPIRED). */
export async function logIn(ctx: CoreContext, body: LoginBody, sourceIp: string): Promise<{ token: string; me: Me }> {
  const checked = await checkCredentials(ctx, body.username, body.password, sourceIp);
  const { user, policy, now } = checked;
  if (passwordExpired(policy, user.passwordChangedAt, now)) {
    throw new HttpError(403, [{ name: ERROR_CODES.passwordExpired, message: MESSAGES.password.expired }]);
  }
  await checkSecondFactor(ctx, checked, body.mfaCode, sourceIp);
  return startSession(ctx, user, policy, sourceIp);
}

/** Signs in with the current password and a new one, as the expired-password step does. */
export async function logInWithNewPassword(
  ctx: CoreContext,
  body: ExpiredPasswordBody,
  sourceIp: string,
): Promise<{ token: string; me: Me }> {
  const checked = await checkCredentials(ctx, body.username, body.password, sourceIp);
  const { user, policy } = checked;
  await checkSecondFactor(ctx, checked, body.mfaCode, sourceIp);
  await setPassword(ctx, user, body.newPassword, policy);
  await recordAudit(
    ctx.db,
    ctx.clock,
    { userId: user.id, username: user.username, impersonator: null, sourceIp },
    {
      type: 'PASSWORD_CHANGED',
      accountId: null,
      detail: 'expired password replaced at sign-in',
    },
  );
  return startSession(ctx, user, policy, sourceIp);
}

/** The signed-in user changes their password; their other sessions end. */
export async function changePassword(
  ctx: CoreContext,
  caller: Caller,
  body: ChangePasswordBody,
  actor: AuditActor,
): Promise<void> {
  refuseWhileImpersonating(caller);
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new HttpError(400, [{ name: 'currentPassword', message: MESSAGES.password.wrongCurrent }]);
  }
  await setPassword(ctx, user, body.newPassword, await policyOf(ctx.db, user));
  await ctx.sessions.endOthers(user.id, caller.sessionDigest);
  await recordAudit(ctx.db, ctx.clock, actor, { type: 'PASSWORD_CHANGED', accountId: null });
}

/**
 * A user's own credentials (password, second factor) are theirs alone: staff acting as them
 * may not change them.
 */
export function refuseWhileImpersonating(caller: Caller): void {
  if (caller.impersonator !== null) {
    throw new HttpError(403, [{ name: ERROR_CODES.impersonating, message: MESSAGES.staff.notForImpersonation }]);
  }
}
