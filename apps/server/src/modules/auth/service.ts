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
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { verifySecondFactor } from './mfa.ts';
import { setPassword } from './password-change.ts';
import { policyOf } from './policy.ts';
import { challengeRefused, holdsChallenge, issueChallenge, PasswordExpiredError } from './password-challenge.ts';
import {
  findUserById,
  findUserByLogin,
  recordLogin,
  rememberTrustedAddress,
  releaseGuess,
  reserveGuess,
} from './queries.ts';
import {
  addressBucket,
  addressKey,
  usernameBucket,
  type Attempt,
  type SignInThrottle,
} from '../../platform/auth/throttle.ts';
import { userSummary } from './user-summary.ts';

type ExpiredPasswordBody = z.output<typeof expiredPasswordBodySchema>;
type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

const invalidCredentials = () =>
  new HttpError(401, [{ name: ERROR_CODES.invalidCredentials, message: MESSAGES.auth.invalidCredentials }]);

type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserByLogin>>>;

/** A sign-in under way, once the rules let its password be checked: what the next steps need. */
interface Checked {
  user: SignInUser;
  policy: SignInPolicy;
  now: Date;
  /** The address's throttle attempt: given back unless the sign-in fails. */
  attempt: Attempt;
  /** Counts a failure on the username's bucket: throws ThrottledError (429) once it is dry. */
  takeFailure: () => void;
  /** The guess reserved under the lockout rule (its count among the failures), or null without one. */
  reserved: { count: number } | null;
}

/**
 * Checks the credentials, in this order, so that nothing is checked that a rule refuses:
 * 1. the throttle (always on) takes an attempt for the client address, or answers 429 with
 *    Retry-After: it bounds the argon2 work one address can cause;
 * 2. under the lockout rule (SPEC §9), a guess is reserved atomically in the database: a locked
 *    user is refused without the password being checked, and the reservation that reaches 5
 *    locks the user, so at most 5 guesses are checked per lock period however they arrive;
 * 3. only then argon2 checks the password;
 * 4. a failure (and a locked user's refusal, right password or not) takes from the username's
 *    bucket, and is answered 429 once it is dry. The username's bucket is never taken before
 *    the check: a right password is not refused because of other people's failures (throttle.ts).
 * Unknown user, wrong password and a locked user get the same answer, after the same argon2
 * work, so neither the message nor the timing tells whether the username exists.
 *
 * The way in that nobody else can shut: from an address where the user has passed the second
 * factor before (trustedSignInAddresses), the user is throttled on a bucket of their own, and a
 * lock others caused does not apply (staff always have the lockout rule; without this, anyone
 * could keep them out by 5 wrong guesses every 30 minutes).
 */
async function checkCredentials(
  ctx: CoreContext,
  throttle: SignInThrottle,
  login: string,
  password: string,
  sourceIp: string,
): Promise<Checked> {
  const attempt = throttle.take([addressBucket(sourceIp)]);
  const user = await findUserByLogin(ctx.db, login);
  const client = addressKey(sourceIp);
  const trusted =
    user !== undefined && user.mfaEnabled && user.trustedSignInAddresses.some((a) => addressKey(a) === client);
  const throttleKey = user === undefined ? `login:${login.toLowerCase()}` : trusted ? `${user.id}@${client}` : user.id;
  const takeFailure = () => {
    throttle.take([usernameBucket(throttleKey)]);
  };
  if (!user) {
    await verifyPassword(await decoyHash(), password);
    await auditFailure(ctx, { userId: null, username: login.slice(0, 320) }, sourceIp, 'unknown user');
    takeFailure();
    throw invalidCredentials();
  }
  const policy = await policyOf(ctx.db, user);
  const now = ctx.clock.now();
  let reserved: Checked['reserved'] = null;
  if (policy.lockout && !trusted) {
    reserved = await reserveGuess(ctx.db, user.id, now);
    if (reserved === null) {
      await verifyPassword(await decoyHash(), password);
      await auditFailure(ctx, { userId: user.id, username: user.username }, sourceIp, 'locked');
      takeFailure();
      throw invalidCredentials();
    }
  }
  const checked = { user, policy, now, attempt, takeFailure, reserved };
  if (!(await verifyPassword(user.passwordHash, password))) {
    await countFailure(ctx, checked, sourceIp, 'wrong password');
    throw invalidCredentials();
  }
  return checked;
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

/**
 * A failure of a known user: audited. Its reserved guess stays counted; the one that reached the
 * limit locked the user, which the audit log says too. Last, it takes from the username's bucket
 * (429 once that is dry).
 */
async function countFailure(ctx: CoreContext, checked: Checked, sourceIp: string, detail: string): Promise<void> {
  const { user, reserved } = checked;
  const who = { userId: user.id, username: user.username };
  await auditFailure(ctx, who, sourceIp, detail);
  if (reserved !== null && reserved.count >= LIMITS.failedLoginLimit) {
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
  checked.takeFailure();
}

/**
 * The password was right but the sign-in stops short of a session for a reason that is no
 * failure (the second factor is asked for, the password must be changed): neither the throttle
 * nor the lockout keeps the attempt.
 */
async function stopShort(ctx: CoreContext, checked: Checked): Promise<void> {
  checked.attempt.refund();
  if (checked.reserved !== null) await releaseGuess(ctx.db, checked.user.id);
}

/**
 * The second factor, for users who have one; a wrong code counts towards the lockout and the
 * throttle too. Taken last, once nothing else can refuse the sign-in, so a code is never used up
 * by a refused one.
 */
async function checkSecondFactor(
  ctx: CoreContext,
  checked: Checked,
  mfaCode: string | undefined,
  sourceIp: string,
): Promise<void> {
  const { user } = checked;
  if (!user.mfaEnabled) return;
  if (mfaCode === undefined) {
    await stopShort(ctx, checked);
    throw new HttpError(401, [{ name: ERROR_CODES.mfaRequired, message: MESSAGES.mfa.required }]);
  }
  if (!(await verifySecondFactor(ctx, user, mfaCode))) {
    await countFailure(ctx, checked, sourceIp, 'wrong MFA code');
    throw new HttpError(401, [{ name: 'mfaCode', message: MESSAGES.mfa.invalidCode }]);
  }
}

/**
 * Starts a session by the policy's timeout and answers as sign-in does. The failure count starts
 * over; a sign-in that passed the second factor makes its address one of the user's ways in.
 */
async function startSession(ctx: CoreContext, checked: Checked, sourceIp: string): Promise<{ token: string; me: Me }> {
  const { user, policy, attempt } = checked;
  attempt.refund();
  const { token, csrfToken } = await ctx.sessions.create(user.id, sessionTimeoutMs(policy));
  await recordLogin(ctx.db, user.id, ctx.clock.now());
  if (user.mfaEnabled) await rememberTrustedAddress(ctx.db, user, sourceIp);
  const actor = { userId: user.id, username: user.username, impersonator: null, sourceIp };
  await recordAudit(ctx.db, ctx.clock, actor, { type: 'SIGN_IN', accountId: null });
  return { token, me: await userSummary(ctx, user.id, csrfToken) };
}

/**
 * Starts a session for a user who has just proved who they are without signing in (a new user
 * accepting an invitation sets their password there): the same session, MFA set-up hold and
 * answer as sign-in's, with no throttle attempt or reserved guess to settle.
 */
export async function startSessionFor(
  ctx: CoreContext,
  userId: string,
  sourceIp: string,
): Promise<{ token: string; me: Me }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthenticated();
  const noAttempt = { refund: () => undefined };
  const checked = {
    user,
    policy: await policyOf(ctx.db, user),
    now: ctx.clock.now(),
    attempt: noAttempt,
    takeFailure: () => undefined,
    reserved: null,
  };
  return startSession(ctx, checked, sourceIp);
}

/** How a single sign-on vouched for the user: an account's identity provider, or a standard service. */
export type SsoVoucher =
  | { kind: 'saml'; accountId: string; providerName: string }
  | { kind: 'service'; service: string; serviceName: string };

/**
 * Starts the session of a single sign-on, once the identity provider or service has vouched for
 * the user (no password, so no throttle or lockout to settle). A SAML session reaches only the
 * account whose provider began it, and asks for no console MFA: the provider authenticated the
 * person. A standard service stands in for the password only (a user with a second factor, and staff,
 * are refused before it: sso-services), and the accounts' rule that users set MFA up still holds.
 */
export async function startSsoSession(
  ctx: CoreContext,
  userId: string,
  sourceIp: string,
  voucher: SsoVoucher,
): Promise<{ token: string; me: Me }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthenticated();
  const policy = await policyOf(ctx.db, user);
  const saml = voucher.kind === 'saml';
  const { token, csrfToken } = await ctx.sessions.create(
    user.id,
    sessionTimeoutMs(policy),
    saml ? voucher.accountId : null,
  );
  await recordLogin(ctx.db, user.id, ctx.clock.now());
  await recordAudit(
    ctx.db,
    ctx.clock,
    { userId: user.id, username: user.username, impersonator: null, sourceIp },
    {
      type: 'SSO_SIGN_IN',
      accountId: saml ? voucher.accountId : null,
      detail: saml ? `identity provider ${voucher.providerName}` : `service ${voucher.serviceName}`,
    },
  );
  return { token, me: await userSummary(ctx, user.id, csrfToken, null, saml ? voucher.accountId : null) };
}

/**
 * Signs in; a password past its age under the policy must be changed first: 403 PASSWORD_EXPIRED
 * with a challenge for the expired-password step.
 */
export async function logIn(
  ctx: CoreContext,
  throttle: SignInThrottle,
  body: LoginBody,
  sourceIp: string,
): Promise<{ token: string; me: Me }> {
  const checked = await checkCredentials(ctx, throttle, body.username, body.password, sourceIp);
  const { user, policy, now } = checked;
  if (passwordExpired(policy, user.passwordChangedAt, now)) {
    await stopShort(ctx, checked);
    throw new PasswordExpiredError(await issueChallenge(ctx, user.id));
  }
  await checkSecondFactor(ctx, checked, body.mfaCode, sourceIp);
  return startSession(ctx, checked, sourceIp);
}

/**
 * Signs in with the current password and a new one, as the expired-password step does. Only for
 * the sign-in that was told its password expired: the challenge it was given must be presented
 * (and is used up), and the password must still be expired. The new password ends every other
 * session of the user.
 */
export async function logInWithNewPassword(
  ctx: CoreContext,
  throttle: SignInThrottle,
  body: ExpiredPasswordBody,
  challenge: string | undefined,
  sourceIp: string,
): Promise<{ token: string; me: Me }> {
  const checked = await checkCredentials(ctx, throttle, body.username, body.password, sourceIp);
  const { user, policy, now } = checked;
  if (!holdsChallenge(ctx, user, challenge) || !passwordExpired(policy, user.passwordChangedAt, now)) {
    await stopShort(ctx, checked);
    await auditFailure(ctx, { userId: user.id, username: user.username }, sourceIp, 'no expired-password challenge');
    throw challengeRefused();
  }
  await checkSecondFactor(ctx, checked, body.mfaCode, sourceIp);
  try {
    // Uses the challenge up with the change, and ends every session the user had.
    await setPassword(ctx, user, body.newPassword, policy, { keepSession: null, challenge, sourceIp });
  } catch (error) {
    // A new password a rule refuses is no failed guess: the credentials were right.
    await stopShort(ctx, checked);
    throw error;
  }
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
  return startSession(ctx, checked, sourceIp);
}

/**
 * The signed-in user changes their password; their other sessions end. The current password is
 * checked under the sign-in throttle too, by the same rule (throttle.ts), so a session cannot be
 * used to guess it and other people's failures do not refuse the right one.
 */
export async function changePassword(
  ctx: CoreContext,
  throttle: SignInThrottle,
  caller: Caller,
  body: ChangePasswordBody,
  actor: AuditActor,
): Promise<void> {
  refuseWhileImpersonating(caller);
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthenticated();
  const attempt = throttle.take([addressBucket(actor.sourceIp)]);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throttle.take([usernameBucket(user.id)]);
    throw new HttpError(400, [{ name: 'currentPassword', message: MESSAGES.password.wrongCurrent }]);
  }
  attempt.refund();
  await setPassword(ctx, user, body.newPassword, await policyOf(ctx.db, user), {
    keepSession: caller.sessionDigest,
    sourceIp: actor.sourceIp,
  });
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
