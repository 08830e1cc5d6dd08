import { providerApi } from '@datadeck/contracts/provider-api';
import { z } from 'zod';
import type { Bind } from '../http/bind.ts';
import { checkMerchantAccount } from '../payments/routes.ts';
import type { SessionOrderService } from './orders.ts';
import type { SessionService } from './service.ts';

const sessionParams = { params: z.object({ id: z.string().max(64) }) };

export function registerSessionRoutes(bind: Bind, sessions: SessionService, orders: SessionOrderService): void {
  bind(providerApi.createSession, async ({ body, merchant }) => {
    checkMerchantAccount(merchant, body.merchantAccount);
    return sessions.create(merchant, body);
  });
  bind(
    providerApi.sessionSetup,
    async ({ body, params, merchant }) => sessions.setup(merchant, params.id, body.sessionData),
    sessionParams,
  );
  bind(
    providerApi.sessionPayments,
    async ({ body, params, merchant, auth }) => sessions.pay(merchant, params.id, body, auth.origin),
    sessionParams,
  );
  bind(
    providerApi.sessionPaymentDetails,
    async ({ body, params, merchant }) => sessions.details(merchant, params.id, body),
    sessionParams,
  );
  bind(
    providerApi.sessionBalance,
    async ({ body, params, merchant }) => orders.balance(merchant, params.id, body),
    sessionParams,
  );
  bind(
    providerApi.sessionOrders,
    async ({ body, params, merchant }) => orders.createOrder(merchant, params.id, body.sessionData),
    sessionParams,
  );
  bind(
    providerApi.sessionCancelOrder,
    async ({ body, params, merchant }) => orders.cancelOrder(merchant, params.id, body),
    sessionParams,
  );
}
