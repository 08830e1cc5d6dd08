import { api, type Role } from '@datadeck/contracts';
import type { FastifyRequest } from 'fastify';
import type { CoreContext } from '../../app-context.ts';
import type { Caller } from '../../platform/auth/sessions.ts';
import type { Config } from '../../platform/config.ts';
import type { Bind } from '../../platform/http/binder.ts';
import { actorOf } from '../../platform/audit.ts';
import { checkoutProvider } from './provider/checkout-provider.ts';
import type { PaymentProvider } from './provider/payment-provider.ts';
import { billingService, type BillingEditor } from './service.ts';

const editorOf = (input: {
  caller: Caller;
  account: { id: string; role: Role };
  request: FastifyRequest;
}): BillingEditor => ({
  accountId: input.account.id,
  role: input.account.role,
  impersonating: input.caller.impersonator !== null,
  actor: actorOf(input.caller, input.request),
});

/**
 * The origin the provider's 3-D Secure pages post back to: the page that sent the card, when it
 * is the console's own (reached by its public URL or the address the request came in on); any
 * other Origin is not the console's, so the public URL's.
 */
export function pageOrigin(request: FastifyRequest, publicUrl: string): string {
  const own = new URL(publicUrl).origin;
  const origin = request.headers.origin;
  if (origin === own || origin === `${request.protocol}://${request.host}`) return origin;
  return own;
}

/**
 * SPEC §7 billing calls. The card goes to the provider through `provider` (the configured Checkout
 * API, or none when card payments are off); tests may hand in another implementation.
 */
export function billingRoutes(
  bind: Bind,
  ctx: Pick<CoreContext, 'db' | 'clock' | 'config'>,
  provider: PaymentProvider | null = defaultProvider(ctx.config),
): void {
  const billing = billingService(ctx, provider);
  bind(api.billing.get, (input) => billing.view(editorOf(input)));
  bind(api.billing.update, (input) => billing.update(editorOf(input), input.body));
  bind(api.billing.payment, (input) =>
    billing.payment(editorOf(input), input.body, pageOrigin(input.request, ctx.config.publicUrl)),
  );
  bind(api.billing.result, (input) => billing.result(editorOf(input), input.body));
}

function defaultProvider(config: Config): PaymentProvider | null {
  return config.cardProvider === null ? null : checkoutProvider(config.cardProvider);
}
