import { api } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { tagService } from './service.ts';

/** Custom tags of an account; the binder lets in VIEW_TAGS to read, EDIT_TAGS to change. */
export function tagRoutes(bind: Bind, ctx: Pick<CoreContext, 'db' | 'clock'>): void {
  const tags = tagService(ctx);
  bind(api.tags.list, ({ account }) => tags.list(account.id));
  bind(api.tags.add, ({ account, body, caller, request }) => tags.add(account.id, body, actorOf(caller, request)));
  bind(api.tags.delete, async ({ account, query, caller, request }) => {
    await tags.remove(account.id, query.key, actorOf(caller, request));
    return null;
  });
}
