import { CARD_WIDGET_VERSION, currencyDivisor } from '@datadeck/contracts/provider';
import { TEST_CARDS } from '../cards/test-cards.ts';
import { escapeHtml, scriptJson } from '../http/html.ts';

/**
 * The widget's optional parts the demo can turn on (query `parts`, comma-separated): Click to Pay,
 * installments, Korean (KCP) fields, the Brazilian social security number shown always (`ssn`;
 * without it the field appears when binLookup says so), fast-checkout consent and address lookup.
 */
export const DEMO_PARTS = ['clickToPay', 'installments', 'kcp', 'ssn', 'fastCheckout', 'addressLookup'] as const;
export type DemoPart = (typeof DEMO_PARTS)[number];

export interface DemoPageInput {
  publicUrl: string;
  clientKey: string;
  session: { id: string; sessionData: string };
  amount: { currency: string; value: number };
  locale: string;
  /** Absent: the widget looks the shopper's country up (query `country=lookup`). */
  countryCode?: string;
  brands: string[];
  billingAddress: 'full' | 'none';
  holderNameRequired: boolean;
  parts: DemoPart[];
  /** Click to Pay: the shopper's e-mail the merchant knows. */
  shopperEmail?: string;
}

/** What the page hands its script (in `<script type="application/json" id="demo-config">`). */
export interface DemoConfig {
  clientKey: string;
  providerUrl: string;
  session: { id: string; sessionData: string };
  amount: { currency: string; value: number };
  locale: string;
  countryCode?: string;
  brands: string[];
  billingAddress: 'full' | 'none';
  holderNameRequired: boolean;
  parts: DemoPart[];
  shopperEmail?: string;
}

const groups = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The merchant page of the demo: the widget from the provider's URL, mounted by /demo/demo.js. */
export function demoPage(input: DemoPageInput): { html: string; csp: string } {
  const sdk = `${input.publicUrl}/sdk/${CARD_WIDGET_VERSION}`;
  const divisor = currencyDivisor(input.amount.currency);
  const amount = `${(input.amount.value / divisor).toFixed(Math.round(Math.log10(divisor)))} ${input.amount.currency}`;
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td><code>${groups(card.number)}</code></td><td>${escapeHtml(card.brand)}</td><td>${escapeHtml(card.description)}</td></tr>`,
  ).join('');
  const config: DemoConfig = {
    clientKey: input.clientKey,
    providerUrl: input.publicUrl,
    session: input.session,
    amount: input.amount,
    locale: input.locale,
    ...(input.countryCode === undefined ? {} : { countryCode: input.countryCode }),
    brands: input.brands,
    billingAddress: input.billingAddress,
    holderNameRequired: input.holderNameRequired,
    parts: input.parts,
    ...(input.shopperEmail ? { shopperEmail: input.shopperEmail } : {}),
  };
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<title>Card widget demo</title><link rel="icon" href="data:,">' +
    `<link rel="stylesheet" href="${escapeHtml(sdk)}/checkout.css"><link rel="stylesheet" href="/demo/demo.css">` +
    '</head><body><main>' +
    '<h1>Card widget demo</h1>' +
    `<p>A merchant page of the pay-sandbox. Session <code>${escapeHtml(input.session.id)}</code>, amount ${escapeHtml(amount)}` +
    `${input.amount.value === 0 ? ' (saves the card)' : ''}. Nothing here is a real payment.</p>` +
    // The widget's height is reserved for its billing-address mode (demo.css), so the sections below do not move.
    `<section aria-labelledby="pay-heading"><h2 id="pay-heading">Card details</h2><div id="card" data-billing-address="${input.billingAddress}"></div></section>` +
    // Focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    '<section aria-labelledby="state-heading"><h2 id="state-heading">Widget state</h2><pre id="state" tabindex="0"></pre></section>' +
    '<section aria-labelledby="cards-heading"><h2 id="cards-heading">Test cards</h2>' +
    '<table aria-labelledby="cards-heading"><thead><tr><th scope="col">Number</th><th scope="col">Brand</th><th scope="col">Outcome</th></tr></thead>' +
    `<tbody>${rows}</tbody></table>` +
    '<p>Expiry: any future date, e.g. 03/30. Security code: any 3 digits (4 for amex). 3-D Secure one-time code: 1234.</p></section>' +
    `<script type="application/json" id="demo-config">${scriptJson(config)}</script>` +
    // Module scripts: the SDK fetches its optional parts as chunks on demand. Both are deferred and
    // run in this order, so demo.js finds window.DatadeckCheckout set by checkout.js.
    `<script type="module" src="${escapeHtml(sdk)}/checkout.js"></script>` +
    '<script type="module" src="/demo/demo.js"></script>' +
    '</main></body></html>';
  const provider = input.publicUrl;
  const csp = [
    "default-src 'none'",
    `script-src 'self' ${provider}`,
    `style-src 'self' ${provider}`,
    `frame-src ${provider}`,
    `connect-src ${provider}`,
    `img-src 'self' data: ${provider}`,
    `font-src 'self' ${provider}`,
    "base-uri 'none'",
    // The widget posts the 3-D Secure 2 method and challenge forms from this page into its iframes.
    `form-action 'self' ${provider}`,
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
