import { api } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { linkedUserService } from './service.ts';

/** Linked users of an account; the binder keeps MANAGE_USERS off while impersonating. */
export function linkedUserRoutes(bind: Bind, ctx: Pick<CoreContext, 'db' | 'clock' | 'config'>): void {
  const people = linkedUserService(ctx);
  bind(api.linkedUsers.list, ({ account }) => people.list(account.id));
  bind(api.linkedUsers.changeRole, ({ account, params, body, caller, request }) =>
    people.changeRole(account.id, params.username, body.profile, actorOf(caller, request)),
  );
  bind(api.linkedUsers.unlink, async ({ account, params, caller, request }) => {
    await people.unlink(account.id, params.username, actorOf(caller, request));
    return null;
  });
}
