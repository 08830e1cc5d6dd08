import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { providerApi } from '@datadeck/contracts/provider-api';
import type { FastifyInstance } from 'fastify';
import type { Bind } from '../http/bind.ts';
import { z } from 'zod';
import { notFoundError } from '../http/errors.ts';
import { checkoutScript, checkoutStyles, readTranslations } from './widget-files.ts';

const translationParams = z.object({
  version: z.string(),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must look like en-US'),
});

function checkVersion(version: string): void {
  if (version !== CARD_WIDGET_VERSION)
    throw notFoundError('sdk.version', `version: ${version.slice(0, 16)} is not served here`);
}

/** The widget's files a merchant page loads: script, styles and translations. */
export function registerSdkRoutes(app: FastifyInstance, bind: Bind): void {
  bind(
    providerApi.translations,
    async ({ params, reply }) => {
      checkVersion(params.version);
      const texts = await readTranslations(params.locale);
      // The widget falls back to en-US on a 404.
      if (texts === null) throw notFoundError('translations.notFound', `locale: no translations for ${params.locale}`);
      void reply.header('Cache-Control', 'public, max-age=3600');
      return texts;
    },
    { params: translationParams },
  );

  // The SDK's two static files: public, cacheable for a while, loadable from any merchant origin.
  const files = [
    { name: 'checkout.js', type: 'text/javascript; charset=utf-8', read: checkoutScript },
    { name: 'checkout.css', type: 'text/css; charset=utf-8', read: checkoutStyles },
  ];
  for (const file of files) {
    app.get<{ Params: { version: string } }>(`/sdk/:version/${file.name}`, async (request, reply) => {
      checkVersion(request.params.version);
      const content = await file.read();
      return reply
        .header('Content-Type', file.type)
        .header('Access-Control-Allow-Origin', '*')
        .header('Cache-Control', 'public, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .send(content);
    });
  }
}
