import { api, SESSION_COOKIE } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { sessionCookieOptions } from '../../platform/auth/session-cookie.ts';
import { invitationAcceptance } from './acceptance.ts';
import { invitationService } from './service.ts';

/** Invitations of an account (MANAGE_USERS, off while impersonating) and the e-mailed link's endpoints. */
export function invitationRoutes(bind: Bind, ctx: AppContext): void {
  const invitations = invitationService(ctx);
  const acceptance = invitationAcceptance(ctx);

  bind(api.invitations.list, ({ account }) => invitations.list(account.id));
  bind(api.invitations.create, ({ account, body, caller, request }) =>
    invitations.create(account.id, body, actorOf(caller, request)),
  );
  bind(api.invitations.revoke, async ({ account, query, caller, request }) => {
    await invitations.revoke(account.id, query.email, actorOf(caller, request));
    return null;
  });

  bind(api.invitations.lookup, ({ body }) => acceptance.lookup(body.token));
  bind(api.invitations.acceptAsNewUser, async ({ body, request, reply }) => {
    const { token, me } = await acceptance.acceptAsNewUser(body, request.ip);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(ctx.config));
    return me;
  });
  bind(api.invitations.accept, ({ body, caller, request }) =>
    acceptance.accept(caller, body.token, actorOf(caller, request)),
  );
}
