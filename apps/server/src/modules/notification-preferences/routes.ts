import { api } from '@datadeck/contracts';
import type { CoreContext } from '../../app-context.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { notificationPreferenceService } from './service.ts';

/** Notification Preferences of an account; the binder lets in EDIT_SETTINGS only. */
export function notificationPreferenceRoutes(bind: Bind, ctx: Pick<CoreContext, 'db' | 'clock'>): void {
  const preferences = notificationPreferenceService(ctx);
  bind(api.notificationPreferences.get, ({ account }) => preferences.view(account.id));
  bind(api.notificationPreferences.update, ({ account, caller, request, body }) =>
    preferences.update(account.id, actorOf(caller, request), body),
  );
}
