import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of the console's pages: its own scripts, styles, images and API,
 * and of the payment provider's origin only what the Billing tab's card widget needs; framed by
 * no one. Styles allow inline ones: Mantine writes its CSS variables and component styles as
 * <style> elements and style attributes at run time. The provider's origin may be:
 * - framed (frame-src): the secured fields and the 3-D Secure pages live in its iframes;
 * - fetched (connect-src): the widget's host side calls it (binLookup, datasets, translations,
 *   analytics, the 3-D Secure fingerprint hand-in);
 * - posted to (form-action): the widget posts the 3-D Secure method and challenge forms into
 *   its iframes, a navigation form-action governs.
 */
export function consolePagePolicy(paymentProviderOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${paymentProviderOrigin}`,
    `frame-src ${paymentProviderOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self' ${paymentProviderOrigin}`,
    "object-src 'none'",
  ].join('; ');
}

/** Browsers keep to https for a year, subdomains included, once they have seen it over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries: no MIME sniffing, no framing of the console by other sites
 * (clickjacking), no full URLs leaked to other origins; and HSTS when the console is served over
 * https (never over http, where it would be ignored and a test set-up could not use it).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    if (options.https) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  });
}
