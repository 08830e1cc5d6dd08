import { api, SESSION_COOKIE } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/endpoints.ts';
import { changePassword, logIn, logInWithNewPassword, userSummary } from './service.ts';

export function authRoutes(bind: Bind, ctx: CoreContext): void {
  // A browser-session cookie: gone when the browser closes, and the server expires it on inactivity.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.secureCookies } as const;

  bind(api.auth.login, async ({ body, reply }) => {
    const { token, me } = await logIn(ctx, body);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return me;
  });

  bind(api.auth.logout, async ({ caller, reply }) => {
    await ctx.sessions.end(caller.sessionDigest);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return null;
  });

  bind(api.auth.changeExpiredPassword, async ({ body, reply }) => {
    const { token, me } = await logInWithNewPassword(ctx, body);
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
    return me;
  });

  bind(api.auth.changePassword, async ({ caller, body }) => {
    await changePassword(ctx, caller, body);
    return null;
  });

  bind(api.auth.me, ({ caller }) => userSummary(ctx, caller.userId, caller.csrfToken));
}
