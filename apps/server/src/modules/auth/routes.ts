import { api, SESSION_COOKIE } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { unauthenticated } from '../../platform/http/errors.ts';
import { confirmEnrolment, startEnrolment } from './mfa.ts';
import { findUserById } from './queries.ts';
import { actorOf, recordAudit } from '../audit/record.ts';
import { changePassword, logIn, logInWithNewPassword, refuseWhileImpersonating, userSummary } from './service.ts';

export function authRoutes(bind: Bind, ctx: CoreContext): void {
  // A browser-session cookie: gone when the browser closes, and the server expires it on inactivity.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.secureCookies } as const;

  bind(api.auth.login, async ({ body, reply, request }) => {
    const { token, me } = await logIn(ctx, body, request.ip);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return me;
  });

  bind(api.auth.logout, async ({ caller, reply }) => {
    await ctx.sessions.end(caller.sessionDigest);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return null;
  });

  bind(api.auth.changeExpiredPassword, async ({ body, reply, request }) => {
    const { token, me } = await logInWithNewPassword(ctx, body, request.ip);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return me;
  });

  bind(api.auth.changePassword, async ({ caller, body, request }) => {
    await changePassword(ctx, caller, body, actorOf(caller, request));
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
    await ctx.sessions.mfaSetUp(caller.userId);
    await recordAudit(ctx.db, ctx.clock, actorOf(caller, request), { type: 'MFA_ENABLED', accountId: null });
    return codes;
  });

  bind(api.auth.me, ({ caller }) =>
    userSummary(
      ctx,
      caller.userId,
      caller.csrfToken,
      caller.impersonator && { by: caller.impersonator.username, accountId: caller.impersonator.accountId },
    ),
  );
}
