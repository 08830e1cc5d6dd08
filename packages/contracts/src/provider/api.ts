/**
 * The payment provider's HTTP API (SPEC §7, "Embedded card widget calls", and the
 * server-to-server Checkout API). One declaration per endpoint: the sandbox validates requests
 * and responses with these schemas, the widget and the console's server take their types.
 *
 * Auth kinds:
 * - `clientKey`: calls from the browser, with the client key in the query (`token` or
 *   `clientKey`, as SPEC §7 names them); the Origin must be allowed for the key.
 * - `apiKey`: server-to-server calls with the merchant's secret in `X-API-Key`.
 * - `public`: static data (datasets, translations).
 */
import { z } from 'zod';
import {
  addressSearchRequest,
  addressSearchResponse,
  analyticsEventsRequest,
  analyticsSetupRequest,
  analyticsSetupResponse,
  binLookupRequest,
  binLookupResponse,
  dataset,
  translations,
} from './api-browser.ts';
import {
  paymentDetailsRequest,
  paymentRequest,
  paymentResponse,
  submitFingerprintRequest,
  submitFingerprintResponse,
} from './api-payments.ts';
import {
  createSessionRequest,
  sessionBalanceRequest,
  sessionBalanceResponse,
  sessionCancelOrderRequest,
  sessionCancelOrderResponse,
  sessionDetailsRequest,
  sessionOrderRequest,
  sessionOrderResponse,
  sessionPaymentsRequest,
  sessionResponse,
  sessionResult,
  sessionSetupRequest,
  sessionSetupResponse,
  shopperCountryResponse,
} from './api-sessions.ts';

export { providerErrorBody, type Amount, type ProviderErrorBody } from './api-shared.ts';
export * from './api-browser.ts';
export * from './api-payments.ts';
export * from './api-sessions.ts';

// ---- the endpoint table ------------------------------------------------------------------------
export type ProviderAuth = 'clientKey' | 'apiKey' | 'public';
interface ProviderEndpoint {
  method: 'GET' | 'POST';
  path: string;
  auth: ProviderAuth;
  body?: z.ZodType;
  response: z.ZodType;
  summary: string;
}
const endpoint = <E extends ProviderEndpoint>(declaration: E): E => declaration;

export const providerApi = {
  binLookup: endpoint({
    method: 'POST',
    path: '/v3/bin/binLookup',
    auth: 'clientKey',
    body: binLookupRequest,
    response: binLookupResponse,
    summary: 'Brands, pan length and issuing country of a card BIN',
  }),
  addressSearch: endpoint({
    method: 'POST',
    path: '/v1/addressSearch',
    auth: 'clientKey',
    body: addressSearchRequest,
    response: addressSearchResponse,
    summary: 'Addresses matching what the shopper typed, for the billing address lookup',
  }),
  countries: endpoint({
    method: 'GET',
    path: '/datasets/countries/:locale.json',
    auth: 'public',
    response: dataset,
    summary: 'Countries, name and two-letter code',
  }),
  states: endpoint({
    method: 'GET',
    path: '/datasets/states/:country/:locale.json',
    auth: 'public',
    response: dataset,
    summary: 'States of a country that has a dataset',
  }),
  translations: endpoint({
    method: 'GET',
    path: '/sdk/:version/translations/:locale.json',
    auth: 'public',
    response: translations,
    summary: 'Widget texts of a locale',
  }),
  analyticsSetup: endpoint({
    method: 'POST',
    path: '/v3/analytics',
    auth: 'clientKey',
    body: analyticsSetupRequest,
    response: analyticsSetupResponse,
    summary: 'Start or resume a checkout attempt',
  }),
  analyticsEvents: endpoint({
    method: 'POST',
    path: '/v3/analytics/:checkoutAttemptId',
    auth: 'clientKey',
    body: analyticsEventsRequest,
    response: z.object({}),
    summary: 'A batch of analytics events',
  }),
  payments: endpoint({
    method: 'POST',
    path: '/v71/payments',
    auth: 'apiKey',
    body: paymentRequest,
    response: paymentResponse,
    summary: 'Make a payment (amount 0 saves the card)',
  }),
  paymentDetails: endpoint({
    method: 'POST',
    path: '/v71/payments/details',
    auth: 'apiKey',
    body: paymentDetailsRequest,
    response: paymentResponse,
    summary: 'Complete a payment after 3-D Secure',
  }),
  createSession: endpoint({
    method: 'POST',
    path: '/v71/sessions',
    auth: 'apiKey',
    body: createSessionRequest,
    response: sessionResponse,
    summary: 'Create a checkout session for the browser',
  }),
  sessionSetup: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/setup',
    auth: 'clientKey',
    body: sessionSetupRequest,
    response: sessionSetupResponse,
    summary: 'Set up the widget from a session',
  }),
  sessionPayments: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/payments',
    auth: 'clientKey',
    body: sessionPaymentsRequest,
    response: sessionResult,
    summary: 'Pay within a session',
  }),
  sessionPaymentDetails: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/paymentDetails',
    auth: 'clientKey',
    body: sessionDetailsRequest,
    response: sessionResult,
    summary: 'Complete a session payment after 3-D Secure',
  }),
  submitThreeDS2Fingerprint: endpoint({
    method: 'POST',
    path: '/v1/submitThreeDS2Fingerprint',
    auth: 'clientKey',
    body: submitFingerprintRequest,
    response: submitFingerprintResponse,
    summary: 'Hand in the 3DS2 method result',
  }),
  sessionBalance: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/paymentMethodBalance',
    auth: 'clientKey',
    body: sessionBalanceRequest,
    response: sessionBalanceResponse,
    summary: 'Balance and transaction limit of a gift card, within a session',
  }),
  sessionOrders: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/orders',
    auth: 'clientKey',
    body: sessionOrderRequest,
    response: sessionOrderResponse,
    summary: "Open an order for the session's amount, to pay it in parts",
  }),
  sessionCancelOrder: endpoint({
    method: 'POST',
    path: '/v1/sessions/:id/orders/cancel',
    auth: 'clientKey',
    body: sessionCancelOrderRequest,
    response: sessionCancelOrderResponse,
    summary: "Cancel a session's open order",
  }),
  shopperCountry: endpoint({
    method: 'GET',
    path: '/v1/shopperCountry',
    auth: 'clientKey',
    response: shopperCountryResponse,
    summary: "The shopper's country from the request's IP address (null: unknown)",
  }),
} as const;
