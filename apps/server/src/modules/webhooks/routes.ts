import { api } from '@datadeck/contracts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { webhookService, type WebhookServiceContext } from './service.ts';

/** Account Webhooks (SPEC §2): every endpoint needs EDIT_ACCOUNT, which the binder checks. */
export function webhookRoutes(bind: Bind, ctx: WebhookServiceContext): void {
  const webhooks = webhookService(ctx);
  bind(api.accountWebhooks.get, async (input) => ({ webhooks: await webhooks.list(input.account.id) }));
  bind(api.accountWebhooks.update, (input) =>
    webhooks.update(input.account.id, actorOf(input.caller, input.request), input.body),
  );
  bind(api.accountWebhooks.delete, async (input) => {
    await webhooks.remove(input.account.id, actorOf(input.caller, input.request), input.params.type);
    return null;
  });
  bind(api.accountWebhooks.test, (input) => webhooks.test(input.account.id, input.params.type));
  bind(api.accountWebhooks.deliveries, async (input) => ({
    deliveries: await webhooks.deliveries(input.account.id),
  }));
}
