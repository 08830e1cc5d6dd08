import type { FastifyInstance } from 'fastify';
import { authenticateApiKey } from '../http/bind.ts';
import { notFoundError } from '../http/errors.ts';
import type { MerchantTable } from '../merchants/merchants.ts';
import type { Store } from '../store.ts';

/**
 * Sandbox-only inspection of a finished payment (no real provider has it; the analytics have the
 * same): `GET /sandbox/payments/:pspReference` with the merchant's API key answers what the
 * sandbox recorded, the shopper's installments and fast-checkout choice included, so tests and a
 * curious developer can see what the widget sent.
 */
export function registerPaymentRecordRoutes(app: FastifyInstance, store: Store, merchants: MerchantTable): void {
  app.route<{ Params: { pspReference: string } }>({
    method: 'GET',
    url: '/sandbox/payments/:pspReference',
    handler: async (request) => {
      const merchant = authenticateApiKey(merchants, request);
      const record = store.payments.get(request.params.pspReference);
      if (record === undefined || record.merchantAccount !== merchant.merchantAccount) {
        throw notFoundError('payment.notFound', 'pspReference: unknown payment');
      }
      return record;
    },
  });
}
