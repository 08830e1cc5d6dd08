import { randomUUID } from 'node:crypto';
import { providerApi } from '@datadeck/contracts/provider-api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticateApiKey, type Bind } from '../http/bind.ts';
import { notFoundError } from '../http/errors.ts';
import type { MerchantTable } from '../merchants/merchants.ts';
import { MAX_EVENTS_PER_ATTEMPT, type Store } from '../store.ts';

/**
 * The widget's analytics: a checkout attempt, then batches of events. The sandbox keeps the
 * newest events of each attempt so tests (and a curious developer) can read them back through
 * the sandbox-only `GET /sandbox/analytics/:checkoutAttemptId`.
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  bind: Bind,
  store: Store,
  merchants: MerchantTable,
): void {
  bind(providerApi.analyticsSetup, async ({ body, merchant }) => {
    const checkoutAttemptId = `${randomUUID()}${Date.now().toString(36)}`;
    store.analytics.set(checkoutAttemptId, {
      merchantAccount: merchant.merchantAccount,
      setup: { ...body },
      events: [],
    });
    return { checkoutAttemptId };
  });

  bind(
    providerApi.analyticsEvents,
    async ({ body, params, merchant }) => {
      const attempt = store.analytics.get(params.checkoutAttemptId);
      if (attempt === undefined || attempt.merchantAccount !== merchant.merchantAccount) {
        throw notFoundError('analytics.attempt', 'checkoutAttemptId: unknown checkout attempt');
      }
      const batch = [
        ...body.info.map((e) => ({ ...e, kind: 'info' as const })),
        ...body.logs.map((e) => ({ ...e, kind: 'logs' as const })),
        ...body.errors.map((e) => ({ ...e, kind: 'errors' as const })),
      ];
      attempt.events.push(...batch);
      if (attempt.events.length > MAX_EVENTS_PER_ATTEMPT)
        attempt.events.splice(0, attempt.events.length - MAX_EVENTS_PER_ATTEMPT);
      return {};
    },
    { params: z.object({ checkoutAttemptId: z.string().max(128) }) },
  );

  // Sandbox-only inspection (no real provider has it): API key of the attempt's merchant.
  app.route<{ Params: { checkoutAttemptId: string } }>({
    method: 'GET',
    url: '/sandbox/analytics/:checkoutAttemptId',
    handler: async (request) => {
      const merchant = authenticateApiKey(merchants, request);
      const attempt = store.analytics.get(request.params.checkoutAttemptId);
      if (attempt === undefined || attempt.merchantAccount !== merchant.merchantAccount) {
        throw notFoundError('analytics.attempt', 'checkoutAttemptId: unknown checkout attempt');
      }
      return { checkoutAttemptId: request.params.checkoutAttemptId, setup: attempt.setup, events: attempt.events };
    },
  });
}
