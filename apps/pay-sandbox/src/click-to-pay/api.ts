import {
  CLICK_TO_PAY,
  CLICK_TO_PAY_SCHEMES,
  CLICK_TO_PAY_SDK_ENVIRONMENTS,
  DCF_ACTION_CODES,
  SRC_CARD_STATUSES,
} from '@datadeck/contracts/provider';
import { z } from 'zod';

/**
 * The simulated schemes' own HTTP API: what the scheme SDK scripts (sdk-runtime.ts) call. A real
 * scheme's API is its own business, so these declarations live with the simulator, not in the
 * provider contracts; what the widget sees is the SDK object (contracts/provider/click-to-pay.ts).
 * Every call names its scheme in the path and the client key (the SDK's srcInitiatorId) in the query.
 */
const endpoint = <B extends z.ZodType, R extends z.ZodType>(operation: string, body: B, response: R) => ({
  method: 'POST' as const,
  path: `/click-to-pay/:scheme/${operation}`,
  auth: 'clientKey' as const,
  body,
  response,
});

const correlation = { srcCorrelationId: z.string().min(1).max(128) };
const token = z.string().min(1).max(128);

const maskedCard = z.object({
  srcDigitalCardId: z.string(),
  paymentCardDescriptor: z.enum(CLICK_TO_PAY_SCHEMES),
  panLastFour: z.string().regex(/^\d{4}$/),
  panExpirationMonth: z.string().regex(/^\d{2}$/),
  panExpirationYear: z.string().regex(/^\d{4}$/),
  dateOfCardCreated: z.string(),
  dateOfCardLastUsed: z.string().optional(),
  digitalCardData: z.object({ status: z.enum(SRC_CARD_STATUSES), descriptorName: z.string() }),
});

export const clickToPayApi = {
  init: endpoint(
    'init',
    z.object({
      srciTransactionId: z.string().min(1).max(64),
      environment: z.enum(CLICK_TO_PAY_SDK_ENVIRONMENTS),
      dpaPresentationName: z.string().max(128).optional(),
    }),
    z.object({ srcCorrelationId: z.string() }),
  ),
  isRecognized: endpoint(
    'isRecognized',
    z.object({ ...correlation, deviceToken: token.optional() }),
    z.object({ recognized: z.boolean(), idTokens: z.array(z.string()).optional() }),
  ),
  identityLookup: endpoint(
    'identityLookup',
    z.object({
      ...correlation,
      consumerIdentity: z.object({
        identityValue: z.string().min(1).max(CLICK_TO_PAY.emailMaxLength),
        type: z.string().min(1).max(32),
      }),
    }),
    z.object({ consumerPresent: z.boolean() }),
  ),
  initiateIdentityValidation: endpoint(
    'initiateIdentityValidation',
    z.object(correlation),
    z.object({ maskedValidationChannel: z.string() }),
  ),
  completeIdentityValidation: endpoint(
    'completeIdentityValidation',
    z.object({ ...correlation, validationData: z.string().min(1).max(CLICK_TO_PAY.otpMaxLength) }),
    // deviceToken: the simulator's stand-in for the scheme's device cookie; the SDK keeps it.
    z.object({ idToken: z.string(), deviceToken: z.string() }),
  ),
  getSrcProfile: endpoint(
    'getSrcProfile',
    z.object({ ...correlation, idTokens: z.array(token).min(1).max(10) }),
    z.object({
      srcCorrelationId: z.string(),
      profiles: z.array(
        z.object({ maskedConsumer: z.object({ emailAddress: z.string() }), maskedCards: z.array(maskedCard) }),
      ),
    }),
  ),
  checkout: endpoint(
    'checkout',
    z.object({ ...correlation, srcDigitalCardId: z.string().min(1).max(128) }),
    z.object({
      dcfActionCode: z.enum(DCF_ACTION_CODES),
      srcCorrelationId: z.string(),
      checkoutResponse: z.string().optional(),
    }),
  ),
  unbindAppInstance: endpoint(
    'unbindAppInstance',
    z.object({ ...correlation, deviceToken: token.optional() }),
    z.object({}),
  ),
} as const;

export type ClickToPayOperation = keyof typeof clickToPayApi;
export type ClickToPayBody<O extends ClickToPayOperation> = z.output<(typeof clickToPayApi)[O]['body']>;
export type ClickToPayAnswer<O extends ClickToPayOperation> = z.input<(typeof clickToPayApi)[O]['response']>;

export const schemeParams = z.object({ scheme: z.enum(CLICK_TO_PAY_SCHEMES) });
