import { CARD_WIDGET_VERSION } from '@datadeck/contracts/provider';
import { providerApi } from '@datadeck/contracts/provider-api';
import type { FastifyInstance } from 'fastify';
import type { Bind } from '../http/bind.ts';
import { z } from 'zod';
import { notFoundError } from '../http/errors.ts';
import { checkoutScript, checkoutStyles, readTranslations } from './widget-files.ts';

const translationParams = z.object({ version: z.string(), locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must look like en-US') });

function checkVersion(version: string): void {
  if (version !== CARD_WIDGET_VERSION) throw notFoundError('sdk.version', `version: ${version.slice(0, 16)} is not served here`);
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

  app.get<{ Params: { version: string } }>('/sdk/:version/checkout.js', async (request, reply) => {
    checkVersion(request.params.version);
    const script = await checkoutScript();
    return reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'public, max-age=300')
      .header('X-Content-Type-Options', 'nosniff')
      .send(script);
  });

  app.get<{ Params: { version: string } }>('/sdk/:version/checkout.css', async (request, reply) => {
    checkVersion(request.params.version);
    const styles = await checkoutStyles();
    return reply
      .header('Content-Type', 'text/css; charset=utf-8')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'public, max-age=300')
      .header('X-Content-Type-Options', 'nosniff')
      .send(styles);
  });
}
