import { providerApi } from '@datadeck/contracts/provider-api';
import type { Bind } from '../http/bind.ts';
import { securityError } from '../http/errors.ts';
import type { Merchant } from '../merchants/merchants.ts';
import type { PaymentService } from './service.ts';

/** A merchant may only charge to its own account. */
export function checkMerchantAccount(merchant: Merchant, merchantAccount: string): void {
  if (merchant.merchantAccount !== merchantAccount) {
    throw securityError(
      403,
      'security.merchantAccount',
      'merchantAccount: the API key does not belong to this merchant account',
    );
  }
}

/** The server-to-server Checkout API and the browser's 3DS2 fingerprint hand-in. */
export function registerPaymentRoutes(bind: Bind, payments: PaymentService): void {
  bind(providerApi.payments, async ({ body, merchant, request }) => {
    checkMerchantAccount(merchant, body.merchantAccount);
    const order = {
      merchant,
      amount: body.amount,
      reference: body.reference,
      storePaymentMethod: body.storePaymentMethod === true,
      sessionId: null,
    };
    const requestOrigin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
    return payments.pay(order, body, requestOrigin);
  });

  bind(providerApi.paymentDetails, async ({ body, merchant }) => payments.details(merchant, body, null));

  bind(providerApi.submitThreeDS2Fingerprint, async ({ body, merchant }) => payments.submitFingerprint(merchant, body));
}
