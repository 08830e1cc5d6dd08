import { ERROR_CODES, MESSAGES } from '@datadeck/contracts';
import {
  paymentResponse,
  providerApi,
  providerErrorBody,
  type PaymentDetailsRequest,
  type PaymentRequest,
  type PaymentResponse,
} from '@datadeck/contracts/provider-api';
import type { CardProviderConfig } from '../../../platform/config.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CardVerification, PaymentProvider } from './payment-provider.ts';

/** How long one call may take before the card provider counts as unavailable. */
export const PROVIDER_TIMEOUT_MS = 10_000;

const unavailable = () =>
  new HttpError(502, [{ name: ERROR_CODES.paymentProviderUnavailable, message: MESSAGES.billing.providerUnavailable }]);

/** The billing form's field behind each of the provider's card validation codes. */
const CARD_FIELDS: Readonly<Record<string, string>> = {
  'validation.cardNumber': 'savedDetails.paymentMethod.encryptedCardNumber',
  'validation.expiryDate': 'savedDetails.paymentMethod.encryptedExpiryMonth',
  'validation.securityCode': 'savedDetails.paymentMethod.encryptedSecurityCode',
  'validation.brand': 'savedDetails.paymentMethod.brand',
  'validation.threeDSResult': 'threeDSResult',
};

/**
 * The provider's refusal of a value the user sent (422 validation) is the user's 400, naming the
 * field; any other failure is the provider's, and nothing of it reaches the user but 502. The
 * provider's message names the field and the rule, never a card value.
 */
async function failure(response: Response, otherwise: string): Promise<HttpError> {
  if (response.status !== 422) return unavailable();
  const body = providerErrorBody.safeParse(await response.json().catch(() => null));
  if (!body.success) return unavailable();
  const name = CARD_FIELDS[body.data.errorCode] ?? otherwise;
  return new HttpError(400, [{ name, message: MESSAGES.billing.cardFailed }]);
}

/**
 * The provider's Checkout API over HTTP (the sandbox by default): `X-API-Key` from configuration,
 * every answer checked against the provider's contract. Nothing here logs: the request carries
 * the encrypted card values.
 */
export function checkoutProvider(config: CardProviderConfig, timeoutMs = PROVIDER_TIMEOUT_MS): PaymentProvider {
  /** `field`: what a refusal the provider does not name a field for is said of. */
  async function post(path: string, body: unknown, field: string): Promise<PaymentResponse> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      // Refused connection, DNS, time-out: the provider is unavailable, whatever the cause.
      throw unavailable();
    }
    if (!response.ok) throw await failure(response, field);
    const parsed = paymentResponse.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  return {
    verifyCard(verification: CardVerification) {
      const request: PaymentRequest = {
        merchantAccount: config.merchantAccount,
        // Zero: a verification that stores the card, not a charge.
        amount: { value: 0, currency: 'USD' },
        storePaymentMethod: true,
        ...verification,
      };
      return post(providerApi.payments.path, request, 'savedDetails.paymentMethod.encryptedCardNumber');
    },
    finishVerification(details: PaymentDetailsRequest) {
      return post(providerApi.paymentDetails.path, details, 'threeDSResult');
    },
  };
}
