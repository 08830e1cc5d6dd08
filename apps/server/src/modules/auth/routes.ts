import { api, LIMITS, PASSWORD_CHALLENGE_COOKIE, SESSION_COOKIE } from '@datadeck/contracts';
import type { FastifyReply } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { unauthenticated } from '../../platform/http/errors.ts';
import { confirmEnrolment, startEnrolment } from './mfa.ts';
import { findUserById } from './queries.ts';
import { actorOf, recordAudit } from '../../platform/audit.ts';
import { PasswordExpiredError } from './password-challenge.ts';
import { changePassword, logIn, logInWithNewPassword, refuseWhileImpersonating } from './service.ts';
import { userSummary } from './user-summary.ts';
import { SignInThrottle, ThrottledError } from '../../platform/auth/throttle.ts';
import { sessionCookieOptions } from '../../platform/auth/session-cookie.ts';

/**
 * What a refusal of a sign-in carries besides its body: the wait of a throttled attempt
 * (Retry-After) and the challenge of an expired password (a cookie the browser sends back to
 * expired-password by itself, kept from scripts of the page).
 */
async function withSignInAnswers<T>(
  reply: FastifyReply,
  challengeCookie: { path: string; httpOnly: true; sameSite: 'strict'; secure: boolean },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ThrottledError) void reply.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof PasswordExpiredError) {
      reply.setCookie(PASSWORD_CHALLENGE_COOKIE, error.challenge, {
        ...challengeCookie,
        maxAge: LIMITS.passwordChallengeMs / 1000,
      });
    }
    throw error;
  }
}

export function authRoutes(bind: Bind, ctx: CoreContext): void {
  const cookieOptions = sessionCookieOptions(ctx.config);
  const challengeCookie = { path: '/', httpOnly: true, sameSite: 'strict', secure: ctx.config.secureCookies } as const;
  // One throttle for every endpoint that checks a password, so they share the buckets.
  const throttle = new SignInThrottle(ctx.clock);

  bind(api.auth.login, async ({ body, reply, request }) => {
    const { token, me } = await withSignInAnswers(reply, challengeCookie, () => logIn(ctx, throttle, body, request.ip));
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return me;
  });

  bind(api.auth.logout, async ({ caller, reply, request }) => {
    await ctx.sessions.end(caller.sessionDigest, request.ip);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return null;
  });

  bind(api.auth.changeExpiredPassword, async ({ body, reply, request }) => {
    const challenge = request.cookies[PASSWORD_CHALLENGE_COOKIE];
    const { token, me } = await withSignInAnswers(reply, challengeCookie, () =>
      logInWithNewPassword(ctx, throttle, body, challenge, request.ip),
    );
    reply.clearCookie(PASSWORD_CHALLENGE_COOKIE, challengeCookie);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return me;
  });

  bind(api.auth.changePassword, async ({ caller, body, request, reply }) => {
    await withSignInAnswers(reply, challengeCookie, () =>
      changePassword(ctx, throttle, caller, body, actorOf(caller, request)),
    );
    return null;
  });

  /** The caller's user row, for the MFA endpoints (a session that outlived its user is signed out). */
  const callerUser = async (userId: string) => {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthenticated();
    return user;
  };
  bind(api.auth.startMfaEnrolment, async ({ caller }) => {
    refuseWhileImpersonating(caller);
    return startEnrolment(ctx, await callerUser(caller.userId));
  });
  bind(api.auth.confirmMfaEnrolment, async ({ caller, body, request }) => {
    refuseWhileImpersonating(caller);
    const codes = await confirmEnrolment(ctx, await callerUser(caller.userId), body.code);
    await recordAudit(ctx.db, ctx.clock, actorOf(caller, request), { type: 'MFA_ENABLED', accountId: null });
    return codes;
  });

  bind(api.auth.me, ({ caller }) =>
    userSummary(
      ctx,
      caller.userId,
      caller.csrfToken,
      caller.impersonator && { by: caller.impersonator.username, accountId: caller.impersonator.accountId },
      caller.ssoAccountId,
    ),
  );
}
