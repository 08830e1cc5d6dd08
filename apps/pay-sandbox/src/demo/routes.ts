import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { sendHtml } from '../http/html.ts';
import { validationError } from '../http/errors.ts';
import type { MerchantTable } from '../merchants/merchants.ts';
import type { SessionService } from '../sessions/service.ts';
import { DEMO_STYLES, demoScript } from './assets.ts';
import { DEMO_PARTS, demoPage } from './page.ts';

/** Static pages of the demo merchant: path, title, text (plain, no markup to escape). */
const DEMO_POLICY_PAGES = [
  [
    '/demo/terms',
    'Fast checkout terms (demo)',
    "The terms a merchant would show for saving a shopper's details for faster checkout. This is the sandbox: nothing is saved and no message is sent.",
  ],
  [
    '/demo/privacy',
    'Privacy policy (demo)',
    'How a merchant would use the mobile number given for fast checkout. This is the sandbox: the number is kept in memory with the test payment only.',
  ],
] as const;

/** The demo's query (docs/card-payments.md, "The demo page"). */
const demoQuery = z.object({
  amount: z.coerce.number('must be a number').int().min(0).max(100_000_000).default(0),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as USD')
    .default('USD'),
  locale: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, 'must look like en-US')
    .default('en-US'),
  brands: z
    .string()
    .regex(/^[a-z0-9]+(,[a-z0-9]+)*$/, 'must be brands separated by commas, such as mc,visa')
    .default('mc,visa,amex')
    .transform((value) => value.split(',').slice(0, 50)),
  billingAddress: z.enum(['full', 'none'], 'must be full or none').default('full'),
  /** SPEC §5: the holder name is asked for either way; `optional` lets the card go without it. */
  holderName: z.enum(['required', 'optional'], 'must be required or optional').default('required'),
  /**
   * The shopper's country. `lookup`: neither the page nor the session gives one, so the widget
   * asks the provider by the shopper's IP address and falls back to AU (SPEC §7, §8).
   */
  country: z
    .string()
    .regex(/^([A-Z]{2}|lookup)$/, 'must be a two-letter country code, or lookup')
    .default('US'),
  parts: z
    .string()
    .default('')
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(DEMO_PARTS, `must be parts separated by commas, from ${DEMO_PARTS.join(', ')}`))),
  shopperEmail: z.email('must be an e-mail address').optional(),
});

export function registerDemoRoutes(
  app: FastifyInstance,
  config: Config,
  merchants: MerchantTable,
  sessions: SessionService,
): void {
  app.get('/demo', async (request, reply) => {
    const parsed = demoQuery.safeParse(request.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw validationError(
        'validation.request',
        `querystring.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
        400,
      );
    }
    const query = parsed.data;
    const merchant = merchants.first();
    const countryCode = query.country === 'lookup' ? undefined : query.country;
    // The merchant's server side of the demo: a session through the same service as /v71/sessions.
    const session = sessions.create(merchant, {
      amount: { currency: query.currency, value: query.amount },
      reference: `demo-${Date.now()}`,
      returnUrl: `${config.publicUrl}/demo`,
      ...(countryCode === undefined ? {} : { countryCode }),
      shopperLocale: query.locale,
      allowedBrands: query.brands,
    });
    const page = demoPage({
      publicUrl: config.publicUrl,
      clientKey: config.clientKey,
      session: { id: session.id, sessionData: session.sessionData },
      amount: session.amount,
      locale: query.locale,
      ...(countryCode === undefined ? {} : { countryCode }),
      brands: query.brands,
      billingAddress: query.billingAddress,
      holderNameRequired: query.holderName === 'required',
      parts: query.parts,
      ...(query.shopperEmail ? { shopperEmail: query.shopperEmail } : {}),
    });
    return sendHtml(reply, 200, page.html, page.csp);
  });

  // The pages the demo's fast-checkout consent links to (a merchant has its own).
  for (const [path, title, text] of DEMO_POLICY_PAGES) {
    app.get(path, async (_request, reply) =>
      sendHtml(
        reply,
        200,
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
          `<title>${title}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/demo/demo.css"></head>` +
          `<body><main><h1>${title}</h1><p>${text}</p><p><a href="/demo">Back to the demo</a></p></main></body></html>`,
        "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      ),
    );
  }

  app.get('/demo/demo.js', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(await demoScript()),
  );
  app.get('/demo/demo.css', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/css; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(DEMO_STYLES),
  );
}
