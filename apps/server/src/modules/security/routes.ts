import { api } from '@datadeck/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { securityService } from './service.ts';

export function securityRoutes(bind: Bind, ctx: AppContext): void {
  const security = securityService(ctx);
  bind(api.security.get, ({ account }) => security.get(account.id));
  bind(api.security.update, ({ account, body, caller, request }) =>
    security.update(account.id, body, actorOf(caller, request)),
  );
}
